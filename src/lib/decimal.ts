const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/

/** Modellers write "2,5" and spreadsheets group digits with spaces: spaces go and one comma is a point. */
export function decimalText(text: string): string {
  return text.replace(/\s/g, '').replace(',', '.')
}

export function parseDecimal(text: string): number | null {
  const normal = decimalText(text)
  if (normal === '') return null
  return DECIMAL.test(normal) ? Number(normal) : Number.NaN
}
