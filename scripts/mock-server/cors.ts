/** The app's dev server, preview server and e2e origins (vite.config.ts, playwright). */
export const DEFAULT_ALLOWED_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
  'http://localhost:4174',
  'http://127.0.0.1:4174',
]

export function parseAllowedOrigins(value: string | undefined): string[] {
  const origins = (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '')
  return origins.length > 0 ? origins : DEFAULT_ALLOWED_ORIGINS
}

/** Reflects an allowed Origin; other origins get no CORS headers, so their browsers refuse. */
export function corsHeaders(origin: string | null, allowed: readonly string[]): Headers {
  const headers = new Headers({ Vary: 'Origin' })
  if (origin === null || !allowed.includes(origin)) return headers
  headers.set('Access-Control-Allow-Origin', origin)
  headers.set('Access-Control-Expose-Headers', 'Retry-After')
  return headers
}

export function isPreflight(request: Request): boolean {
  return request.method === 'OPTIONS' && request.headers.has('Access-Control-Request-Method')
}

export function preflightResponse(origin: string | null, allowed: readonly string[]): Response {
  const headers = corsHeaders(origin, allowed)
  if (headers.has('Access-Control-Allow-Origin')) {
    headers.set('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
    headers.set('Access-Control-Allow-Headers', 'Authorization, Content-Type, accept')
    headers.set('Access-Control-Max-Age', '600')
  }
  return new Response(null, { status: 204, headers })
}

/** The API's answer with the CORS headers of its caller's origin added. */
export function withCors(response: Response, origin: string | null, allowed: readonly string[]) {
  const headers = new Headers(response.headers)
  corsHeaders(origin, allowed).forEach((value, name) => headers.set(name, value))
  return new Response(response.body, { status: response.status, headers })
}
