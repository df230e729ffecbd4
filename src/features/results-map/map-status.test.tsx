import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { damagedFileError } from '@/lib/results-file/file-diagnosis'
import { EXPIRED_LINK_MESSAGE } from '@/lib/results-file/errors'
import { MapStatus } from './map-status'

function renderFailure(error: string) {
  const onRetry = vi.fn()
  const onReopen = vi.fn()
  const { unmount } = render(
    <MapStatus
      reading="Reading…"
      loading={false}
      error={error}
      onRetry={onRetry}
      onReopen={onReopen}
    />,
  )
  return { onRetry, onReopen, unmount }
}

describe('MapStatus', () => {
  it('offers a fresh link for a file the storage holds damaged, as for an expired link', async () => {
    for (const error of [
      damagedFileError('HDF5 could not read the part of it asked for').message,
      EXPIRED_LINK_MESSAGE,
    ]) {
      const { onRetry, onReopen, unmount } = renderFailure(error)
      expect(screen.getByRole('alert')).toHaveTextContent(error)
      await userEvent.click(screen.getByRole('button', { name: 'Get a fresh link and read again' }))
      expect(onReopen).toHaveBeenCalledOnce()
      expect(onRetry).not.toHaveBeenCalled()
      unmount()
    }
  })

  it('reads again for a failure a new try may mend', async () => {
    const { onRetry } = renderFailure(
      'Reading the results file stalled: no data came for 30 s. Try again.',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })
})
