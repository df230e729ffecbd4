import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'

const repo = fileURLToPath(new URL('../..', import.meta.url))
const eslint = new ESLint({ cwd: repo })

/** The messages of `rule` that eslint.config.js gives `code` placed at `file` (need not exist). */
export async function ruleErrors(rule: string, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repo, file) })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === rule)
    .map((message) => message.message)
}
