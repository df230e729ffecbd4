import type { ReactNode } from 'react'
import { ErrorState } from '@/components/error-state'

type Props = { title: string; message: string; onReopen: () => void; download?: ReactNode }

/** A results file that could not be opened: a fresh link is the way out. */
export function UnreadFile({ title, message, onReopen, download }: Props) {
  return (
    <ErrorState
      title={title}
      message={message}
      onRetry={onReopen}
      retryLabel="Fetch it again with a fresh link"
      secondaryAction={download}
    />
  )
}
