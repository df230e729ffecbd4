import { Link, NavLink } from 'react-router'
import { useSession } from '@/features/auth/session'
import { UserMenu } from './user-menu'

const sections = [
  { to: '/models', label: 'Models' },
  { to: '/simulations', label: 'Simulations' },
  { to: '/sets', label: 'Scenario sets' },
  { to: '/statuses', label: 'Statuses' },
]

export function AppHeader() {
  const session = useSession()
  return (
    <header className="app-header">
      <Link to="/" className="app-header__brand">
        Polder
      </Link>
      {session ? (
        <>
          <nav className="app-nav" aria-label="Main">
            <ul>
              {sections.map((section) => (
                <li key={section.to}>
                  <NavLink to={section.to}>{section.label}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <UserMenu />
        </>
      ) : null}
    </header>
  )
}
