import { Table, type Column } from '@/components/table'
import type { NetcdfHeader } from './netcdf-header'

function meshKind(dimension: number | null): string {
  if (dimension === 1) return '1D'
  if (dimension === 2) return '2D'
  return dimension === null ? 'unknown' : `${dimension}D`
}

function describeTime(time: NetcdfHeader['time']): string {
  if (time === null) return 'no time variable'
  return `${time.steps}${time.step === null ? '' : `, every ${time.step} (${time.units ?? 'no units'})`}`
}

function describeMeshes(meshes: NetcdfHeader['meshes']): string {
  if (meshes.length === 0) return 'none'
  return meshes
    .map(
      (mesh) =>
        `${mesh.name} (${meshKind(mesh.topologyDimension)}, ${mesh.variables} ${mesh.variables === 1 ? 'variable' : 'variables'})`,
    )
    .join('; ')
}

/** A NetCDF header as tables: meshes, time, dimensions, variables and global attributes. */
export function NetcdfHeaderView({ header, how }: { header: NetcdfHeader; how: string }) {
  const { time } = header
  return (
    <div className="netcdf-header">
      <p className="muted">{how}</p>
      <dl className="netcdf-header__facts">
        <dt>Time steps</dt>
        <dd>{describeTime(time)}</dd>
        {time?.units ? (
          <>
            <dt>Time units</dt>
            <dd>{time.units}</dd>
          </>
        ) : null}
        <dt>Meshes</dt>
        <dd>{describeMeshes(header.meshes)}</dd>
      </dl>
      <DimensionsTable dimensions={header.dimensions} />
      <VariablesTable variables={header.variables} />
      {header.attributes.length > 0 ? <AttributesTable attributes={header.attributes} /> : null}
    </div>
  )
}

const DIMENSION_COLUMNS: readonly Column[] = [{ label: 'Name' }, { label: 'Size', numeric: true }]

function DimensionsTable({ dimensions }: { dimensions: NetcdfHeader['dimensions'] }) {
  return (
    <Table caption={`Dimensions (${dimensions.length})`} columns={DIMENSION_COLUMNS}>
      {dimensions.map((dimension) => (
        <tr key={dimension.name}>
          <th scope="row">{dimension.name}</th>
          <td className="numeric">{dimension.size}</td>
        </tr>
      ))}
    </Table>
  )
}

const VARIABLE_COLUMNS: readonly Column[] = [
  { label: 'Name' },
  { label: 'Dimensions' },
  { label: 'Units' },
  { label: 'Description' },
  { label: 'Mesh' },
]

function VariablesTable({ variables }: { variables: NetcdfHeader['variables'] }) {
  return (
    <Table caption={`Variables (${variables.length})`} columns={VARIABLE_COLUMNS}>
      {variables.map((variable) => (
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
    </Table>
  )
}

function AttributesTable({ attributes }: { attributes: NetcdfHeader['attributes'] }) {
  return (
    <Table caption="Global attributes">
      {attributes.map((attribute) => (
        <tr key={attribute.name}>
          <th scope="row">{attribute.name}</th>
          <td>{attribute.value}</td>
        </tr>
      ))}
    </Table>
  )
}
