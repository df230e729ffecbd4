const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/

/** A number as a person types or pastes it, with a decimal point: modellers here write "2,5", and spreadsheets group digits with spaces ("1 000"), so spaces go and one comma is a point. */
export function decimalText(text: string): string {
  return text.replace(/\s/g, '').replace(',', '.')
}

/** "2,5", " 2.5 " and "1E-3" are numbers; a blank box is `null` (each form decides what "not typed" means); anything else ("2 m", "1.2.3", "0x1f", "Infinity") is NaN, so a schema refuses it with its own message. */
export function parseDecimal(text: string): number | null {
  const normal = decimalText(text)
  if (normal === '') return null
  return DECIMAL.test(normal) ? Number(normal) : Number.NaN
}
