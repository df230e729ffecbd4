export type ChromiumInstall = { path: string; source: 'playwright' | 'system' }
export function findChromiumInstall(): ChromiumInstall | null
export function findChromium(): string | null
