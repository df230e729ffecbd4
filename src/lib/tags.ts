/** Same rule as the server (decisions.md "Simulations"): split on commas, trim, drop empties. */
export function parseTags(input: string): string[] {
  const tags = input
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '')
  return [...new Set(tags)]
}
