import type { ActionName, CurrentStatus, StatusName } from '@/api/simulations/schema'

type StatusLike = Pick<CurrentStatus, 'name' | 'paused'>

export function isPaused(status: StatusLike): boolean {
  return status.name === 'initialized' && status.paused === true
}

const terminal: readonly string[] = ['finished', 'crashed'] satisfies StatusName[]

/** An unknown status word is not terminal: the run is watched until a known end arrives. */
export function isTerminal(status: StatusLike): boolean {
  return terminal.includes(status.name)
}

/** The actions that fit the current status (decisions.md "Simulations"), in button order. */
export function availableActions(status: StatusLike): ActionName[] {
  switch (status.name) {
    case 'created':
      return ['start', 'initialize', 'queue']
    case 'starting':
      return ['shutdown']
    case 'initialized':
      return isPaused(status) ? ['start', 'shutdown'] : ['pause', 'shutdown']
    case 'queued':
      return ['dequeue', 'shutdown']
    default:
      return []
  }
}

/** Resume is the `start` action on a paused run; the button says what it does. */
export function actionLabel(action: ActionName, status: StatusLike): string {
  if (action === 'start' && isPaused(status)) return 'Resume'
  const labels: Record<ActionName, string> = {
    initialize: 'Initialize',
    start: 'Start',
    pause: 'Pause',
    shutdown: 'Shut down',
    queue: 'Queue',
    dequeue: 'Dequeue',
  }
  return labels[action]
}

/** One line on what an action not named by its button alone does (decisions.md "Simulations"). */
export const actionHelp: Partial<Record<ActionName, string>> = {
  initialize: 'Initialize prepares the run and holds it paused at its start; Resume then runs it.',
  queue: 'Queue puts the run in line: it starts when one of your organisation’s sessions is free.',
}
