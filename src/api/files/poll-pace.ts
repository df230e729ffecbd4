/**
 * Poll pace while the server checks a record, by how long it has been checking: quick at first
 * (the demo answers in a moment), backing off to 10 s for a slow server (decisions.md: poll
 * gently). One pace for every record the server checks: rain, boundary files, structure controls.
 */
export function checkPollInterval(checkingForMs: number): number {
  if (checkingForMs < 5_000) return 500
  if (checkingForMs < 30_000) return 1_000
  if (checkingForMs < 120_000) return 3_000
  return 10_000
}
