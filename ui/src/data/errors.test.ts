import { describe, expect, it } from 'vitest'
import { errorFromResponse } from './errors.ts'

describe('errorFromResponse', () => {
  it.each<[string, number, unknown, string, Record<string, string>]>([
    [
      'a 400 with field messages',
      400,
      { data: { email: { code: 'x', message: 'Must be a valid email address.' } } },
      'invalid',
      { email: 'Must be a valid email address.' },
    ],
    [
      'a 400 whose field has no message',
      400,
      { data: { name: { code: 'validation_required' } } },
      'invalid',
      { name: 'Invalid value.' },
    ],
    ['a 400 with no body', 400, null, 'invalid', {}],
    ['a 400 whose data is not an object', 400, { data: 'oops' }, 'invalid', {}],
    ['401', 401, {}, 'unauthorized', {}],
    ['403', 403, {}, 'forbidden', {}],
    ['404', 404, {}, 'not-found', {}],
    ['429', 429, {}, 'rate-limited', {}],
    ['500', 500, {}, 'server', {}],
    ['502 from a proxy, with an HTML body', 502, '<html>', 'server', {}],
  ])('%s', (_, status, body, kind, fields) => {
    const error = errorFromResponse(status, body)
    expect(error.kind).toBe(kind)
    expect(error.fields).toEqual(fields)
  })

  it('names the first wrong field in its message', () => {
    expect(
      errorFromResponse(400, { data: { email: { message: 'Must be a valid email address.' } } })
        .message,
    ).toBe('Please check email: Must be a valid email address.')
  })
})
