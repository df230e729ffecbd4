import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/errors'
import { describeSignInError } from './sign-in-error'

const url = 'http://127.0.0.1:9/v3/auth/profile/'
const apiBaseUrl = 'http://127.0.0.1:9/v3'

describe('describeSignInError', () => {
  it("passes on a policy refusal's own words, which name the connect-src to add", () => {
    const message =
      "The browser refused the request to 127.0.0.1:9/v3/auth/profile/: blocked by the page's Content-Security-Policy (connect-src must name http://127.0.0.1:9)."
    const error = new ApiError({ kind: 'network', method: 'GET', url, message })
    expect(describeSignInError(error, apiBaseUrl)).toBe(message)
  })

  it('names the address, the network and CORS for any other failed connection', () => {
    const error = new ApiError({ kind: 'network', method: 'GET', url })
    expect(describeSignInError(error, apiBaseUrl)).toMatch(/Could not reach .*CORS/)
  })
})
