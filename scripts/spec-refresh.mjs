// Copies the shared contract (api.md, decisions.md, openapi-reference.yaml) into docs/spec/, the
// copy the app and its contract tests read. SPEC_SOURCE names the shared folder.
import { copyFileSync, existsSync } from 'node:fs'
import { join, resolve } from 'node:path'

const FILES = ['api.md', 'decisions.md', 'openapi-reference.yaml']
const source = resolve(process.env.SPEC_SOURCE ?? '../shared/spec')
const target = resolve('docs/spec')

const missing = FILES.filter((file) => !existsSync(join(source, file)))
if (missing.length > 0) {
  console.error(
    `spec:refresh: ${source} lacks ${missing.join(', ')}; set SPEC_SOURCE to the shared spec folder.`,
  )
  process.exit(1)
}
for (const file of FILES) copyFileSync(join(source, file), join(target, file))
console.log(`spec:refresh: copied ${FILES.join(', ')} from ${source} to ${target}`)
