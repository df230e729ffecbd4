/** Where `npm run mock-server` listens without PORT / STORAGE_PORT (README's real-mode recipe). */
export const mockServerDefaults = { host: '127.0.0.1', port: 4010, storagePort: 4011 }
