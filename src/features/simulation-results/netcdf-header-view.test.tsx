import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { NetcdfHeader, NetcdfTimeAxis } from '@/engine/results-header/netcdf-header'
import { NetcdfHeaderView } from './netcdf-header-view'

const SECONDS = 'seconds since 2000-01-01 12:00:00'

function axis(name: string, units: string | null, variables: string[]): NetcdfTimeAxis {
  const times = { count: 4, first: 0, last: 10_800, shortestInterval: 3600, longestInterval: 3600 }
  return { name, units, variables, ...times }
}

/** An aggregate file's header as the platform writes it: one time axis per aggregated variable. */
const aggregate: NetcdfHeader = {
  attributes: [{ name: 'threedicore_version', value: '3.6.10' }],
  dimensions: [{ name: 'time_s1_max', size: 4 }],
  variables: [
    {
      name: 'Mesh2D_s1_max',
      dimensions: ['time_s1_max', 'nMesh2D_nodes'],
      shape: [4, 203],
      units: 'm',
      description: 'waterlevel',
      mesh: 'Mesh2D',
    },
    {
      name: 'Mesh2DNode_id',
      dimensions: ['nMesh2D_nodes'],
      shape: [203],
      units: null,
      description: 'Node Identifier',
      mesh: 'Mesh2D',
    },
  ],
  meshes: [{ name: 'Mesh2D', topologyDimension: 2, variables: 2 }],
  timeAxes: [
    axis('time_s1_max', SECONDS, ['Mesh2D_s1_max', 'Mesh1D_s1_max']),
    axis('time_rain_avg', null, ['Mesh2D_rain_avg']),
  ],
}

describe('NetcdfHeaderView', () => {
  it('describes each time axis with the variables along it, and says where no unit is given', () => {
    render(<NetcdfHeaderView header={aggregate} how="Read whole." />)
    const axes = screen.getByRole('table', { name: 'Time axes (2)' })
    const s1 = within(axes).getByRole('row', { name: /^time_s1_max/ })
    expect(s1).toHaveTextContent('4 output times from 0 to 3 h, every 3600 s')
    expect(s1).toHaveTextContent(SECONDS)
    expect(s1).toHaveTextContent('Mesh2D_s1_max, Mesh1D_s1_max')
    const rain = within(axes).getByRole('row', { name: /^time_rain_avg/ })
    expect(rain).toHaveTextContent('4 output times from 0 to 10800, every 3600; no unit given')
    expect(within(rain).getByRole('cell', { name: 'no unit given' })).toBeVisible()
    const variables = screen.getByRole('table', { name: /^Variables/ })
    const id = within(variables).getByRole('row', { name: /^Mesh2DNode_id/ })
    expect(within(id).getByRole('cell', { name: 'no unit given' })).toBeVisible()
    expect(screen.getByText('Mesh2D (2D, 2 variables)')).toBeVisible()
  })

  it('says so when the file has no time axis', () => {
    render(<NetcdfHeaderView header={{ ...aggregate, timeAxes: [] }} how="Read whole." />)
    expect(screen.getByText('no time axis')).toBeVisible()
    expect(screen.queryByRole('table', { name: /Time axes/ })).toBeNull()
  })
})
