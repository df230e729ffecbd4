import type { z } from 'zod'

/** Only the schema's fields, in this tab's sessionStorage (docs/records/0008-form-drafts.md). */
export type DraftAddress = { form: string; record?: string | number }

const PREFIX = 'polder.draft.'

export function draftKey({ form, record }: DraftAddress): string {
  return `${PREFIX}${form}.${record ?? 'new'}`
}

export function browserDraftStorage(): Storage | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage
}

/** Issues that mean a value is not what this field holds, as opposed to not yet valid. */
const wrongShape = new Set(['invalid_type', 'invalid_value', 'invalid_union', 'invalid_key'])

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A half-typed value comes back (nothing typed is lost); a value of the wrong shape does not. */
export function restorableFields(
  schema: z.ZodObject,
  stored: unknown,
): Record<string, unknown> | null {
  if (!isPlainObject(stored)) return null
  const restored: Record<string, unknown> = {}
  for (const [field, fieldSchema] of Object.entries<z.ZodType>(schema.shape)) {
    if (!Object.hasOwn(stored, field)) continue
    const value = stored[field]
    const result = fieldSchema.safeParse(value)
    if (result.success || result.error.issues.every((issue) => !wrongShape.has(issue.code))) {
      restored[field] = value
    }
  }
  return Object.keys(restored).length > 0 ? restored : null
}

export function readDraft(
  storage: Storage | null,
  address: DraftAddress,
  schema: z.ZodObject,
): Record<string, unknown> | null {
  const text = storage?.getItem(draftKey(address))
  if (!text) return null
  try {
    return restorableFields(schema, JSON.parse(text))
  } catch {
    return null
  }
}

export function writeDraft(
  storage: Storage | null,
  address: DraftAddress,
  schema: z.ZodObject,
  values: unknown,
): void {
  if (!storage || !isPlainObject(values)) return
  const kept = Object.fromEntries(
    Object.keys(schema.shape)
      .filter((field) => Object.hasOwn(values, field))
      .map((field) => [field, values[field]]),
  )
  try {
    storage.setItem(draftKey(address), JSON.stringify(kept))
  } catch {
    // A full or unavailable storage costs the draft, never the form.
  }
}

export function discardDraft(storage: Storage | null, address: DraftAddress): void {
  storage?.removeItem(draftKey(address))
}

/** Signing out ends the drafts, so the next person in this tab sees none. */
export function discardAllDrafts(storage: Storage | null): void {
  if (!storage) return
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index))
  keys.filter((key) => key?.startsWith(PREFIX)).forEach((key) => key && storage.removeItem(key))
}
