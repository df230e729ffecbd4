const encoder = new TextEncoder()

/**
 * Stand-in bytes of a result file until the results issue generates real NetCDF and ZIP content;
 * swapping this function is all it takes, the records and downloads read sizes from the store.
 */
export function placeholderResultBytes(simulationId: number, filename: string): Uint8Array {
  return encoder.encode(`Placeholder for ${filename} of simulation ${simulationId}.\n`)
}
