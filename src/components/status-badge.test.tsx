import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { StatusBadge } from './status-badge'

describe('StatusBadge', () => {
  it('calls an initialized run running or paused', () => {
    render(<StatusBadge status={{ name: 'initialized', paused: false, exit_code: null }} />)
    render(<StatusBadge status={{ name: 'initialized', paused: true, exit_code: null }} />)
    expect(screen.getByText('running')).toHaveClass('badge--info')
    expect(screen.getByText('paused')).toHaveClass('badge--warning')
  })

  it('shows the exit code of a crash', () => {
    render(<StatusBadge status={{ name: 'crashed', paused: null, exit_code: 137 }} />)
    expect(screen.getByText('crashed (exit 137)')).toHaveClass('badge--danger')
  })

  it('marks a finished run as a success', () => {
    render(<StatusBadge status={{ name: 'finished', paused: null, exit_code: 0 }} />)
    expect(screen.getByText('finished')).toHaveClass('badge--success')
  })

  it("shows a status word the app does not know as the server's word, in a neutral badge", () => {
    render(<StatusBadge status={{ name: 'archived', paused: null, exit_code: null }} />)
    expect(screen.getByText('archived')).toHaveClass('badge', { exact: true })
  })
})
