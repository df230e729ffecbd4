import type { ReactNode } from 'react'
import { ErrorState } from '@/components/error-state'

type Props = {
  title: string
  failed: { message: string; reopen: () => void }
  download?: ReactNode
}

/** A results file that could not be opened: a fresh link is the way out. */
export function UnreadFile({ title, failed, download }: Props) {
  return (
    <ErrorState
      title={title}
      message={failed.message}
      onRetry={failed.reopen}
      retryLabel="Fetch it again with a fresh link"
      secondaryAction={download}
    />
  )
}
