import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { WetDepthField } from './wet-depth-field'

describe('WetDepthField', () => {
  it('applies a good depth on Enter; a bad one is said and kept, the map keeps the last good one', async () => {
    const onWet = vi.fn()
    render(<WetDepthField wet={0.02} onWet={onWet} />)
    const field = screen.getByLabelText('Wet from (m)')
    expect(field).toHaveValue('0.02')
    await userEvent.clear(field)
    await userEvent.type(field, '9{Enter}')
    expect(screen.getByText('Enter a depth from 0.001 to 5 m.')).toBeVisible()
    expect(field).toHaveValue('9')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(onWet).not.toHaveBeenCalled()
    await userEvent.clear(field)
    await userEvent.type(field, '0,05{Enter}')
    expect(onWet).toHaveBeenCalledWith(0.05)
    expect(screen.queryByText('Enter a depth from 0.001 to 5 m.')).toBeNull()
  })
})
