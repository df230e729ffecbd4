import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ApiError, isApiError, parseErrorBody } from './errors'

const URL = 'http://api.test/v3/simulations/12/events/breaches/?x=1'

describe('parseErrorBody', () => {
  it('reads a detail answer (401/403/404/429)', () => {
    expect(parseErrorBody({ detail: 'Not found.' })).toEqual({
      detail: 'Not found.',
      error: null,
      fieldErrors: {},
      nonFieldErrors: [],
    })
  })

  it('reads the error of a 409', () => {
    expect(parseErrorBody({ error: 'Simulation is running' }).error).toBe('Simulation is running')
  })

  it('reads a DRF field map with non_field_errors', () => {
    const parsed = parseErrorBody({
      offset: ['Ensure this value is greater than or equal to 0.'],
      initial_width: 'Required.',
      non_field_errors: ['The breach must belong to the model.'],
    })
    expect(parsed.fieldErrors).toEqual({
      offset: ['Ensure this value is greater than or equal to 0.'],
      initial_width: ['Required.'],
    })
    expect(parsed.nonFieldErrors).toEqual(['The breach must belong to the model.'])
  })

  it('flattens nested serializer errors into dotted paths', () => {
    const parsed = parseErrorBody({
      measure_specification: {
        locations: [{}, { weight: ['Weights must sum to 1.'] }],
        non_field_errors: ['Bad operator.'],
      },
      tags: { 0: ['Not a valid string.'] },
    })
    expect(parsed.fieldErrors).toEqual({
      'measure_specification.locations.1.weight': ['Weights must sum to 1.'],
      measure_specification: ['Bad operator.'],
      'tags.0': ['Not a valid string.'],
    })
  })

  it('adds an errors list to the non-field errors and an errors map to the fields', () => {
    expect(parseErrorBody({ errors: ['One', { message: 'Two' }] }).nonFieldErrors).toEqual([
      'One',
      'Two',
    ])
    expect(parseErrorBody({ errors: { name: ['Taken.'] } }).fieldErrors).toEqual({
      name: ['Taken.'],
    })
  })

  it('reads a bare list and a bare string', () => {
    expect(parseErrorBody(['Invalid action.']).nonFieldErrors).toEqual(['Invalid action.'])
    expect(parseErrorBody('Server Error').detail).toBe('Server Error')
  })

  it('keeps a field named __proto__ as a field', () => {
    const parsed = parseErrorBody(JSON.parse('{"__proto__": ["odd"]}'))
    expect(Object.getPrototypeOf(parsed.fieldErrors)).toBe(Object.prototype)
    expect(Object.entries(parsed.fieldErrors)).toEqual([['__proto__', ['odd']]])
  })

  it('survives a body whose getters throw', () => {
    const hostile = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('no')
        },
      },
    )
    expect(parseErrorBody(hostile)).toEqual({
      detail: null,
      error: null,
      fieldErrors: {},
      nonFieldErrors: [],
    })
  })

  it('never throws and always returns the documented shape (property)', () => {
    const isText = (value: unknown) => typeof value === 'string' && value.trim() !== ''
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        const parsed = parseErrorBody(body)
        expect(Object.keys(parsed).sort()).toEqual([
          'detail',
          'error',
          'fieldErrors',
          'nonFieldErrors',
        ])
        expect(parsed.detail === null || isText(parsed.detail)).toBe(true)
        expect(parsed.error === null || isText(parsed.error)).toBe(true)
        expect(parsed.nonFieldErrors.every(isText)).toBe(true)
        for (const messages of Object.values(parsed.fieldErrors)) {
          expect(messages.length).toBeGreaterThan(0)
          expect(messages.every(isText)).toBe(true)
        }
      }),
      { numRuns: 500 },
    )
  })

  it('finds every message of a DRF field map (property)', () => {
    const message = fc.string({ minLength: 1 }).filter((text) => text.trim() !== '')
    const field = fc.stringMatching(/^[a-z][a-z_]{0,15}$/)
    const reserved = new Set(['detail', 'error', 'errors', 'non_field_errors'])
    const fieldMap = fc.dictionary(
      field.filter((key) => !reserved.has(key)),
      fc.array(message, { minLength: 1 }),
    )
    fc.assert(
      fc.property(fieldMap, (map) => {
        expect(parseErrorBody(map).fieldErrors).toEqual(map)
      }),
    )
  })
})

describe('ApiError', () => {
  it('names the endpoint by method and path, without the query', () => {
    const error = new ApiError({ kind: 'unexpected-answer', method: 'post', url: URL })
    expect(error.endpoint).toBe('POST /v3/simulations/12/events/breaches/')
    expect(error.message).toBe(
      'The server gave an unexpected answer for POST /v3/simulations/12/events/breaches/.',
    )
    expect(isApiError(error)).toBe(true)
    expect(isApiError(new Error('x'))).toBe(false)
  })

  it.each([
    [404, { detail: 'Not found.' }, 'Not found (404): Not found.'],
    [403, {}, 'You do not have access to this (403).'],
    [
      429,
      { detail: 'Request was throttled' },
      'The server is busy: too many requests (429): Request was throttled.',
    ],
    [
      400,
      { name: ['Required.'], tags: ['Bad.'] },
      'The server did not accept the request (400): name: Required.; tags: Bad.',
    ],
    [413, null, 'The file is too large (413).'],
    [500, null, 'The server had a problem (500).'],
  ])('writes a sentence for a %i', (status, body, message) => {
    expect(new ApiError({ kind: 'http', method: 'GET', url: URL, status, body }).message).toBe(
      message,
    )
  })

  it('does not read error fields out of a malformed success answer', () => {
    const error = new ApiError({
      kind: 'unexpected-answer',
      method: 'GET',
      url: URL,
      body: { detail: 'a model record field', name: 'x' },
    })
    expect(error.detail).toBeNull()
    expect(error.fieldErrors).toEqual({})
  })
})
