import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { forgetBrowserRecords } from '@/workflows/browser/browser-records'
import { Button } from '@/components/button'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { showToast } from '@/lib/toasts'

export function DemoBanner() {
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)

  async function reset() {
    setConfirming(false)
    // Loaded on demand: the mock backend stays out of the main bundle.
    const { resetDemo } = await import('@/mocks/browser')
    resetDemo()
    // What this browser kept about the old world's simulations (copies, sets, rain files) goes too.
    await forgetBrowserRecords()
    await queryClient.resetQueries()
    showToast({
      tone: 'success',
      title: 'Demo data reset',
      description: 'Everything is as it was at the start.',
    })
  }

  return (
    <aside className="demo-banner" aria-label="Demo mode">
      <p>
        <strong>Demo mode:</strong> data is simulated in your browser
      </p>
      <Button variant="ghost" onClick={() => setConfirming(true)}>
        Reset demo data
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Reset demo data?"
        confirmLabel="Reset demo data"
        tone="danger"
        onConfirm={() => void reset()}
        onCancel={() => setConfirming(false)}
      >
        Models, simulations, scenario sets and everything you configured go back to the demo&apos;s
        starting point. Your changes are lost.
      </ConfirmDialog>
    </aside>
  )
}
