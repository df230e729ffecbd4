import { expose } from 'comlink'
import { readResultsHeader } from './results-header-reader'

/** The header of a results file, read off the page thread (h5wasm, lazily by HTTP Range). */
const api = { readResultsHeader }
export type ResultsHeaderWorker = typeof api

expose(api)
