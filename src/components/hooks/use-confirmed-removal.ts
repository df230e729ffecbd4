import type { UseMutationResult } from '@tanstack/react-query'
import { useState } from 'react'

/** The dialog closes on either outcome; the failure's message stays until the next attempt. */
export function useConfirmedRemoval<Item extends { id: number }>(
  remove: UseMutationResult<unknown, Error, number>,
  noun: string,
) {
  const [removing, setRemoving] = useState<Item | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const confirm = () => {
    if (!removing) return
    setFailure(null)
    remove.mutate(removing.id, {
      onSuccess: () => setRemoving(null),
      onError: (error) => {
        setRemoving(null)
        setFailure(`${noun} was not removed: ${error.message}`)
      },
    })
  }
  return {
    removing,
    failure,
    busy: remove.isPending,
    ask: (item: Item) => setRemoving(item),
    cancel: () => setRemoving(null),
    confirm,
  }
}
