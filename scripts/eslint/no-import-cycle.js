import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/*
 * Reports an import that closes a cycle between modules of `src`, type-only imports included:
 * import-x/no-cycle skips `import type`, yet a cycle of types still ties two modules into one
 * (docs/architecture.md "No cycles"). The graph is read once per lint run from the import and
 * re-export statements of every file (dynamic `import()` is lazy and left out), so the check costs
 * one pass over `src` instead of a walk per import.
 */

const extensions = ['.ts', '.tsx', '/index.ts', '/index.tsx']
const staticImport =
  /^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

function resolveImport(srcDir, fromFile, specifier) {
  let base
  if (specifier.startsWith('@/')) base = path.join(srcDir, specifier.slice(2))
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier)
  else return null
  if (/\.tsx?$/.test(base) && existsSync(base)) return base
  const found = extensions.map((ending) => base + ending).find((file) => existsSync(file))
  return found && statSync(found).isFile() ? found : null
}

function readGraph(srcDir) {
  const graph = new Map()
  for (const file of sourceFiles(srcDir)) {
    const targets = new Set()
    for (const match of readFileSync(file, 'utf8').matchAll(staticImport)) {
      const target = resolveImport(srcDir, file, match[1] ?? match[2])
      if (target) targets.add(target)
    }
    graph.set(file, targets)
  }
  return graph
}

/** Tarjan's strongly connected components: each file's component, for components of 2 or more. */
function cycleGroups(graph) {
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const groupOf = new Map()
  let counter = 0
  const visit = (node) => {
    index.set(node, counter)
    low.set(node, counter++)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) visit(next)
      if (onStack.has(next)) low.set(node, Math.min(low.get(node), low.get(next)))
    }
    if (low.get(node) !== index.get(node)) return
    const group = new Set()
    let member
    do {
      member = stack.pop()
      onStack.delete(member)
      group.add(member)
    } while (member !== node)
    if (group.size > 1) for (const file of group) groupOf.set(file, group)
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return groupOf
}

/** The shortest way back from `start` to `goal` inside their cycle, for the message. */
function pathBack(graph, group, start, goal) {
  const previous = new Map([[start, null]])
  const queue = [start]
  while (queue.length > 0) {
    const node = queue.shift()
    if (node === goal) break
    for (const next of graph.get(node) ?? []) {
      if (group.has(next) && !previous.has(next)) {
        previous.set(next, node)
        queue.push(next)
      }
    }
  }
  const route = []
  for (let node = goal; node !== null && node !== undefined; node = previous.get(node)) {
    route.unshift(node)
  }
  return route
}

const graphs = new Map()

export const noImportCycle = {
  meta: {
    type: 'problem',
    messages: { cycle: 'Import cycle: {{route}}. Move the shared piece into its own module.' },
    schema: [
      {
        type: 'object',
        properties: {
          srcDir: { type: 'string' },
        },
        required: ['srcDir'],
      },
    ],
  },
  create(context) {
    const { srcDir } = context.options[0]
    if (!graphs.has(srcDir)) {
      const graph = readGraph(srcDir)
      graphs.set(srcDir, { graph, groupOf: cycleGroups(graph) })
    }
    const { graph, groupOf } = graphs.get(srcDir)
    const file = context.filename
    const group = groupOf.get(file)
    if (!group) return {}
    const check = (node) => {
      if (!node.source) return
      const target = resolveImport(srcDir, file, node.source.value)
      if (!target || !group.has(target)) return
      const route = [file, ...pathBack(graph, group, target, file)]
      const relative = route.map((step) => path.relative(srcDir, step)).join(' → ')
      context.report({ node: node.source, messageId: 'cycle', data: { route: relative } })
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check }
  },
}
