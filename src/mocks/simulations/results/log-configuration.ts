import { aggregationSettings } from './model-settings'
import type { ResultRun, RunInitialConditions } from './run-description'
import { INITIAL_1D_DEPTH, INITIAL_2D_DEPTH, RAIN_INTENSITY_MM_PER_HOUR } from './water-balance'

export type LogEntry = { time: number; level: 'INFO' | 'WARNING' | 'ERROR'; text: string }

export const info = (time: number, text: string): LogEntry => ({ time, level: 'INFO', text })

/** simulation.log's account of the run's configuration, each line at the time it acts. */
export function configurationEntries(run: ResultRun): LogEntry[] {
  const aggregation = aggregationSettings(run.model)
  return [
    info(
      0,
      `Output time step ${run.outputStep} s, ${run.outputTimes.length} output times; aggregation ${aggregation ? `every ${aggregation.interval} s` : 'not defined'}`,
    ),
    info(0, `Initial conditions: ${initialConditionsText(run.initialConditions)}`),
    info(0, `Boundary conditions: ${boundaryText(run)}`),
    ...run.rains.flatMap((rain) => [
      info(rain.start, `Rain starts: ${RAIN_INTENSITY_MM_PER_HOUR} mm/h on every 2D cell`),
      ...(rain.end < run.endTime ? [info(rain.end, 'Rain stops')] : []),
    ]),
    ...run.structureControls.flatMap((control) => {
      const name = `${control.kind === 'table' ? 'Table' : 'Timed'} control ${control.action} of ${control.structureType} ${control.structure}`
      const end = control.offset + control.duration
      return [
        info(control.offset, `${name} starts, for ${control.duration} s`),
        ...(end <= run.endTime ? [info(end, `${name} ends`)] : []),
      ]
    }),
    ...run.savedStates
      .filter((state) => state.time <= run.endTime && run.outcome === 'finished')
      .map((state) => info(state.time, `Saved state "${state.name}" written`)),
  ]
}

function initialConditionsText({ savedState, oneD, twoD }: RunInitialConditions): string {
  if (savedState) {
    return `saved state "${savedState.name}" (${savedState.id}) for 1D and 2D`
  }
  const oneDText =
    oneD === 'predefined'
      ? '1D predefined water levels of the model'
      : `1D default levels (${INITIAL_1D_DEPTH.toFixed(2)} m above the bottom of each connection node)`
  const twoDText = twoD
    ? `2D water level raster "${twoD.rasterName}" (${twoD.rasterId}), aggregated by ${twoD.aggregation} (${INITIAL_2D_DEPTH} m of water on average)`
    : '2D dry'
  return `${oneDText}; ${twoDText}`
}

function boundaryText(run: ResultRun): string {
  const counts = `${run.dischargeBoundaries} discharge, ${run.levelBoundaries} water level`
  return run.boundaryFile
    ? `file ${run.boundaryFile} (${counts})`
    : `the model's time series (${counts})`
}

/** scheduler.log: forcings, controls and saved states as they act (format: facts/log-zip). */
export function schedulerLog(run: ResultRun, at: (seconds: number) => string): string {
  const ended =
    run.outcome === 'crashed'
      ? `simulation ${run.simulationId} crashed at t=${run.endTime} s (exit code ${run.exitCode})`
      : `simulation ${run.simulationId} stopped at t=${run.endTime} s`
  const entries = [
    info(0, `simulation ${run.simulationId} initialising (model ${run.model.id})`),
    // The core itself reads the output step and initial conditions; the scheduler adds the rest.
    ...configurationEntries(run).slice(2),
    info(run.endTime, ended),
  ].sort((a, b) => a.time - b.time)
  return `${entries.map((entry) => `${at(entry.time)} ${entry.level} scheduler: ${entry.text}`).join('\n')}\n`
}
