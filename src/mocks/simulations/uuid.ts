import type { Random } from '@/mocks/db/random'

/** A version-4 UUID from a seeded source, so seeded records keep their uuid across reloads. */
export function uuidFrom(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16))
  hex[12] = '4'
  hex[16] = (8 + random.int(0, 3)).toString(16)
  const text = hex.join('')
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`
}
