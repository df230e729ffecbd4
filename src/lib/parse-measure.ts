/** "2,5" and " 2.5 " are 2.5; an empty box is left out (the server's default applies). */
export function parseMeasure(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.')
  if (trimmed === '') return undefined
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN
}
