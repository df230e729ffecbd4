import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { TimeControl } from './time-control'

// Uneven output steps: 10 min, then 20 min, then 90 min.
const times = Float64Array.from([0, 600, 1800, 7200])
const clockTimes = ['2026-11-21 00:00 UTC', '2026-11-21 00:10 UTC', null, '2026-11-21 02:00 UTC']

/**
 * The control as a page holds it, with every change also reported to spies; `pageLags` keeps
 * the page's index where it is, as while the page waits for the map's frame.
 */
function renderControl({ start = 0, playing = false, disabled = false, pageLags = false } = {}) {
  const spies = { onIndex: vi.fn(), onPlaying: vi.fn(), onSpeed: vi.fn() }
  function Page() {
    const [index, setIndex] = useState(start)
    const [isPlaying, setPlaying] = useState(playing)
    const [speed, setSpeed] = useState(1)
    return (
      <TimeControl
        times={times}
        clockTimes={clockTimes}
        index={index}
        onIndex={(next) => (spies.onIndex(next), pageLags || setIndex(next))}
        playback={{
          playing: isPlaying,
          onPlaying: (next) => (spies.onPlaying(next), setPlaying(next)),
          speed,
          onSpeed: (next) => (spies.onSpeed(next), setSpeed(next)),
        }}
        disabled={disabled}
      />
    )
  }
  render(<Page />)
  const group = screen.getByRole('group', { name: 'Time' })
  return { ...spies, group, slider: within(group).getByRole('slider', { name: 'Output time' }) }
}

describe('TimeControl', () => {
  it('moves a key on from the step asked last while the page has not yet shown it', async () => {
    const { slider, onIndex } = renderControl({ start: 0, pageLags: true })
    slider.focus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowLeft}')
    expect(onIndex.mock.calls).toEqual([[1], [2], [1]])
  })

  it('shows a step asked for with a button at once, before the page shows it', async () => {
    const { group, slider, onIndex } = renderControl({ start: 0, pageLags: true })
    await userEvent.click(within(group).getByRole('button', { name: 'Step forward' }))
    await userEvent.click(within(group).getByRole('button', { name: 'Step forward' }))
    expect(onIndex.mock.calls).toEqual([[1], [2]])
    expect(slider).toHaveValue('2')
    expect(within(group).getByText('0:30, step 3 of 4')).toBeVisible()
  })

  it('shows the run time, clock time and step, and says it on the slider', () => {
    const { group, slider } = renderControl({ start: 1 })
    expect(within(group).getByText('0:10, 2026-11-21 00:10 UTC, step 2 of 4')).toBeVisible()
    expect(slider).toHaveAttribute('aria-valuetext', '0:10, 2026-11-21 00:10 UTC, step 2 of 4')
    expect(slider).toHaveAttribute('max', '3')
    expect(slider).toHaveValue('1')
  })

  it('leaves out an unknown clock time', () => {
    const { group } = renderControl({ start: 2 })
    expect(within(group).getByText('0:30, step 3 of 4')).toBeVisible()
  })

  it('places a tick at each output time by time, so uneven steps show', () => {
    renderControl({ start: 2 })
    const ticks = screen.getByTestId('time-ticks')
    expect(ticks.querySelector('path')).toHaveAttribute(
      'd',
      'M0.0 0V6M83.3 0V6M250.0 0V6M1000.0 0V6',
    )
    expect(ticks.querySelector('.time-control__now')).toHaveAttribute('data-x', '250.0')
  })

  it('steps with the buttons, and stepping by hand pauses', async () => {
    const user = userEvent.setup()
    const { group, onIndex, onPlaying } = renderControl({ playing: true })
    expect(within(group).getByRole('button', { name: 'Step back' })).toBeDisabled()
    await user.click(within(group).getByRole('button', { name: 'Step forward' }))
    expect(onIndex).toHaveBeenLastCalledWith(1)
    expect(onPlaying).toHaveBeenLastCalledWith(false)
    expect(within(group).getByRole('button', { name: 'Play' })).toBeVisible()
    await user.click(within(group).getByRole('button', { name: 'Step back' }))
    expect(onIndex).toHaveBeenLastCalledWith(0)
  })

  it('plays and pauses; Play on the last step starts again from the first', async () => {
    const user = userEvent.setup()
    const { group, onIndex, onPlaying } = renderControl({ start: 3 })
    expect(within(group).getByRole('button', { name: 'Step forward' })).toBeDisabled()
    await user.click(within(group).getByRole('button', { name: 'Play' }))
    expect(onIndex).toHaveBeenLastCalledWith(0)
    expect(onPlaying).toHaveBeenLastCalledWith(true)
    await user.click(within(group).getByRole('button', { name: 'Pause' }))
    expect(onPlaying).toHaveBeenLastCalledWith(false)
  })

  it('answers the keys while any of its controls has focus', async () => {
    const user = userEvent.setup()
    const { group, slider, onIndex, onPlaying } = renderControl({ start: 1 })
    slider.focus()
    await user.keyboard('{ArrowRight}')
    expect(onIndex).toHaveBeenLastCalledWith(2)
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}')
    expect(onIndex.mock.calls.map(([index]) => index)).toEqual([2, 1, 0])
    await user.keyboard('{End}')
    expect(slider).toHaveValue('3')
    await user.keyboard('{Home}')
    expect(slider).toHaveValue('0')
    await user.keyboard(' ')
    expect(onPlaying).toHaveBeenLastCalledWith(true)
    within(group).getByRole('button', { name: 'Pause' }).focus()
    await user.keyboard(' ')
    // Once: the button's own Space click does not toggle it back.
    expect(onPlaying.mock.calls).toEqual([[true], [false]])
    within(group).getByRole('button', { name: 'Step forward' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(onIndex).toHaveBeenLastCalledWith(1)
  })

  it('chooses the speed, saying the steps per second', async () => {
    const user = userEvent.setup()
    const { group, onSpeed } = renderControl()
    const select = within(group).getByRole('combobox', { name: 'Speed' })
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      '0.5× (1 step per second)',
      '1× (2 steps per second)',
      '2× (4 steps per second)',
      '4× (8 steps per second)',
    ])
    await user.selectOptions(select, '4× (8 steps per second)')
    expect(onSpeed).toHaveBeenLastCalledWith(4)
  })

  it('disables every control when disabled', async () => {
    const user = userEvent.setup()
    const { group, slider, onIndex } = renderControl({ disabled: true })
    for (const button of within(group).getAllByRole('button')) expect(button).toBeDisabled()
    expect(slider).toBeDisabled()
    expect(within(group).getByRole('combobox', { name: 'Speed' })).toBeDisabled()
    await user.keyboard('{ArrowRight}')
    expect(onIndex).not.toHaveBeenCalled()
  })
})
