import { ApiError } from '@/api/errors'

export async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('expected the request to fail with an ApiError')
}
