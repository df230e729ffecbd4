import type { BrowserContext, Page } from '@playwright/test'
import { mockApiBaseUrl } from '../ports'
import { fixtureBasemaps } from './fixture-basemaps'

/** Every page of `target` gets real mode's config.json with these documented deadlines (README). */
export const configWithDeadlines = (
  target: Page | BrowserContext,
  deadlines: Record<string, number>,
) =>
  target.route('**/config.json', (route) =>
    route.fulfill({
      json: { mode: 'real', apiBaseUrl: mockApiBaseUrl, basemaps: fixtureBasemaps, deadlines },
    }),
  )
