import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { organisationsQuery, profileQuery } from '@/api/auth/queries'
import { DocumentTitle } from '@/components/document-title'
import { EmptyState } from '@/components/empty-state'
import { ErrorState } from '@/components/error-state'
import { LoadingState } from '@/components/loading-state'

const destinations = [
  { to: '/models', title: 'Models', text: 'Browse your models, their artefacts and their map.' },
  { to: '/simulations', title: 'Simulations', text: 'Configure, start and follow simulations.' },
  { to: '/statuses', title: 'Statuses', text: 'See the latest status of every simulation.' },
]

function Greeting() {
  const profile = useQuery(profileQuery())
  if (profile.isPending) return <h1>Welcome</h1>
  if (profile.isError) return <h1>Welcome</h1>
  return <h1>Welcome, {profile.data.first_name || profile.data.username}</h1>
}

function Organisations() {
  const organisations = useQuery(organisationsQuery())
  if (organisations.isPending)
    return (
      <LoadingState
        label="Loading your organisations…"
        queryKeys={[organisationsQuery().queryKey]}
      />
    )
  if (organisations.isError) {
    return (
      <ErrorState
        title="Could not load your organisations"
        message={organisations.error.message}
        onRetry={() => void organisations.refetch()}
      />
    )
  }
  if (organisations.data.length === 0) {
    return (
      <EmptyState
        title="You are not a member of any organisation"
        description="Ask an administrator to add you to one to see its models and simulations."
      />
    )
  }
  return (
    <ul className="organisation-list">
      {organisations.data.map((organisation) => (
        <li key={organisation.unique_id}>{organisation.name}</li>
      ))}
    </ul>
  )
}

export function HomePage() {
  return (
    <div className="home">
      <DocumentTitle title="Home" />
      <Greeting />
      <section aria-labelledby="organisations-title">
        <h2 id="organisations-title">Your organisations</h2>
        <Organisations />
      </section>
      <section aria-labelledby="start-title">
        <h2 id="start-title">Where to start</h2>
        <ul className="card-grid">
          {destinations.map((destination) => (
            <li key={destination.to} className="card">
              <h3>
                <Link to={destination.to}>{destination.title}</Link>
              </h3>
              <p>{destination.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
