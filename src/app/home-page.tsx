import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { organisationsQuery, profileQuery } from '@/api/auth/queries'
import { nothingRead } from '@/api/common'
import { DocumentTitle } from '@/components/document-title'
import { EmptyState } from '@/components/empty-state'
import { UnreadableRows } from '@/components/list/unreadable-rows'
import { QueryStates } from '@/components/query-states'

const destinations = [
  { to: '/models', title: 'Models', text: 'Browse your models, their artefacts and their map.' },
  { to: '/simulations', title: 'Simulations', text: 'Configure, start and follow simulations.' },
  { to: '/statuses', title: 'Statuses', text: 'See the latest status of every simulation.' },
]

function Greeting() {
  const profile = useQuery(profileQuery())
  // The greeting waits for nobody: without the profile it is a plain welcome.
  if (profile.data === undefined) return <h1>Welcome</h1>
  return <h1>Welcome, {profile.data.first_name || profile.data.username}</h1>
}

function Organisations() {
  const organisations = useQuery(organisationsQuery())
  return (
    <QueryStates
      query={organisations}
      queryKeys={[organisationsQuery().queryKey]}
      loading="Loading your organisations…"
      errorTitle="Could not load your organisations"
      isEmpty={nothingRead}
      empty={
        <EmptyState
          title="You are not a member of any organisation"
          description="Ask an administrator to add you to one to see its models and simulations."
        />
      }
    >
      {(list) => (
        <>
          <ul className="organisation-list">
            {list.rows.map((organisation) => (
              <li key={organisation.unique_id}>{organisation.name}</li>
            ))}
          </ul>
          <UnreadableRows rows={list.unreadable} />
        </>
      )}
    </QueryStates>
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
