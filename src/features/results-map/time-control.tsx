import { useLayoutEffect, useRef, type KeyboardEvent } from 'react'
import { Button } from '@/components/button'
import { ChoiceSelect } from '@/components/form/choice-select'
import { useFollowedState } from '@/components/hooks/use-followed-state'
import { runTimeText } from '@/lib/results-file/output-time'
import { TimeTicks } from './time-ticks'
import { STEPS_PER_SECOND } from './use-playback'
import './results-map.css'

export const SPEEDS = [0.5, 1, 2, 4] as const

export type Playback = {
  playing: boolean
  onPlaying: (playing: boolean) => void
  speed: number
  onSpeed: (speed: number) => void
}

export type TimeControlProps = {
  times: Float64Array
  clockTimes: (string | null)[]
  index: number
  onIndex: (index: number) => void
  playback: Playback
  disabled?: boolean
}

const speedText = (speed: number) => {
  const steps = STEPS_PER_SECOND * speed
  return `${speed}× (${steps} ${steps === 1 ? 'step' : 'steps'} per second)`
}

/** "2:30, 2026-11-21 03:30 (02:30 UTC), step 3 of 25": as the slider announces it. */
function stepText(times: Float64Array, clockTimes: (string | null)[], index: number): string {
  const clock = clockTimes[index]
  const parts = [
    runTimeText(times[index] ?? Number.NaN),
    clock,
    `step ${index + 1} of ${times.length}`,
  ]
  return parts.filter(Boolean).join(', ')
}

function keyTarget(key: string, index: number, last: number): number | null {
  if (key === 'ArrowLeft') return Math.max(0, index - 1)
  if (key === 'ArrowRight') return Math.min(last, index + 1)
  if (key === 'Home') return 0
  if (key === 'End') return last
  return null
}

// A key moves on from the step asked last, not the one shown, so none is lost while a frame waits.
export function TimeControl(props: TimeControlProps) {
  const { times, clockTimes, onIndex, disabled = false } = props
  const { playing, onPlaying, speed, onSpeed } = props.playback
  const [index, setAsked] = useFollowedState(props.index)
  const keyedIndex = useRef(index)
  useLayoutEffect(() => {
    keyedIndex.current = index
  }, [index])
  const last = times.length - 1
  const off = disabled || last < 0
  const ask = (next: number) => {
    setAsked(next)
    onIndex(next)
  }
  const go = (next: number) => {
    if (playing) onPlaying(false)
    if (next !== index) ask(next)
  }
  const togglePlay = () => {
    if (!playing && index >= last) ask(0)
    onPlaying(!playing)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // A select keeps its own keys: arrows and Space choose the speed there.
    if (off || event.target instanceof HTMLSelectElement) return
    if (event.key === ' ') {
      event.preventDefault()
      if (last > 0) togglePlay()
      return
    }
    const next = keyTarget(event.key, keyedIndex.current, last)
    if (next === null) return
    event.preventDefault()
    if (playing) onPlaying(false)
    if (next === keyedIndex.current) return
    keyedIndex.current = next
    onIndex(next)
  }
  const shown = last < 0 ? 'No output times' : stepText(times, clockTimes, index)
  return (
    // Keys pressed on any control of the group reach it here (jsx-a11y cannot see the delegation).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div role="group" aria-label="Time" className="time-control" onKeyDown={onKeyDown}>
      <div className="time-control__buttons">
        <Button aria-label="Step back" disabled={off || index <= 0} onClick={() => go(index - 1)}>
          <span aria-hidden="true">◀︎</span>
        </Button>
        <Button variant="primary" disabled={off || last < 1} onClick={togglePlay}>
          {playing ? 'Pause' : 'Play'}
        </Button>
        <Button
          aria-label="Step forward"
          disabled={off || index >= last}
          onClick={() => go(index + 1)}
        >
          <span aria-hidden="true">▶︎</span>
        </Button>
      </div>
      <div className="time-control__slider">
        <input
          type="range"
          aria-label="Output time"
          aria-valuetext={shown}
          min={0}
          max={Math.max(0, last)}
          step={1}
          value={Math.max(0, index)}
          disabled={off}
          onChange={(event) => go(Number(event.target.value))}
        />
        <TimeTicks times={times} index={index} />
      </div>
      <p className="time-control__shown">{shown}</p>
      <SpeedChoice speed={speed} onSpeed={onSpeed} disabled={off} />
    </div>
  )
}

function SpeedChoice(props: {
  speed: number
  onSpeed: (speed: number) => void
  disabled: boolean
}) {
  return (
    <div className="time-control__speed">
      <ChoiceSelect
        label="Speed"
        value={props.speed}
        choices={SPEEDS}
        describe={speedText}
        onChange={props.onSpeed}
        disabled={props.disabled}
      />
    </div>
  )
}
