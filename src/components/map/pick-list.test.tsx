import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ConnectionNode } from '@/engine/model-network/connection-nodes'
import type { PickKind, PickMode } from '@/engine/picking/picking'
import { PickList } from './pick-list'
import { connectionNodeItems, structureItems } from '@/engine/picking/pick-list-items'
import { formatSelectionList, type MapSelection } from '@/engine/picking/selection'

const nodes: ConnectionNode[] = [12, 15, 31].map((id) => ({
  id,
  position: [4.6, 52],
  manhole: id === 15 ? 'MH-15' : null,
  connections: [{ category: 'channels', id }],
}))
const items = [
  ...connectionNodeItems(nodes),
  ...structureItems([
    { category: 'weirs', id: 3, properties: { id: 3, code: 'KST-3' }, anchor: null, ends: null },
  ]),
]

/** The caller owns the selection, as a form or the map page does; the URL form shows it. */
function Harness({
  kind,
  mode,
  onSubmit,
}: {
  kind: PickKind
  mode: PickMode
  onSubmit?: () => void
}) {
  const [selected, setSelected] = useState<MapSelection[]>([])
  return (
    <form onSubmit={(event) => (event.preventDefault(), onSubmit?.())}>
      <output aria-label="Selected">{formatSelectionList(selected)}</output>
      <PickList
        label="Measure locations"
        items={items}
        picking={{ kind, mode, selected, onChange: setSelected }}
      />
    </form>
  )
}

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn()
})

describe('PickList', () => {
  it('picks several connection nodes by keyboard and removes one again', async () => {
    const user = userEvent.setup()
    const submit = vi.fn()
    render(<Harness kind="connection-node" mode="multiple" onSubmit={submit} />)
    const list = screen.getByRole('region', { name: 'Measure locations' })
    expect(within(list).queryByText('KST-3')).toBeNull()

    await user.click(screen.getByLabelText('Search by name, code or id'))
    await user.tab()
    const first = screen.getByRole('checkbox', { name: /Connection node 12/ })
    expect(first).toHaveFocus()
    await user.keyboard('{Enter}')
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('checkbox', { name: /Connection node 15 manhole MH-15/ })).toHaveFocus()
    await user.keyboard(' ')

    expect(screen.getByLabelText('Selected')).toHaveTextContent('node:12,node:15')
    expect(first).toBeChecked()
    expect(screen.getByText('2 selected; Enter or Space adds or removes one.')).toBeVisible()

    await user.click(first)
    expect(screen.getByLabelText('Selected')).toHaveTextContent(/^node:15$/)
    expect(first).not.toBeChecked()
    expect(submit).not.toHaveBeenCalled()
  })

  it('finds a node by its manhole code', async () => {
    const user = userEvent.setup()
    render(<Harness kind="connection-node" mode="multiple" />)
    await user.type(screen.getByLabelText('Search by name, code or id'), 'mh-15')
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('data-item'))).toEqual([
      'node:15',
    ])
  })

  it('picks one structure at a time as pressed buttons', async () => {
    const user = userEvent.setup()
    render(<Harness kind="structure" mode="single" />)
    expect(screen.queryByRole('checkbox')).toBeNull()
    const weir = screen.getByRole('button', { name: /KST-3/ })
    await user.click(weir)
    expect(weir).toHaveAttribute('aria-pressed', 'true')
    await user.click(weir)
    expect(screen.getByLabelText('Selected')).toHaveTextContent(/^weir:3$/)
  })
})
