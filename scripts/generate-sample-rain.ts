import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import {
  SAMPLE_RAIN_FILES,
  sampleRainNetcdf3,
  sampleRainNetcdf4,
} from '../src/mocks/seed/rain/sample-rain-files'

/**
 * `npm run samples:rain`: writes the sample rain files the demo offers for download
 * (public/samples/): a NetCDF4 file (HDF5 through h5wasm) and the same rain as NetCDF3 classic.
 */
const folder = fileURLToPath(new URL('../public/samples/', import.meta.url))
mkdirSync(folder, { recursive: true })
const files: [string, Uint8Array][] = [
  [SAMPLE_RAIN_FILES.netcdf4, await sampleRainNetcdf4()],
  [SAMPLE_RAIN_FILES.netcdf3, sampleRainNetcdf3()],
]
for (const [name, bytes] of files) {
  writeFileSync(`${folder}${name}`, bytes)
  console.log(`public/samples/${name}: ${bytes.length} bytes`)
}
