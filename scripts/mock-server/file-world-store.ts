import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { loadWorld, WORLD_STORAGE_KEY, type KeyValueStore } from '@/mocks/db/persistence'

/** `npm run mock-server` keeps its world here unless MOCK_DATA_FILE says otherwise. */
export const DEFAULT_DATA_FILE = '.cache/mock-server/world.json'

/**
 * The mock server's world in one JSON file, written whole after every transaction that changed
 * it: to a temporary file first, then renamed over the old one, so a crash mid-write leaves the
 * previous world, never half of one. Only this process writes the file, so the revision that
 * tells tabs apart in the demo lives in memory.
 */
export function fileWorldStore(file: string): KeyValueStore {
  let revision: string | null = null
  return {
    getItem: (key) => (key === WORLD_STORAGE_KEY ? readIfThere(file) : revision),
    setItem: (key, value) => {
      if (key === WORLD_STORAGE_KEY) writeAtomically(file, value)
      else revision = value
    },
    removeItem: (key) => {
      if (key === WORLD_STORAGE_KEY) rmSync(file, { force: true })
      else revision = null
    },
  }
}

function readIfThere(file: string): string | null {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return null
  }
}

function writeAtomically(file: string, text: string) {
  mkdirSync(dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, text)
  renameSync(temporary, file)
}

/**
 * The store of `file` as a restart finds it: a temporary file a crash left mid-write is removed,
 * and a file that holds no world this server can read is renamed aside (and said in the log)
 * rather than written over by the fresh world that replaces it.
 */
export function openWorldFile(file: string, log: (line: string) => void): KeyValueStore {
  const folder = dirname(file)
  const leftovers = listIfThere(folder).filter(
    (name) => name.startsWith(`${basename(file)}.`) && name.endsWith('.tmp'),
  )
  for (const name of leftovers) {
    rmSync(join(folder, name), { force: true })
    log(`Data         removed ${join(folder, name)}, left by a save cut short`)
  }
  const store = fileWorldStore(file)
  if (store.getItem(WORLD_STORAGE_KEY) !== null && loadWorld(store) === null) {
    const aside = `${file}.unreadable-${new Date().toISOString().replace(/[:.]/g, '-')}`
    renameSync(file, aside)
    log(
      `Data         ${file} holds no world this server can read: kept as ${aside}; a new world starts`,
    )
  }
  return store
}

function listIfThere(folder: string): string[] {
  try {
    return readdirSync(folder)
  } catch {
    return []
  }
}
