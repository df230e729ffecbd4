import type { ReactNode } from 'react'
import { Table, type Column } from '@/components/table'
import { outputTimesText } from '@/lib/netcdf-time'
import type { NetcdfHeader } from '@/engine/results-header/netcdf-header'

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

/** A NetCDF header as tables; an aggregate file has a time axis per aggregated variable. */
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
      {header.timeAxes.length > 0 ? (
        <NamedTable
          caption={`Time axes (${header.timeAxes.length})`}
          columns={TIME_AXIS_COLUMNS}
          rows={header.timeAxes}
          cells={timeAxisCells}
        />
      ) : null}
      <NamedTable
        caption={`Dimensions (${header.dimensions.length})`}
        columns={DIMENSION_COLUMNS}
        rows={header.dimensions}
        cells={dimensionCells}
      />
      <NamedTable
        caption={`Variables (${header.variables.length})`}
        columns={VARIABLE_COLUMNS}
        rows={header.variables}
        cells={variableCells}
      />
      {header.attributes.length > 0 ? (
        <NamedTable caption="Global attributes" rows={header.attributes} cells={attributeCells} />
      ) : null}
    </div>
  )
}

type Named = { name: string }

function NamedTable<Row extends Named>(props: {
  caption: string
  columns?: readonly Column[]
  rows: readonly Row[]
  cells: (row: Row) => ReactNode
}) {
  return (
    <Table caption={props.caption} columns={props.columns}>
      {props.rows.map((row) => (
        <tr key={row.name}>
          <th scope="row">{row.name}</th>
          {props.cells(row)}
        </tr>
      ))}
    </Table>
  )
}

const TIME_AXIS_COLUMNS: readonly Column[] = [
  { label: 'Axis' },
  { label: 'Output times' },
  { label: 'Units' },
  { label: 'Variables along it' },
]

const timeAxisCells = (axis: NetcdfHeader['timeAxes'][number]) => (
  <>
    <td>{outputTimesText(axis, axis.units)}</td>
    <td>{axis.units ?? NO_UNIT}</td>
    <td>{axis.variables.length > 0 ? axis.variables.join(', ') : 'none'}</td>
  </>
)

const DIMENSION_COLUMNS: readonly Column[] = [{ label: 'Name' }, { label: 'Size', numeric: true }]

const dimensionCells = (dimension: NetcdfHeader['dimensions'][number]) => (
  <td className="numeric">{dimension.size}</td>
)

const VARIABLE_COLUMNS: readonly Column[] = [
  { label: 'Name' },
  { label: 'Dimensions' },
  { label: 'Units' },
  { label: 'Description' },
  { label: 'Mesh' },
]

const variableCells = (variable: NetcdfHeader['variables'][number]) => (
  <>
    <td>
      {variable.dimensions
        .map((name, index) => `${name} = ${variable.shape[index] ?? '?'}`)
        .join(', ')}
    </td>
    <td>{variable.units ?? NO_UNIT}</td>
    <td>{variable.description ?? '—'}</td>
    <td>{variable.mesh ?? '—'}</td>
  </>
)

const attributeCells = (attribute: NetcdfHeader['attributes'][number]) => <td>{attribute.value}</td>
