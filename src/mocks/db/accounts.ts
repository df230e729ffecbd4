import type { Organisation } from '@/api/auth/schema'
import type { MockUser } from './records'

/** Fixed demo accounts, documented in the README (decisions.md "Transport"). */
export const POLDER_WATER_BOARD: Organisation = {
  unique_id: '5f1e0c2a9b8d4e7f8a6b3c2d1e0f9a8b',
  name: 'Polder Water Board',
}
export const COASTAL_CONSULTANTS: Organisation = {
  unique_id: '8c2d4e6f1a3b5c7d9e0f2a4b6c8d0e1f',
  name: 'Coastal Consultants',
}

export const DEMO_TOKENS = { modeller: 'demo-modeller', outsider: 'demo-outsider' } as const

export const seedUsers: MockUser[] = [
  {
    username: 'modeller',
    first_name: 'Maartje',
    last_name: 'de Vries',
    email: 'modeller@polder.example',
    token: DEMO_TOKENS.modeller,
    organisations: [POLDER_WATER_BOARD.unique_id],
  },
  {
    username: 'outsider',
    first_name: 'Olaf',
    last_name: 'Jansen',
    email: 'outsider@coastal.example',
    token: DEMO_TOKENS.outsider,
    organisations: [COASTAL_CONSULTANTS.unique_id],
  },
  // Colleagues without a token: they only author seeded simulations, so user filters find something.
  {
    username: 'hydrologist',
    first_name: 'Hanna',
    last_name: 'Bakker',
    email: 'hydrologist@polder.example',
    token: null,
    organisations: [POLDER_WATER_BOARD.unique_id],
  },
  {
    username: 'planner',
    first_name: 'Pieter',
    last_name: 'Visser',
    email: 'planner@polder.example',
    token: null,
    organisations: [POLDER_WATER_BOARD.unique_id],
  },
]

/** History is generated backwards from this fixed instant so year/month filters stay stable. */
export const SEED_ANCHOR = new Date('2026-11-01T00:00:00Z')
