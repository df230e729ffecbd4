import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoutes, setupTestBackend } from '@/testing/render-with-backend'
import { ModelsPage } from './models-page'

const backend = setupTestBackend()
const listRequests = () => backend.sentTo(/\/v3\/hydromodels\/?$/)
const renderModelsPage = (path: string) => renderRoutes({ '/models': <ModelsPage /> }, path)

function rowNames(): string[] {
  const table = screen.getByRole('table')
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '')
}

async function waitForRows() {
  return screen.findByRole('table')
}

describe('the models page', () => {
  it('lists usable models, newest first, with the default exclusions left to the server', async () => {
    renderModelsPage('/models')
    await waitForRows()
    const names = rowNames()
    expect(names[0]).toBe('Zuidplaspolder')
    expect(names).not.toContain('Krimpenerwaard')
    expect(names).not.toContain('Alblasserwaard')
    expect(names).not.toContain('Zuidplaspolder 2019')
    const sent = listRequests().at(-1)?.searchParams
    expect(sent?.get('ordering')).toBe('-created')
    for (const flag of ['disabled', 'inp_success', 'inactive_inpy_versions']) {
      expect(sent?.has(flag)).toBe(false)
    }
    expect(
      screen.getByText(
        'Models that are disabled, failed processing or use inactive versions are hidden.',
      ),
    ).toBeInTheDocument()
  })

  it.each([
    [
      'Only disabled models',
      'disabled',
      'true',
      'Krimpenerwaard',
      'Showing only models that are disabled.',
    ],
    [
      'Only models whose processing failed',
      'inp_success',
      'false',
      'Alblasserwaard',
      'Showing only models that failed processing.',
    ],
    [
      'Only models with inactive versions',
      'inactive_inpy_versions',
      'true',
      'Zuidplaspolder 2019',
      'Showing only models that use inactive versions.',
    ],
  ])(
    '"%s" puts %s=%s in the query and shows the flagged model',
    async (label, field, value, name, caption) => {
      const { user, search } = renderModelsPage('/models')
      await waitForRows()
      await user.click(screen.getByRole('checkbox', { name: label }))
      await waitFor(() => expect(rowNames()).toEqual([name]))
      expect(search().get(field)).toBe(value)
      expect(listRequests().at(-1)?.searchParams.get(field)).toBe(value)
      expect(screen.getByText(caption, { exact: false })).toBeInTheDocument()
    },
  )

  it('says why a model cannot be started and offers a simulation only for startable ones', async () => {
    renderModelsPage('/models?disabled=true')
    await waitFor(() => expect(rowNames()).toEqual(['Krimpenerwaard']))
    const row = screen.getByRole('row', { name: /Krimpenerwaard/ })
    expect(within(row).getByText('Cannot be started: it is disabled.')).toBeInTheDocument()
    expect(within(row).queryByRole('link', { name: /New simulation/ })).toBeNull()
  })

  it('links a startable model to a new simulation', async () => {
    renderModelsPage('/models')
    await waitForRows()
    const model = backend.modelNamed('Zuidplaspolder')
    const link = screen.getByRole('link', { name: 'New simulation with Zuidplaspolder' })
    expect(link).toHaveAttribute('href', `/simulations/new?model=${model.id}`)
  })

  it('orders by the URL and writes a new ordering to it', async () => {
    const { user, search } = renderModelsPage('/models?ordering=name')
    await waitForRows()
    const ascending = rowNames()
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)))
    await user.selectOptions(screen.getByLabelText('Order by'), 'Name Z–A')
    await waitFor(() => expect(rowNames()).toEqual([...ascending].reverse()))
    expect(search().get('ordering')).toBe('-name')
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
  })

  it('pages through the URL', async () => {
    const { user, search } = renderModelsPage('/models?limit=10')
    await waitForRows()
    expect(screen.getByText(/Showing 1–10 of \d+/)).toBeInTheDocument()
    const firstPage = rowNames()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(search().get('offset')).toBe('10'))
    await waitFor(() => expect(rowNames()).not.toEqual(firstPage))
    expect(screen.getByText(/Showing 11–\d+ of \d+/)).toBeInTheDocument()
    expect(listRequests().at(-1)?.searchParams.get('offset')).toBe('10')
  })

  it('searches names as you type', async () => {
    const { user, search } = renderModelsPage('/models')
    await waitForRows()
    await user.type(screen.getByRole('searchbox', { name: 'Search models by name' }), 'ZUIDPLAS')
    await waitFor(() => expect(search().get('name__icontains')).toBe('ZUIDPLAS'))
    await waitFor(() => expect(rowNames()).toEqual(['Zuidplaspolder']))
    const sent = listRequests().map((url) => url.searchParams.get('name__icontains'))
    expect(sent.filter((value) => value !== null).at(-1)).toBe('ZUIDPLAS')
  })

  it('applies the date and string filters of api.md', async () => {
    const { user, search } = renderModelsPage('/models')
    await waitForRows()
    await user.selectOptions(screen.getByLabelText('Name match'), 'starts with (case-sensitive)')
    await user.type(screen.getByLabelText('Name text'), 'Zuid')
    await user.type(screen.getByLabelText(/Created from/), '2000-01-01')
    await user.click(screen.getByRole('button', { name: 'Apply filters' }))
    await waitFor(() => expect(search().get('name__startswith')).toBe('Zuid'))
    expect(search().get('created__date__gte')).toBe('2000-01-01')
    await waitFor(() => expect(rowNames()).toEqual(['Zuidplaspolder']))
  })

  it('shows an empty state with a way back', async () => {
    const { user } = renderModelsPage('/models?name__icontains=no-such-model')
    expect(await screen.findByText('No models match')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }))
    await waitForRows()
  })

  it('shows an error with a retry', async () => {
    backend.answerDown('get', '/hydromodels/', { detail: 'Down' })
    const { user } = renderModelsPage('/models')
    expect(await screen.findByText('The models could not be loaded')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitForRows()
  })
})
