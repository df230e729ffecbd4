import { ErrorState } from '@/components/error-state'

export function MapStatus({
  reading,
  loading,
  error,
  onRetry,
  onReopen,
}: {
  reading: string
  loading: boolean
  error: string | null
  onRetry: () => void
  onReopen: () => void
}) {
  if (error) {
    // An expired link, or a file the storage holds damaged: a fresh link is the way out.
    const fresh = /expired|fresh link/i.test(error)
    return (
      <div className="results-map__status">
        <ErrorState
          title="Could not read these values"
          message={error}
          onRetry={fresh ? onReopen : onRetry}
          retryLabel={fresh ? 'Get a fresh link and read again' : 'Try again'}
        />
      </div>
    )
  }
  return loading ? (
    <p className="results-map__status" role="status">
      {reading}
    </p>
  ) : null
}
