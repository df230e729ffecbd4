import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/errors'
import { actionErrorMessage } from './action-errors'

const url = 'http://api.test/v3/simulations/4/actions/'

describe('actionErrorMessage', () => {
  it('shows the refusal on the action name as the server wrote it', () => {
    const error = new ApiError({
      kind: 'http',
      method: 'POST',
      url,
      status: 400,
      body: { name: ['Cannot pause a simulation that is finished.'] },
    })
    expect(actionErrorMessage(error)).toBe('Cannot pause a simulation that is finished.')
  })

  it('reads non_field_errors and detail bodies too', () => {
    const nonField = new ApiError({
      kind: 'http',
      method: 'POST',
      url,
      status: 400,
      body: { non_field_errors: ['All sessions are in use.'] },
    })
    expect(actionErrorMessage(nonField)).toBe('All sessions are in use.')
    const gone = new ApiError({
      kind: 'http',
      method: 'POST',
      url,
      status: 404,
      body: { detail: 'Not found.' },
    })
    expect(actionErrorMessage(gone)).toBe('Not found.')
  })

  it('falls back to the sentence of the error', () => {
    const offline = new ApiError({ kind: 'network', method: 'POST', url })
    expect(actionErrorMessage(offline)).toMatch(/Could not reach the server/)
    expect(actionErrorMessage(new Error('boom'))).toBe('The action could not be sent.')
  })
})
