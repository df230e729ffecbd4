import { describe, expect, it } from 'vitest'
import { requestViolations } from './request-bodies'

const API = 'http://api.test/v3'
const creation = {
  name: 'Zuidplas T100',
  hydromodel: '3',
  organisation: '5f1e0c2a9b8d4e7f8a6b3c2d1e0f9a8b',
  start_datetime: '2026-11-01T10:00:00Z',
  duration: 3600,
  tags: ['T100'],
}
const check = (method: string, path: string, body: unknown) =>
  requestViolations(method, `${API}${path}`, JSON.stringify(body))

// The first check compiles the whole reference document (ajv): seconds on a busy machine.
describe('request bodies against the reference', { timeout: 30_000 }, () => {
  it('accepts the bodies the client sends', () => {
    expect(check('POST', '/simulations/', creation)).toEqual([])
    expect(check('POST', '/simulations/12/actions/', { name: 'initialize' })).toEqual([])
  })

  it('names what breaks the request schema of that path and method', () => {
    expect(check('POST', '/simulations/', { ...creation, hydromodel: 3 })).toEqual([
      '/hydromodel must be string',
    ])
    expect(check('POST', '/simulations/', { name: 'no model' })).toEqual([
      "(body) must have required property 'organisation'",
      "(body) must have required property 'start_datetime'",
      "(body) must have required property 'hydromodel'",
    ])
    expect(check('POST', '/simulations/12/actions/', { name: 'run' })[0]).toMatch(
      /^\/name must be equal to one of the allowed values/,
    )
  })

  it('refuses paths and methods the reference does not have, and bodies that are not JSON', () => {
    expect(check('POST', '/flaky/', {})).toEqual(['the reference has no operation POST /flaky/'])
    expect(check('POST', '/statuses/', {})).toEqual([
      'the reference has no operation POST /statuses/',
    ])
    expect(requestViolations('POST', `${API}/simulations/`, '{name')).toEqual([
      'the body is not JSON',
    ])
  })
})
