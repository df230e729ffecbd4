const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/

/** A number as a person types or pastes it, with a decimal point: modellers here write "2,5", and spreadsheets group digits with spaces ("1 000"), so spaces go and one comma is a point. */
export function decimalText(text: string): string {
  return text.replace(/\s/g, '').replace(',', '.')
}

export function parseDecimal(text: string): number | null {
  const normal = decimalText(text)
  if (normal === '') return null
  return DECIMAL.test(normal) ? Number(normal) : Number.NaN
}
