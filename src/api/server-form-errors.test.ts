import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/errors'
import { serverFormErrors } from './server-form-errors'

const badRequest = (body: unknown) =>
  new ApiError({
    kind: 'http',
    method: 'POST',
    url: 'http://api.test/v3/simulations/',
    status: 400,
    body,
  })
const formFields = ['name', 'hydromodel', 'end_datetime']
const everyField = (key: string) => (formFields.includes(key) ? key : null)

describe('serverFormErrors', () => {
  it('puts each field message on its field', () => {
    const error = badRequest({
      name: ['At most 128 characters'],
      hydromodel: ['This model is disabled and cannot be started.'],
    })
    expect(serverFormErrors(error, everyField)).toEqual({
      fields: [
        ['name', 'At most 128 characters'],
        ['hydromodel', 'This model is disabled and cannot be started.'],
      ],
      form: [],
    })
  })

  it('shows non-field errors and unknown fields in the form alert', () => {
    const error = badRequest({
      non_field_errors: ['The duration and the end time disagree; give one of them.'],
      priority: ['Unknown'],
    })
    expect(serverFormErrors(error, everyField)).toEqual({
      fields: [],
      form: ['The duration and the end time disagree; give one of them.', 'priority: Unknown'],
    })
  })

  it('does not hide a message on a field that is not on screen', () => {
    const error = badRequest({ end_datetime: ['The end must be after the start.'] })
    const result = serverFormErrors(error, (key) =>
      key === 'end_datetime' ? null : everyField(key),
    )
    expect(result).toEqual({
      fields: [],
      form: ['end_datetime: The end must be after the start.'],
    })
  })

  it('gives the message of any other failure', () => {
    const error = new ApiError({
      kind: 'network',
      method: 'POST',
      url: 'http://api.test/v3/simulations/',
    })
    const result = serverFormErrors(error, everyField)
    expect(result.fields).toEqual([])
    expect(result.form[0]).toMatch(/Could not reach the server/)
  })

  it('never shows an empty alert for a 400 without a body', () => {
    expect(serverFormErrors(badRequest(null), everyField).form).toHaveLength(1)
  })
})
