/** Responses in the shapes of decisions.md "Errors" (DRF-style bodies). */
export type FieldErrors = Record<string, string[]>

export function json(body: unknown, init: number | ResponseInit = 200): Response {
  const options = typeof init === 'number' ? { status: init } : init
  const headers = new Headers(options.headers)
  headers.set('Content-Type', 'application/json')
  return new Response(JSON.stringify(body), { ...options, headers })
}

export function created(body: unknown): Response {
  return json(body, 201)
}

export function accepted(body: unknown): Response {
  return json(body, 202)
}

export function noContent(): Response {
  return new Response(null, { status: 204 })
}

export function badRequest(errors: FieldErrors): Response {
  return json(errors, 400)
}

export function badRequestDetail(detail: string): Response {
  return json({ detail }, 400)
}

export function unauthorized(detail: string): Response {
  return json({ detail }, { status: 401, headers: { 'WWW-Authenticate': 'Bearer realm="api"' } })
}

export function notFound(detail = 'Not found.'): Response {
  return json({ detail }, 404)
}

/** 507: the browser's storage refused the change (quota); the world is as before the request. */
export function conflictingTabs(): Response {
  return json(
    {
      detail:
        'The demo’s data kept changing in another tab while this change was made, so it was not kept. Try again.',
    },
    503,
  )
}

export function insufficientStorage(): Response {
  return json(
    {
      detail:
        'The demo could not save this change: the browser’s storage for this site is full. Nothing was changed. Free some space (or reset the demo) and try again.',
    },
    507,
  )
}

export function methodNotAllowed(method: string, allowed: readonly string[]): Response {
  return json(
    { detail: `Method "${method}" not allowed.` },
    { status: 405, headers: { Allow: [...allowed, 'OPTIONS'].join(', ') } },
  )
}

export function conflict(error: string): Response {
  return json({ error }, 409)
}

export function payloadTooLarge(detail = 'Request entity too large.'): Response {
  return json({ detail }, 413)
}

export function unsupportedMediaType(contentType: string): Response {
  return json({ detail: `Unsupported media type "${contentType}" in request.` }, 415)
}
