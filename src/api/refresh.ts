import type { QueryClient, QueryKey } from '@tanstack/react-query'

/** The one way to say "the server changed this": every query under `keys` is marked stale and the ones on screen are fetched again. */
export async function refreshAfterChange(
  client: QueryClient,
  keys: readonly QueryKey[],
): Promise<void> {
  await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })))
}

/** Refreshes after a refusal too: a 409 or 400 may mean another tab or person changed the same thing. */
export function refreshing(...keys: QueryKey[]) {
  // Generic in what it ignores, so the mutation's own data and error types stay as inferred.
  return <Data, Failure, Variables, Result>(
    ...[, , , , context]: [
      Data | undefined,
      Failure | null,
      Variables,
      Result | undefined,
      { client: QueryClient },
    ]
  ) => refreshAfterChange(context.client, keys)
}
