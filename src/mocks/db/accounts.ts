import { COASTAL_CONSULTANTS, DEMO_TOKENS, POLDER_WATER_BOARD } from '@/api/auth/demo-accounts'
import type { MockUser } from './records'

export { COASTAL_CONSULTANTS, DEMO_TOKENS, POLDER_WATER_BOARD }

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
