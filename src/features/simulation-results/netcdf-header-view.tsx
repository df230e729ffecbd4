import type { NetcdfHeader } from './netcdf-header'

function meshKind(dimension: number | null): string {
  if (dimension === 1) return '1D'
  if (dimension === 2) return '2D'
  return dimension === null ? 'unknown' : `${dimension}D`
}

/** A NetCDF header as tables: meshes, time, dimensions, variables and global attributes. */
export function NetcdfHeaderView({ header, how }: { header: NetcdfHeader; how: string }) {
  const { time } = header
  return (
    <div className="netcdf-header">
      <p className="muted">{how}</p>
      <dl className="netcdf-header__facts">
        <dt>Time steps</dt>
        <dd>
          {time === null
            ? 'no time variable'
            : `${time.steps}${time.step === null ? '' : `, every ${time.step} (${time.units ?? 'no units'})`}`}
        </dd>
        {time?.units ? (
          <>
            <dt>Time units</dt>
            <dd>{time.units}</dd>
          </>
        ) : null}
        <dt>Meshes</dt>
        <dd>
          {header.meshes.length === 0
            ? 'none'
            : header.meshes
                .map(
                  (mesh) =>
                    `${mesh.name} (${meshKind(mesh.topologyDimension)}, ${mesh.variables} ${mesh.variables === 1 ? 'variable' : 'variables'})`,
                )
                .join('; ')}
        </dd>
      </dl>
      <div className="table-wrap">
        <table>
          <caption>Dimensions ({header.dimensions.length})</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col" className="numeric">
                Size
              </th>
            </tr>
          </thead>
          <tbody>
            {header.dimensions.map((dimension) => (
              <tr key={dimension.name}>
                <th scope="row">{dimension.name}</th>
                <td className="numeric">{dimension.size}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="table-wrap">
        <table>
          <caption>Variables ({header.variables.length})</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Dimensions</th>
              <th scope="col">Units</th>
              <th scope="col">Description</th>
              <th scope="col">Mesh</th>
            </tr>
          </thead>
          <tbody>
            {header.variables.map((variable) => (
              <tr key={variable.name}>
                <th scope="row">{variable.name}</th>
                <td>
                  {variable.dimensions
                    .map((name, index) => `${name} = ${variable.shape[index] ?? '?'}`)
                    .join(', ')}
                </td>
                <td>{variable.units ?? '—'}</td>
                <td>{variable.description ?? '—'}</td>
                <td>{variable.mesh ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {header.attributes.length > 0 ? (
        <div className="table-wrap">
          <table>
            <caption>Global attributes</caption>
            <tbody>
              {header.attributes.map((attribute) => (
                <tr key={attribute.name}>
                  <th scope="row">{attribute.name}</th>
                  <td>{attribute.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  )
}
