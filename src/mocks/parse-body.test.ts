import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { parseBody, zodIssuesToFieldErrors } from './parse-body'

const schema = z.object({
  name: z.string().min(1),
  duration: z.number().int().min(60),
  nested: z.object({ weight: z.string() }).optional(),
})

const post = (body: string, contentType = 'application/json') =>
  new Request('http://api.test/v3/things/', {
    method: 'POST',
    body,
    headers: { 'Content-Type': contentType },
  })

async function errorBody(request: Request) {
  const result = await parseBody(request, schema)
  if (result.ok) throw new Error('expected a 400')
  return { status: result.response.status, body: await result.response.json() }
}

describe('parseBody', () => {
  it('answers the parsed data', async () => {
    const result = await parseBody(post('{"name":"a","duration":60}'), schema)
    expect(result).toEqual({ ok: true, data: { name: 'a', duration: 60 } })
  })

  it('answers DRF field errors, "This field is required." for missing fields', async () => {
    expect(await errorBody(post('{"duration":5,"nested":{"weight":1}}'))).toEqual({
      status: 400,
      body: {
        name: ['This field is required.'],
        duration: [expect.stringContaining('60')],
        nested: [expect.stringMatching(/^weight: /)],
      },
    })
  })

  it('puts object-level errors under non_field_errors', async () => {
    const refined = z.object({ a: z.number() }).refine(() => false, 'Give a or b')
    const result = await parseBody(post('{"a":1}'), refined)
    if (result.ok) throw new Error('expected a 400')
    expect(await result.response.json()).toEqual({ non_field_errors: ['Give a or b'] })
  })

  it('reads form bodies and an empty body as an empty object', async () => {
    const form = await parseBody(
      post('filename=rain.nc', 'application/x-www-form-urlencoded'),
      z.object({ filename: z.string() }),
    )
    expect(form).toEqual({ ok: true, data: { filename: 'rain.nc' } })
    const empty = await parseBody(post('', 'application/json'), z.object({}))
    expect(empty).toEqual({ ok: true, data: {} })
  })

  it('answers 400 for broken JSON and 415 for other media types', async () => {
    const broken = await errorBody(post('{"name":'))
    expect(broken.status).toBe(400)
    expect(broken.body.detail).toMatch(/^JSON parse error/)
    const text = await errorBody(post('name=a', 'text/plain'))
    expect(text).toEqual({
      status: 415,
      body: { detail: 'Unsupported media type "text/plain" in request.' },
    })
  })
})

describe('parseBody size limit', () => {
  it('answers 413 once a streamed body passes 1 MiB, without waiting for its end', async () => {
    let sent = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64 * 1024
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x20))
      },
    })
    const request = new Request('http://api.test/v3/things/', {
      method: 'POST',
      body: endless,
      headers: { 'Content-Type': 'application/json' },
      duplex: 'half',
    } as RequestInit)
    const result = await parseBody(request, schema)
    expect(result.ok ? 200 : result.response.status).toBe(413)
    expect(sent).toBeLessThan(2 * 1024 * 1024)
  })

  it('answers 413 to a declared Content-Length above 1 MiB', async () => {
    const request = post('{}')
    request.headers.set('Content-Length', String(2 * 1024 * 1024))
    const result = await parseBody(request, schema)
    expect(result.ok ? 200 : result.response.status).toBe(413)
  })
})

describe('zodIssuesToFieldErrors', () => {
  it('keeps a field named __proto__ or constructor as a field', () => {
    const errors = zodIssuesToFieldErrors(
      [
        { path: ['__proto__'], message: 'Bad.' },
        { path: ['constructor'], message: 'Worse.' },
        { path: ['constructor'], message: 'Again.' },
      ],
      {},
    )
    expect(JSON.stringify(errors)).toBe('{"__proto__":["Bad."],"constructor":["Worse.","Again."]}')
  })
})
