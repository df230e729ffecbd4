export function numbersOf(value: unknown): number[] | null {
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) {
    return Array.from(value as unknown as ArrayLike<number | bigint>, Number)
  }
  if (Array.isArray(value) && value.every((item) => typeof item === 'number')) return value
  return null
}
