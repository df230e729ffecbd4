import { useQuery } from '@tanstack/react-query'
import { NavLink } from 'react-router'
import { simulationEventsQuery } from '@/api/simulations/queries'
import { sectionIndicator, type SectionIndicator } from '@/api/simulations/section-indicator'
import type { SimulationSection } from '@/components/workspace/use-workspace-simulation'

export function describeIndicator({ configured, needsAttention }: SectionIndicator): string | null {
  if (configured === 0) return null
  if (needsAttention === 0) return `${configured} configured`
  return `${configured} configured, ${needsAttention} ${needsAttention === 1 ? 'needs' : 'need'} attention`
}

/** A section owning kinds of the events overview says how many are configured and how many need attention. */
export function SectionNav({
  id,
  sections,
}: {
  id: number
  sections: readonly SimulationSection[]
}) {
  const events = useQuery(simulationEventsQuery(id))
  return (
    <nav className="section-nav" aria-label="Simulation sections">
      <ul>
        {sections.map((section) => {
          const indicator =
            events.data && section.overviewKeys.length > 0
              ? sectionIndicator(section.overviewKeys, events.data)
              : null
          const text = indicator ? describeIndicator(indicator) : null
          return (
            <li key={section.path}>
              <NavLink
                to={
                  section.path === '' ? `/simulations/${id}` : `/simulations/${id}/${section.path}`
                }
                end={section.path === ''}
              >
                {section.label}
                {text !== null ? ' ' : null}
                {text !== null ? (
                  <span
                    className={
                      indicator && indicator.needsAttention > 0
                        ? 'section-nav__state section-nav__state--attention'
                        : 'section-nav__state'
                    }
                  >
                    {text}
                  </span>
                ) : null}
              </NavLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
