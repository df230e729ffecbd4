import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createRun } from '@/testing/new-run'
import { setupTestBackend } from '@/testing/render-with-backend'
import { renderSection } from '@/testing/workspace-section'
import { RainPanel } from './rain-panel'

const backend = setupTestBackend({ freshWorldEachTest: true })
const RAIN_PATH = /\/events\/rain\/rasters\/netcdf\/?$/

async function renderRun(duration: number) {
  const id = await createRun(backend.api, { name: 'Rain sources', duration })
  const rendered = renderSection(id, 'events', <RainPanel />)
  await screen.findByRole('heading', { name: 'Rain (NetCDF)' })
  return rendered
}

describe('the rain sources', () => {
  it('shows storm 10 as 35.7 mm with a peak of 75.6 mm/h, inside a 12-hour run', async () => {
    const { user } = await renderRun(12 * 3600)
    await user.click(screen.getByRole('radio', { name: 'Design storm' }))
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Storm' }),
      'Storm 10: T10, peak early, 45 min',
    )
    const preview = await screen.findByRole('figure', { name: 'Hyetograph' })
    expect(preview).toHaveTextContent('Total 35.7 mm, peak 75.6 mm/h, over 45 min')
    expect(preview).toHaveTextContent('Run 0 s → 12 h; rain 0 s → 45 min.')
    expect(screen.queryByRole('note')).toBeNull()
  })

  it('warns before anything is sent that a 48-hour storm runs past a 1-hour run', async () => {
    const { user } = await renderRun(3600)
    await user.click(screen.getByRole('radio', { name: 'Design storm' }))
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Storm' }),
      'Storm 14: T100, constant, 48 h (2019 regional)',
    )
    expect(await screen.findByRole('note')).toHaveTextContent(
      "The rain runs 47 h past the run's end; that part does not fall.",
    )
    expect(screen.getByRole('figure', { name: 'Hyetograph' })).toHaveTextContent('Total 120 mm')
    expect(backend.sentTo(RAIN_PATH, 'POST')).toHaveLength(0)
  })

  it('says a rain starting after the run ends', async () => {
    const { user } = await renderRun(3600)
    await user.click(screen.getByRole('radio', { name: 'Constant rain' }))
    await user.type(screen.getByLabelText(/^Intensity/), '10')
    await user.clear(screen.getByLabelText(/^Starts/))
    await user.type(screen.getByLabelText(/^Starts/), '90')
    expect(await screen.findByRole('note')).toHaveTextContent(
      'The rain starts after the run ends: none of it falls.',
    )
  })

  it('refuses a bad pasted row by its number, keeps the text and sends nothing', async () => {
    const { user } = await renderRun(3600)
    await user.click(screen.getByRole('radio', { name: 'Pasted series' }))
    const rows = screen.getByLabelText(/^Rows:/)
    await user.click(rows)
    await user.paste('0\t12\n5\tlots\n10\t6')
    const problems = await screen.findByRole('alert', { name: 'Problems of the pasted rows' })
    expect(problems).toHaveTextContent('Row 2: "lots" is not a number.')
    await user.click(screen.getByRole('button', { name: 'Upload this rain' }))
    expect(rows).toHaveValue('0\t12\n5\tlots\n10\t6')
    expect(screen.queryByRole('figure', { name: 'Hyetograph' })).toBeNull()
    expect(backend.sentTo(RAIN_PATH, 'POST')).toHaveLength(0)
  })
})
