import { expect } from 'vitest'
import type { Answer, ContractClient } from '../mock-client'

export type Scenario = { name: string; run: (client: ContractClient) => Promise<void> }

/** The answer's body, after checking its status (so a scenario cannot drift into another branch). */
export function expectStatus<Body = unknown>(answer: Answer, status: number): Body {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status)
  return answer.body as Body
}

export type Page<Item> = { count: number; results: Item[] }
