/** Which background each kind of map shows, kept in this browser: a preference, never data. */
export type MapKind = 'model' | 'results' | 'picker'

const PREFIX = 'polder.basemap.'

export function browserPreferenceStorage(): Storage | null {
  return typeof localStorage === 'undefined' ? null : localStorage
}

// A browser that refuses storage (private mode, quota) just forgets the choice.
export function readBasemapPreference(storage: Storage | null, kind: MapKind): string | null {
  try {
    return storage?.getItem(`${PREFIX}${kind}`) ?? null
  } catch {
    return null
  }
}

export function writeBasemapPreference(storage: Storage | null, kind: MapKind, id: string): void {
  try {
    storage?.setItem(`${PREFIX}${kind}`, id)
  } catch {
    // Not kept: the map still shows the choice until the page is left.
  }
}
