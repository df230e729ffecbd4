// In the words of threedi-docs "Log files" (test-data/platform/facts/log-zip/README.md).
export const LOG_TITLES: Record<string, { title: string; about: string }> = {
  'flow_summary.json': {
    title: 'Flow summary',
    about: 'The water balance of the whole model over the whole run, and its time steps.',
  },
  'flow_summary.log': {
    title: 'Flow summary',
    about: 'The water balance of the whole model over the whole run, and its time steps.',
  },
  'water_quality_substance_summary.json': {
    title: 'Substance summary',
    about: 'The balance of each water quality substance over the run.',
  },
  'simulation.log': {
    title: 'Simulation log',
    about: 'The computational core’s log: set-up, forcings, controls and how the run went on.',
  },
  'timestep_reduction.log': {
    title: 'Time-step reductions',
    about: 'Every time step the core had to shorten, with the most limiting places in 1D and 2D.',
  },
  'water_balance.csv': {
    title: 'Water balance over time',
    about: 'The cumulative water balance of the whole model at every output time.',
  },
  'iteration.log': {
    title: 'Newton iterations',
    about: 'Lines below its header only when the Newton iteration needed more iterations.',
  },
  'matrix.log': {
    title: 'Matrix solver',
    about: 'Lines below its header only when the matrix solver struggled to find a solution.',
  },
  'scheduler.log': {
    title: 'Scheduler log',
    about:
      'The log of the platform’s scheduler, which manages actions, forcings and events: meant for the platform’s developers when a run crashed.',
  },
}
