import type { ReactNode } from 'react'

/** One term and its value, inside a `<dl className="facts">`. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}
