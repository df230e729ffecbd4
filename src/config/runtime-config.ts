import { z } from 'zod'
import type { Deadlines } from '@/api/deadline'
import { basemapList, basemapsOf, type Basemap } from './basemaps'

const apiBaseUrl = z
  .string()
  .trim()
  .url('apiBaseUrl must be an absolute URL')
  .transform((url) => url.replace(/\/+$/, ''))
  .refine((url) => url.endsWith('/v3'), 'apiBaseUrl must end in /v3')

const seconds = z.number().positive('must be more than 0 seconds').max(600, 'at most 600 seconds')

/** Overrides of src/api/deadline.ts's defaults, in seconds: a slow server may need more. */
const deadlineSeconds = z.strictObject({
  getSeconds: seconds.optional(),
  getTotalSeconds: seconds.optional(),
  mutationSeconds: seconds.optional(),
  transferStallSeconds: seconds.optional(),
})

export const runtimeConfigFile = z.object({
  mode: z.enum(['demo', 'real']),
  apiBaseUrl: apiBaseUrl.optional(),
  /** Kept for old files: one raster template or style URL. */
  basemapUrl: z.string().url('basemapUrl must be an absolute URL').optional(),
  basemaps: basemapList.optional(),
  deadlines: deadlineSeconds.optional(),
})
export type RuntimeConfigFile = z.infer<typeof runtimeConfigFile>

export type RuntimeConfig = {
  mode: 'demo' | 'real'
  /** Demo: the app's own origin + /v3 (the service worker answers). */
  apiBaseUrl: string | null
  /** Empty: the offline outline only. */
  basemaps: Basemap[]
  deadlines: Partial<Deadlines>
}

export type BuildDefaults = { apiBaseUrl?: string | undefined }

export class RuntimeConfigError extends Error {
  constructor(
    readonly url: string,
    reason: string,
  ) {
    super(`The configuration file ${url} ${reason}`)
    this.name = 'RuntimeConfigError'
  }
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ')
}

function buildDefaultBaseUrl(defaults: BuildDefaults): string | null {
  const parsed = apiBaseUrl.safeParse(defaults.apiBaseUrl)
  return parsed.success ? parsed.data : null
}

export function resolveRuntimeConfig(
  file: RuntimeConfigFile,
  origin: string,
  defaults: BuildDefaults = {},
): RuntimeConfig {
  const basemaps = basemapsOf(file)
  const deadlines = deadlinesOf(file.deadlines)
  if (file.mode === 'demo') {
    return { mode: 'demo', apiBaseUrl: `${origin}/v3`, basemaps, deadlines }
  }
  const apiBaseUrlOrDefault = file.apiBaseUrl ?? buildDefaultBaseUrl(defaults)
  return { mode: 'real', apiBaseUrl: apiBaseUrlOrDefault, basemaps, deadlines }
}

function deadlinesOf(file: RuntimeConfigFile['deadlines']): Partial<Deadlines> {
  const ms = (value: number | undefined) => (value === undefined ? undefined : value * 1000)
  const deadlines: Partial<Deadlines> = {}
  const get = ms(file?.getSeconds)
  const getTotal = ms(file?.getTotalSeconds)
  const mutation = ms(file?.mutationSeconds)
  const stall = ms(file?.transferStallSeconds)
  if (get !== undefined) deadlines.getMs = get
  if (getTotal !== undefined) deadlines.getTotalMs = getTotal
  if (mutation !== undefined) deadlines.mutationMs = mutation
  if (stall !== undefined) deadlines.transferStallMs = stall
  return deadlines
}

export function parseRuntimeConfig(
  url: string,
  json: unknown,
  origin: string,
  defaults: BuildDefaults = {},
): RuntimeConfig {
  const parsed = runtimeConfigFile.safeParse(json)
  if (!parsed.success)
    throw new RuntimeConfigError(url, `is not valid: ${describeIssues(parsed.error)}.`)
  return resolveRuntimeConfig(parsed.data, origin, defaults)
}

async function readJson(url: string, fetchFn: typeof fetch): Promise<unknown> {
  let response: Response
  try {
    response = await fetchFn(url, { cache: 'no-store', headers: { accept: 'application/json' } })
  } catch {
    throw new RuntimeConfigError(url, 'could not be loaded (network error).')
  }
  if (!response.ok)
    throw new RuntimeConfigError(url, `could not be loaded (HTTP ${response.status}).`)
  try {
    return await response.json()
  } catch {
    throw new RuntimeConfigError(url, 'is not valid JSON.')
  }
}

/** Next to `index.html`, never relative to the page: from /models/12 that would be /models/config.json. */
export function configFileUrl(basePath: string, origin: string): string {
  return new URL(`${basePath.replace(/\/?$/, '/')}config.json`, `${origin}/`).href
}

/** One build runs anywhere: the mode and server are read at start, not baked in. */
export async function loadRuntimeConfig(options: {
  url: string
  origin: string
  defaults?: BuildDefaults
  fetch?: typeof fetch
}): Promise<RuntimeConfig> {
  const json = await readJson(options.url, options.fetch ?? globalThis.fetch)
  return parseRuntimeConfig(options.url, json, options.origin, options.defaults)
}
