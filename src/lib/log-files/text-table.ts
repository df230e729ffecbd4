export type TextTable = { header: string[]; rows: string[][] }

function splitterOf(line: string): (line: string) => string[] {
  if (line.includes('\t')) return (text) => text.split('\t').map((cell) => cell.trim())
  if (line.includes(',')) return (text) => text.split(',').map((cell) => cell.trim())
  if (line.includes(';')) return (text) => text.split(';').map((cell) => cell.trim())
  return (text) => text.trim().split(/\s{2,}|\s*\|\s*/)
}

export function textTableOf(text: string): TextTable | null {
  const lines = text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'))
  const [first, ...rest] = lines
  if (first === undefined) return null
  const split = splitterOf(first)
  const header = split(first)
  if (header.length < 2) return null
  return { header, rows: rest.map(split) }
}
