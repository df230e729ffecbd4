import { Table, type Column } from '@/components/table'
import { outputTimesText } from '@/lib/netcdf-time'
import type { NetcdfHeader } from '@/engine/results-header/netcdf-header'

/** What the header says of an attribute the file does not have. */
const NO_UNIT = 'no unit given'

function meshKind(dimension: number | null): string {
  if (dimension === 1) return '1D'
  if (dimension === 2) return '2D'
  return dimension === null ? 'unknown' : `${dimension}D`
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

/**
 * A NetCDF header as tables: meshes, time axes (one in a results file, one per aggregated
 * variable in an aggregate file), dimensions, variables and global attributes.
 */
export function NetcdfHeaderView({ header, how }: { header: NetcdfHeader; how: string }) {
  return (
    <div className="netcdf-header">
      <p className="muted">{how}</p>
      <dl className="netcdf-header__facts">
        <dt>Meshes</dt>
        <dd>{describeMeshes(header.meshes)}</dd>
        {header.timeAxes.length === 0 ? (
          <>
            <dt>Output times</dt>
            <dd>no time axis</dd>
          </>
        ) : null}
      </dl>
      {header.timeAxes.length > 0 ? <TimeAxesTable axes={header.timeAxes} /> : null}
      <DimensionsTable dimensions={header.dimensions} />
      <VariablesTable variables={header.variables} />
      {header.attributes.length > 0 ? <AttributesTable attributes={header.attributes} /> : null}
    </div>
  )
}

const TIME_AXIS_COLUMNS: readonly Column[] = [
  { label: 'Axis' },
  { label: 'Output times' },
  { label: 'Units' },
  { label: 'Variables along it' },
]

function TimeAxesTable({ axes }: { axes: NetcdfHeader['timeAxes'] }) {
  return (
    <Table caption={`Time axes (${axes.length})`} columns={TIME_AXIS_COLUMNS}>
      {axes.map((axis) => (
        <tr key={axis.name}>
          <th scope="row">{axis.name}</th>
          <td>{outputTimesText(axis, axis.units)}</td>
          <td>{axis.units ?? NO_UNIT}</td>
          <td>{axis.variables.length > 0 ? axis.variables.join(', ') : 'none'}</td>
        </tr>
      ))}
    </Table>
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
          <td>{variable.units ?? NO_UNIT}</td>
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
