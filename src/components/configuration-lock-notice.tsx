/**
 * Why a simulation's configuration is read-only (`configurationLockReason`), said once at the top
 * of a section; the panels below only leave out their forms and Remove buttons.
 */
export function ConfigurationLockNotice({ reason }: { reason: string | null }) {
  if (!reason) return null
  return (
    <p className="notice" role="note">
      {reason}
    </p>
  )
}
