import type { Organisation } from './schema'

/** The sign-in page and the mock both read the demo accounts here, so the page never reaches into the mock. */
export const POLDER_WATER_BOARD: Organisation = {
  unique_id: '5f1e0c2a9b8d4e7f8a6b3c2d1e0f9a8b',
  name: 'Polder Water Board',
}
export const COASTAL_CONSULTANTS: Organisation = {
  unique_id: '8c2d4e6f1a3b5c7d9e0f2a4b6c8d0e1f',
  name: 'Coastal Consultants',
}

export const DEMO_TOKENS = { modeller: 'demo-modeller', outsider: 'demo-outsider' } as const
