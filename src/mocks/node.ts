import { setupServer, type SetupServer } from 'msw/node'
import { createMockBackend, type MockBackend, type MockBackendOptions } from './handlers'

export const TEST_API_BASE = 'http://api.test/v3'
export const TEST_STORAGE_BASE = 'http://storage.test/mock-storage'

export type TestBackend = { server: SetupServer; backend: MockBackend }

export function createTestBackend(
  options: Omit<MockBackendOptions, 'storageBaseUrl'> = {},
): TestBackend {
  const backend = createMockBackend({ ...options, storageBaseUrl: TEST_STORAGE_BASE })
  return { server: setupServer(...backend.handlers), backend }
}
