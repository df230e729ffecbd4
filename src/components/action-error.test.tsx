import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ActionError } from './action-error'

describe('ActionError', () => {
  it('announces what failed, with its way out inside the alert', () => {
    render(
      <ActionError as="span" className="download__error" wayOut={<button>Retry</button>}>
        Not downloaded: the link expired.
      </ActionError>,
    )
    const alert = screen.getByRole('alert')
    expect(alert.tagName).toBe('SPAN')
    expect(alert).toHaveClass('download__error')
    expect(alert).toHaveTextContent('Not downloaded: the link expired. Retry')
    expect(alert).toContainElement(screen.getByRole('button', { name: 'Retry' }))
  })

  it('names a list of failures for screen readers', () => {
    render(
      <ActionError as="ul" label="Files left out">
        <li>rain.nc: not a NetCDF file</li>
      </ActionError>,
    )
    expect(screen.getByRole('alert', { name: 'Files left out' }).tagName).toBe('UL')
  })
})
