import { FieldError } from '@/components/form/field-error'
import { boundaryLabel, type BoundaryRef } from '@/api/simulations/boundary-conditions-coverage'

type Props = {
  boundaries: readonly BoundaryRef[]
  kindOf: (boundary: BoundaryRef) => string | null
  /** The server's reasons, by the boundary's position in `boundaries`. */
  messagesAt: ReadonlyMap<number, string[]>
  /** The file was found valid: every boundary is covered. */
  covered: boolean
}

export function BoundaryList({ boundaries, kindOf, messagesAt, covered }: Props) {
  return (
    <table className="boundary-list" aria-label="Boundaries of the model">
      <thead>
        <tr>
          <th scope="col">Boundary</th>
          <th scope="col">Kind</th>
          <th scope="col">File check</th>
        </tr>
      </thead>
      <tbody>
        {boundaries.map((boundary, index) => {
          const messages = messagesAt.get(index) ?? []
          return (
            <tr key={boundaryLabel(boundary)}>
              <th scope="row">{boundaryLabel(boundary)}</th>
              <td>{kindOf(boundary)}</td>
              <td>
                {messages.length > 0 ? (
                  <FieldError message={messages.join(' ')} inline />
                ) : covered ? (
                  'Covered'
                ) : (
                  <span className="muted">—</span>
                )}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
