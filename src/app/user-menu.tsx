import { useQuery } from '@tanstack/react-query'
import { profileQuery } from '@/api/auth/queries'
import { Button } from '@/components/button'
import { useSignOut } from '@/features/auth/use-sign-in'

function displayName(profile: { first_name: string; last_name: string; username: string }) {
  const fullName = `${profile.first_name} ${profile.last_name}`.trim()
  return fullName || profile.username
}

export function UserMenu() {
  const profile = useQuery(profileQuery())
  const signOut = useSignOut()
  return (
    <div className="user-menu">
      <span className="user-menu__name">{profile.data ? displayName(profile.data) : '…'}</span>
      <Button variant="ghost" onClick={signOut}>
        Sign out
      </Button>
    </div>
  )
}
