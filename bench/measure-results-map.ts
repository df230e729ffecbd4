// The results map of a finished run at 10^6 cells (issue 23, "the flood on the map"): step
// change, playback, first coloured map, a new step over HTTP and memory after scrubbing; the
// `results-map` part of `npm run bench`. Method: bench/README.md "Results map".
import type { Browser, Locator, Page } from '@playwright/test'
import { bareCellValuesPage, type BareCells } from './bare-cell-values'
import { heapUsages, type HeapUsage } from './heap-usage'
import { recordLongTasks, summariseLongTasks } from './long-tasks'
import { measureApp, type MapBox } from './measure-map'
import type { ResultsRun } from './results-run'
import type { BenchServers } from './servers'
import { appPage, viewport, warm } from './session'
import { median } from './stats'

const timeout = 600_000
/** Step changes and repaints per run (alternating), and recolours of the bare page. */
const PAIRS = 6
/** Issue 23: memory after scrubbing through 100 steps. */
const SCRUB_STEPS = 100
/** The fastest playback speed of the time control (8 steps a second). */
const PLAY_SPEED = '4'
const RESULTS_WORKER = 'results-file'
const GRID_WORKER = 'grid-tiles'

declare global {
  interface Window {
    /** `performance.now()` of every frame the cell layer drew (bench/measure-results-map.ts). */
    __benchFrameTimes?: number[]
    /** `performance.now()` of the page's next animation frame after each of those. */
    __benchPresentedTimes?: number[]
    /**
     * The last keydown: its `timeStamp` (the browser made the event) and `performance.now()` when
     * it reached the page (a capture listener on the document, before the app's own).
     */
    __benchKey?: { madeAt: number; reachedAt: number }
    __benchRafs?: { count: number; running: boolean }
  }
}

/**
 * Injected before the app: records every frame the cell layer draws by watching the test hook's
 * `lastFrameAt` being written (the hook itself is left as the app made it) and the page's next
 * animation frame after it (the frame handed on: with a software GPU the page waits for its
 * pixels at commit), the time of each keydown, and an animation-frame counter the bench starts
 * and stops.
 */
const resultsPageWatch = `(() => {
  const frameTimes = []
  const presentedTimes = []
  Object.defineProperty(window, '__benchFrameTimes', { value: frameTimes })
  Object.defineProperty(window, '__benchPresentedTimes', { value: presentedTimes })
  let hook
  Object.defineProperty(window, '__polderWater', {
    configurable: true,
    get() { return hook },
    set(value) {
      hook = value
      if (!value) return
      let last = value.lastFrameAt
      Object.defineProperty(value, 'lastFrameAt', {
        configurable: true,
        enumerable: true,
        get() { return last },
        set(at) {
          last = at
          frameTimes.push(at)
          requestAnimationFrame(() => presentedTimes.push(performance.now()))
        },
      })
    },
  })
  document.addEventListener('keydown', (event) => {
    window.__benchKey = { madeAt: event.timeStamp, reachedAt: performance.now() }
  }, { capture: true })
  const rafs = { count: 0, running: false }
  Object.defineProperty(window, '__benchRafs', { value: rafs })
})()`

/** Starts (true) or stops counting animation frames in the page. */
const countFrames = (running: boolean) => `(() => {
  const rafs = window.__benchRafs
  rafs.running = ${String(running)}
  if (!${String(running)}) return rafs.count
  rafs.count = 0
  requestAnimationFrame(function tick() {
    if (!rafs.running) return
    rafs.count += 1
    requestAnimationFrame(tick)
  })
  return 0
})()`

/** Where a page keeps its cell layer's frame times (drawn, and handed on). */
type FrameLog = { drawn: string; presented: string }
const appFrames: FrameLog = {
  drawn: 'window.__benchFrameTimes',
  presented: 'window.__benchPresentedTimes',
}
const bareFrames: FrameLog = {
  drawn: 'window.__bareFrameTimes',
  presented: 'window.__barePresentedTimes',
}

/** Waits in the page until no frame was drawn for `quietMs` and the map is not reading. */
const settled = (frames: FrameLog, quietMs: number) => `new Promise((resolve) => {
  const check = () => {
    const times = ${frames.presented}
    const pending = ${frames.drawn}.length > times.length
    const last = times.length > 0 ? times[times.length - 1] : 0
    const reading = document.querySelector('.results-map__status') !== null
    if (!reading && !pending && performance.now() - last > ${quietMs}) resolve(true)
    else setTimeout(check, 25)
  }
  check()
})`

/** Waits until frame number `index` was drawn and handed on; answers when each happened. */
const frameAfter = (frames: FrameLog, index: number) => `new Promise((resolve) => {
  const check = () => {
    const presented = ${frames.presented}
    if (presented.length > ${index}) resolve({ drawn: ${frames.drawn}[${index}], presented: presented[${index}] })
    else setTimeout(check, 10)
  }
  check()
})`

type Timed = { drawn: number; presented: number }
/** A change timed from its start to the cell layer's next frame, and to that frame handed on. */
type FrameTiming = { toDrawn: number; toPresented: number }

function timing(start: number, { drawn, presented }: Timed): FrameTiming {
  return { toDrawn: drawn - start, toPresented: presented - start }
}

async function frameCount(page: Page, frames: FrameLog): Promise<number> {
  return page.evaluate(`${frames.drawn}.length`)
}

async function waitFrame(page: Page, frames: FrameLog, index: number): Promise<Timed> {
  return page.evaluate(frameAfter(frames, index)) as Promise<Timed>
}

async function settle(page: Page, frames: FrameLog, quietMs = 400): Promise<void> {
  await page.evaluate(settled(frames, quietMs))
}

/** One new step over HTTP: Range requests to the results file, their bytes, and its time. */
export type HttpStep = { requests: number; bytes: number; ms: number }
/** What the results map reads over HTTP in one run. */
export type HttpReads = {
  /** From navigation to the first coloured frame: header, bottoms and the first step. */
  opening: { requests: number; bytes: number }
  steps: HttpStep[]
}

export type ResultsMapSample = {
  /** Goal 1, medians of this run's samples. */
  step: {
    /** From the key reaching the page. */
    change: FrameTiming
    /** From the browser making the key's event to the page receiving it (not the app's). */
    keyDelivery: number
    repaint: FrameTiming
    bare: FrameTiming
  }
  /** Goal 2: playing the cached steps at the fastest speed. */
  playback: {
    longest: number
    blocking: number
    steps: number
    seconds: number
    layerFps: number
    pageFps: number
  }
  /** Goal 3: from navigation start, ms. */
  opening: {
    firstColoured: number
    firstPresented: number
    cellsMapIdle: number
    resultsBox: MapBox
    cellsBox: MapBox
  }
  http: HttpReads
  memory: {
    worker: HeapUsage | null
    grid: HeapUsage | null
    page: HeapUsage
    stepChanges: number
  }
}

/** What one run needs besides the servers: the run, the bare page's data and warm caches. */
export type ResultsMapWorld = {
  run: ResultsRun
  bare: BareCells
  cellsAssets: string[]
  resultsAssets: string[]
}

/** Counts the Range requests to the results file, by the phase they were sent in. */
function watchRanges(page: Page, fileName: string) {
  const phase = { current: -1 }
  const reads: { phase: number; bytes: number }[] = []
  page.on('requestfinished', (request) => {
    if (!new URL(request.url()).pathname.endsWith(`/${fileName}`)) return
    if (request.method() !== 'GET' && request.method() !== 'HEAD') return
    const read = { phase: phase.current, bytes: 0 }
    reads.push(read)
    if (request.method() === 'HEAD') return
    void request.sizes().then(
      (sizes) => (read.bytes = sizes.responseBodySize),
      () => (read.bytes = Number.NaN),
    )
  })
  const of = (wanted: number) => {
    const inPhase = reads.filter((read) => read.phase === wanted)
    return { requests: inPhase.length, bytes: inPhase.reduce((sum, read) => sum + read.bytes, 0) }
  }
  return { phase, of }
}

/** Waits until the time slider shows step `index` (and, if `read`, its values are read). */
async function sliderAt(page: Page, index: number, read = false): Promise<void> {
  await page.waitForFunction(
    (wanted) => {
      const slider = document.querySelector<HTMLInputElement>('.time-control input[type=range]')
      const reading = wanted.read && document.querySelector('.results-map__status') !== null
      return slider !== null && slider.value === String(wanted.index) && !reading
    },
    { index, read },
    { timeout, polling: 20 },
  )
}

/** The slider of the time control, focused, so arrow keys step. */
async function focusedSlider(page: Page): Promise<Locator> {
  const slider = page
    .getByRole('region', { name: 'Water on the map' })
    .getByRole('group', { name: 'Time' })
    .getByRole('slider')
  await slider.focus()
  return slider
}

async function boxOf(page: Page, selector: string): Promise<MapBox> {
  const box = await page.locator(selector).boundingBox()
  return box ? { width: Math.round(box.width), height: Math.round(box.height) } : viewport
}

/** A key's time from the browser making its event to the page receiving it (ms). */
type KeyTiming = FrameTiming & { delivery: number }

/**
 * A step key on the slider, timed from its keydown reaching the page to the cell layer's next
 * frame (as a repaint is timed from its call in the page); the key's delivery before that beside.
 */
async function stepKey(page: Page, key: string): Promise<KeyTiming> {
  const before = await frameCount(page, appFrames)
  await page.keyboard.press(key)
  const frame = await waitFrame(page, appFrames, before)
  const pressed = await page.evaluate(() => window.__benchKey)
  return {
    ...timing(pressed?.reachedAt ?? Number.NaN, frame),
    delivery: pressed ? pressed.reachedAt - pressed.madeAt : Number.NaN,
  }
}

/** The same map drawn again, nothing changed: from `repaint()` to the layer's next frame. */
async function repaint(page: Page): Promise<FrameTiming> {
  const before = await frameCount(page, appFrames)
  const start = await page.evaluate(() => {
    const asked = performance.now()
    window.__polderWater?.repaint()
    return asked
  })
  return timing(start, await waitFrame(page, appFrames, before))
}

function medianTiming(samples: readonly FrameTiming[]): FrameTiming {
  return {
    toDrawn: median(samples.map((sample) => sample.toDrawn)),
    toPresented: median(samples.map((sample) => sample.toPresented)),
  }
}

/** Plays every (cached) step from the first at the fastest speed; long tasks and frame rates. */
async function playback(page: Page): Promise<ResultsMapSample['playback']> {
  const panel = page.getByRole('region', { name: 'Water on the map' })
  await panel.getByLabel('Speed').selectOption(PLAY_SPEED)
  const slider = await focusedSlider(page)
  const steps = Number(await slider.getAttribute('max'))
  await page.keyboard.press('Home')
  await settle(page, appFrames)
  const tasksBefore = await page.evaluate(() => (window.__longTasks ?? []).length)
  const framesBefore = await frameCount(page, appFrames)
  await page.evaluate(countFrames(true))
  const started = Date.now()
  await panel.getByRole('button', { name: 'Play', exact: true }).click()
  // Playing stops by itself at the last step.
  await sliderAt(page, steps)
  await panel.getByRole('button', { name: 'Play', exact: true }).waitFor({ timeout })
  await settle(page, appFrames)
  const seconds = (Date.now() - started) / 1000
  const pageFrames = Number(await page.evaluate(countFrames(false)))
  // Long tasks are reported after they end.
  await page.waitForTimeout(300)
  const durations = await page.evaluate(
    (from) => (window.__longTasks ?? []).slice(from),
    tasksBefore,
  )
  const layerFrames = (await frameCount(page, appFrames)) - framesBefore
  const { longest, blocking } = summariseLongTasks(durations)
  return {
    longest,
    blocking,
    steps,
    seconds,
    layerFps: layerFrames / seconds,
    pageFps: pageFrames / seconds,
  }
}

/** 100 step changes back and forth over the cached steps, each read and handed to the layer. */
async function scrub(page: Page): Promise<number> {
  const slider = await focusedSlider(page)
  const last = Number(await slider.getAttribute('max'))
  let index = Number(await slider.inputValue())
  let direction = index >= last ? -1 : 1
  for (let change = 0; change < SCRUB_STEPS; change += 1) {
    if (index + direction < 0 || index + direction > last) direction = -direction
    index += direction
    await page.keyboard.press(direction > 0 ? 'ArrowRight' : 'ArrowLeft')
    await sliderAt(page, index, true)
  }
  await settle(page, appFrames)
  return SCRUB_STEPS
}

/** The results section of the run in a fresh signed-in context, up to its first coloured frame. */
async function openResultsPage(
  browser: Browser,
  servers: BenchServers,
  run: ResultsRun,
  warmUrls: readonly string[],
) {
  const { context, page, assets } = await appPage(browser, servers.app, warmUrls, [
    recordLongTasks,
    resultsPageWatch,
  ])
  const ranges = watchRanges(page, 'results_hydro.nc')
  await page.goto(`${servers.app}/simulations/${run.simulationId}/results`)
  const first = await waitFrame(page, appFrames, 0)
  const resultsBox = await boxOf(page, '.results-map__map')
  return { context, page, assets: assets(), ranges, first, resultsBox }
}

/** The results section with warm script caches: every goal but the bare page's side. */
async function measureResultsPage(browser: Browser, servers: BenchServers, world: ResultsMapWorld) {
  const opened = await openResultsPage(browser, servers, world.run, world.resultsAssets)
  const { context, page, ranges, first, resultsBox } = opened
  try {
    await page.locator('.results-map__map').scrollIntoViewIfNeeded()
    await settle(page, appFrames)

    // A new step over HTTP: every later output time, once, in order.
    const slider = await focusedSlider(page)
    const last = Number(await slider.getAttribute('max'))
    const steps: HttpStep[] = []
    for (let index = 1; index <= last; index += 1) {
      ranges.phase.current = index
      const took = await stepKey(page, 'ArrowRight')
      await settle(page, appFrames)
      steps.push({ ...ranges.of(index), ms: took.toDrawn })
    }
    ranges.phase.current = -2

    // Step change against repaint, alternating, on the cached last two steps.
    await focusedSlider(page)
    const changes: KeyTiming[] = []
    const repaints: FrameTiming[] = []
    for (let pair = 0; pair < PAIRS; pair += 1) {
      await settle(page, appFrames)
      changes.push(await stepKey(page, pair % 2 === 0 ? 'ArrowLeft' : 'ArrowRight'))
      await settle(page, appFrames)
      repaints.push(await repaint(page))
    }

    const played = await playback(page)
    const stepChanges = await scrub(page)
    const heaps = await heapUsages(page, [RESULTS_WORKER, GRID_WORKER])
    return {
      first,
      resultsBox,
      http: { opening: ranges.of(-1), steps },
      change: medianTiming(changes),
      keyDelivery: median(changes.map((change) => change.delivery)),
      repaint: medianTiming(repaints),
      playback: played,
      memory: {
        worker: heaps.workers[RESULTS_WORKER] ?? null,
        grid: heaps.workers[GRID_WORKER] ?? null,
        page: heaps.page,
        stepChanges,
      },
    }
  } finally {
    await context.close()
  }
}

/** The bare page: the same layer, quads and depths, recoloured between the last two steps. */
async function measureBareRecolour(
  browser: Browser,
  servers: BenchServers,
  bare: BareCells,
  box: MapBox,
): Promise<FrameTiming> {
  servers.serveBare('/bare-cells.html', bareCellValuesPage(bare, box), 'text/html')
  const context = await browser.newContext({ viewport })
  try {
    const page = await context.newPage()
    await page.goto(`${servers.bare}/warm.html`)
    await warm(page, bare.warmUrls)
    await page.goto(`${servers.bare}/bare-cells.html`)
    await waitFrame(page, bareFrames, 0)
    const last = bare.steps - 1
    const recolours: FrameTiming[] = []
    for (let sample = 0; sample < PAIRS; sample += 1) {
      await settle(page, bareFrames)
      const before = await frameCount(page, bareFrames)
      const index = sample % 2 === 0 ? last - 1 : last
      const start = await page.evaluate((step) => {
        const asked = performance.now()
        window.__bareRecolour?.(step)
        return asked
      }, index)
      recolours.push(timing(start, await waitFrame(page, bareFrames, before)))
    }
    return medianTiming(recolours)
  } finally {
    await context.close()
  }
}

/**
 * The warm-up: the cells map once and the results page up to its first coloured frame (names
 * each page's assets; the mock reads the model's grid and the run's file once).
 */
export async function warmResultsMap(
  browser: Browser,
  servers: BenchServers,
  run: ResultsRun,
): Promise<Pick<ResultsMapWorld, 'cellsAssets' | 'resultsAssets'>> {
  const cells = await measureApp(browser, servers, run.model.id, [], { panZoom: false })
  const results = await openResultsPage(browser, servers, run, [])
  await results.context.close()
  return { cellsAssets: cells.assets, resultsAssets: results.assets }
}

/** One paired run: the cells map, the results page, then the bare page at the map's size. */
export async function measureResultsMap(
  browser: Browser,
  servers: BenchServers,
  world: ResultsMapWorld,
): Promise<ResultsMapSample> {
  const cells = await measureApp(browser, servers, world.run.model.id, world.cellsAssets, {
    panZoom: false,
  })
  const results = await measureResultsPage(browser, servers, world)
  const bare = await measureBareRecolour(browser, servers, world.bare, results.resultsBox)
  return {
    step: {
      change: results.change,
      keyDelivery: results.keyDelivery,
      repaint: results.repaint,
      bare,
    },
    playback: results.playback,
    opening: {
      firstColoured: results.first.drawn,
      firstPresented: results.first.presented,
      cellsMapIdle: cells.idle,
      resultsBox: results.resultsBox,
      cellsBox: cells.box,
    },
    http: results.http,
    memory: results.memory,
  }
}
