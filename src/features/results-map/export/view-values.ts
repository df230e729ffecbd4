import type { ResultsFileReader } from '@/engine/results-file/results-file-client'
import { isWetDepth } from '@/lib/results-file/colour-classes'
import { hasValue } from '@/lib/raster/cells-raster'
import { runDifference } from '../comparison/run-comparison'
import { productValues } from '../product-values'
import { isProductView, type ResultsMapView, type RunReference } from '../results-map-search'

/** What a file's values are in: the legend's units; a hazard rating has none. */
export const viewUnits: Record<ResultsMapView, string> = {
  depth: 'm',
  level: 'm',
  maximum: 'm',
  difference: 'm',
  velocity: 'm/s',
  hazard: '',
  arrival: 'h',
  rise: 'm/h',
  'wet-hours': 'h',
}

/** Run B of a comparison and which run is the reference (`difference` view only). */
export type ExportedComparison = { reader: ResultsFileReader; reference: RunReference }

/** Outside the wet cells a file holds no value (NaN, written as nodata), as the map draws none. */
function wetOnly(values: Float32Array, depths: Float32Array): Float32Array {
  return values.map((value, place) =>
    isWetDepth(depths[place] ?? Number.NaN) ? value : Number.NaN,
  )
}

/** The shown view's value per place, read again from the worker (which keeps what it read). */
export async function viewValues(
  reader: ResultsFileReader,
  view: ResultsMapView,
  timeIndex: number,
  comparison: ExportedComparison | null,
): Promise<Float32Array> {
  if (view === 'difference') {
    if (!comparison) throw new Error('Choose the run to compare with first.')
    const drawn = await runDifference(reader, comparison.reader, comparison.reference)
    // The map's own array, copied as nodata where the map draws nothing: the file is sent away.
    return drawn.value.values.map((value) => (hasValue(value) ? value : Number.NaN))
  }
  if (view === 'depth' || view === 'level') {
    // Levels come with dry cells already left out; depths are masked by themselves.
    const step = (await reader.mapStep('2D', view, timeIndex)).value
    return view === 'depth' ? wetOnly(step, step) : step
  }
  if (view === 'maximum') {
    const maximum = (await reader.maximumDepth('2D')).value
    return wetOnly(maximum, maximum)
  }
  if (!isProductView(view)) throw new Error(`No values for the view ${String(view)}.`)
  const products = (await reader.floodProducts()).value
  const drawn = productValues(products, view)
  if (drawn.absent) throw new Error(`${drawn.absent}.`)
  // A never-wet cell (its arrival drawn as a grey mark) has no value: nodata in the file.
  return wetOnly(drawn.values, products.maximumDepth)
}
