/** The numbers of a value h5wasm read (a typed array, 64-bit integers as bigint, or a plain array), or null when it holds something else (strings, compounds). */
export function numbersOf(value: unknown): number[] | null {
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) {
    return Array.from(value as unknown as ArrayLike<number | bigint>, Number)
  }
  if (Array.isArray(value) && value.every((item) => typeof item === 'number')) return value
  return null
}
