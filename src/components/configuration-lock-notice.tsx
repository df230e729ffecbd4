/** Said once above a section; the panels below only leave out their forms and Remove buttons. */
export function ConfigurationLockNotice({ reason }: { reason: string | null }) {
  if (!reason) return null
  return (
    <p className="notice" role="note">
      {reason}
    </p>
  )
}
