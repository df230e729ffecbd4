import { keptFiles } from './kept-files'

/** The bytes of a file this browser uploaded for the run; null when it has no copy. */
export async function keptFileBytes(
  simulationId: number,
  filename: string,
): Promise<Uint8Array | null> {
  const kept = await keptFiles().find(simulationId, filename)
  return kept === undefined ? null : new Uint8Array(await kept.arrayBuffer())
}
