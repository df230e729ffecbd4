import type { Page, Route } from '@playwright/test'

/** One row of the fault matrix: what broke, what the person saw and how they got out. */
export type MatrixRow = {
  fault: string
  where: string
  message: string
  wayOut: string
  typed: string
}

/** The rows a spec file proved, printed as one table when its tests are done. */
export function faultMatrix(title: string) {
  const rows: MatrixRow[] = []
  return {
    add: (row: MatrixRow) => rows.push(row),
    print: () => {
      if (rows.length === 0) return
      const columns = ['fault', 'where', 'message', 'wayOut', 'typed'] as const
      const headings = {
        fault: 'Fault',
        where: 'Where',
        message: 'Message shown',
        wayOut: 'Way out',
        typed: 'Typed values',
      }
      const widths = columns.map((column) =>
        Math.max(headings[column].length, ...rows.map((row) => row[column].length)),
      )
      const line = (cells: string[]) =>
        `| ${cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join(' | ')} |`
      const table = [
        line(columns.map((column) => headings[column])),
        `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
        ...rows.map((row) => line(columns.map((column) => row[column]))),
      ]
      console.log(`\n${title}\n${table.join('\n')}\n`)
    },
  }
}

/** A cross-origin API answer the page may read. */
export function fulfilFromApi(route: Route, status: number, body: string, headers = {}) {
  const origin = route.request().headers()['origin'] ?? '*'
  return route.fulfill({
    status,
    body,
    contentType: 'application/json',
    headers: {
      'access-control-allow-origin': origin,
      'access-control-expose-headers': 'Retry-After',
      ...headers,
    },
  })
}

/** The new-simulation form filled the same way in every row, and how to check it is all there. */
export async function fillNewSimulation(page: Page, name: string): Promise<void> {
  await page.getByLabel(/^Name/).fill(name)
  await page.getByRole('textbox', { name: /^Tags/ }).fill('matrix, T10')
  await page.getByLabel('Hours (h)').fill('0')
  await page.getByLabel('Minutes (min)').fill('30')
}

export async function typedValues(page: Page) {
  return {
    name: await page.getByLabel(/^Name/).inputValue(),
    tags: await page.getByRole('textbox', { name: /^Tags/ }).inputValue(),
    minutes: await page.getByLabel('Minutes (min)').inputValue(),
  }
}

export const expectedTyped = (name: string) => ({ name, tags: 'matrix, T10', minutes: '30' })
