import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, extname, join, relative } from 'node:path'
import ts from 'typescript'

/** The repository folders a doc or comment may cite by path; src's own folders may be cited too. */
const ROOTS = ['src', 'docs', 'scripts', 'e2e', 'bench', 'public', 'test-data']
const SOURCE_EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.mjs', '.js'])
/** Never scanned: installed or generated; docs/spec is the shared contract's copy, not ours. */
const SKIPPED = new Set(['node_modules', 'dist', '.cache', 'test-results', 'spec'])

// A cited folder not preceded by a path or word character (so `.cache/bench/…` and URLs are not
// citations), followed by path characters; a wildcard or placeholder ends the path.
const citation = (folders: string[]) =>
  new RegExp(`(?<![\\w./@-])(?:${folders.join('|')})/[\\w./@-]*`, 'g')
const MARKDOWN_LINK = /\]\(([^)#\s]+)(?:#[^)]*)?\)/g

/** Paths in `text` that name a file (with an extension) or a folder (with a trailing slash). */
export function citedPaths(text: string, folders: string[] = ROOTS): string[] {
  const found = new Set<string>()
  for (const [match] of text.matchAll(citation(folders))) {
    const path = match.replace(/\.+$/, '')
    if (path.endsWith('/') || extname(path) !== '') found.add(path)
  }
  return [...found]
}

/** The text of every comment in a source file, as the TypeScript parser finds them. */
export function commentsOf(fileName: string, text: string): string {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false)
  const seen = new Set<number>()
  const comments: string[] = []
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue
      seen.add(range.pos)
      comments.push(text.slice(range.pos, range.end))
    }
  }
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos))
    collect(ts.getTrailingCommentRanges(text, node.end))
    ts.forEachChild(node, visit)
  }
  visit(source)
  collect(ts.getLeadingCommentRanges(text, source.endOfFileToken.pos))
  return comments.join('\n')
}

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return []
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return []
    const path = join(folder, entry.name)
    return entry.isDirectory() ? filesUnder(path) : [path]
  })
}

function existsAt(full: string, folder: boolean): boolean {
  return existsSync(full) && (!folder || statSync(full).isDirectory())
}

/** A path from the repository's root, or from src (as docs/architecture.md cites them). */
function exists(root: string, path: string): boolean {
  const folder = path.endsWith('/')
  return existsAt(join(root, path), folder) || existsAt(join(root, 'src', path), folder)
}

/** Every cited path under `root` that does not exist, as `citing file: cited path`. */
export function missingCitations(root: string): string[] {
  const docs = [join(root, 'README.md'), ...filesUnder(join(root, 'docs'))].filter(
    (file) => extname(file) === '.md',
  )
  const sources = ['src', 'scripts', 'e2e', 'bench']
    .flatMap((folder) => filesUnder(join(root, folder)))
    .filter((file) => SOURCE_EXTENSIONS.has(extname(file)) || file.endsWith('README.md'))
  const srcFolders = readdirSync(join(root, 'src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
  const folders = [...ROOTS, ...srcFolders]
  const missing = new Set<string>()
  for (const file of [...docs, ...sources]) {
    const text = readFileSync(file, 'utf8')
    const markdown = extname(file) === '.md'
    // Parsing is the cost: a file that names no path anywhere has none in its comments.
    const anywhere = citedPaths(text, folders)
    const cited =
      markdown || anywhere.length === 0 ? anywhere : citedPaths(commentsOf(file, text), folders)
    const citing = relative(root, file)
    for (const path of cited) if (!exists(root, path)) missing.add(`${citing}: ${path}`)
    if (!markdown) continue
    for (const [, link = ''] of text.matchAll(MARKDOWN_LINK)) {
      if (link === '' || /^[a-z]+:/i.test(link)) continue
      const linked = relative(root, join(dirname(file), link))
      if (!exists(root, linked)) missing.add(`${citing}: ${link}`)
    }
  }
  return [...missing].sort()
}
