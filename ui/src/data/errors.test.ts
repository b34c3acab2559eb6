import { ClientResponseError } from 'pocketbase'
import { describe, expect, it } from 'vitest'
import {
  DataError,
  errorFromResponse,
  isTransient,
  toDataError,
  type DataErrorKind,
} from './errors.ts'

/** What the SDK throws for an answer with this status and body (its own constructor). */
function answered(status: number, data: Record<string, unknown> = {}): ClientResponseError {
  return new ClientResponseError({ url: 'http://127.0.0.1/api/x', status, response: { data } })
}

/** What the SDK throws when fetch itself failed with `cause`. */
function unanswered(cause: unknown): ClientResponseError {
  return new ClientResponseError(cause)
}

function timeout(): DOMException {
  return new DOMException('The operation timed out.', 'TimeoutError')
}

describe('toDataError', () => {
  it.each<[string, unknown, DataErrorKind, Record<string, string>]>([
    [
      'a refused field',
      answered(400, { name: { code: 'x', message: 'Too long.' } }),
      'invalid',
      { name: 'Too long.' },
    ],
    ['a 400 without fields', answered(400), 'invalid', {}],
    [
      'a field without a message',
      answered(400, { email: { code: 'x' } }),
      'invalid',
      { email: 'Invalid value.' },
    ],
    ['an expired session', answered(401), 'unauthorized', {}],
    ['a forbidden record', answered(403), 'forbidden', {}],
    ['a missing record', answered(404), 'not-found', {}],
    ['the rate limiter', answered(429), 'rate-limited', {}],
    ['a server failure', answered(500), 'server', {}],
    ['a bad gateway', answered(502), 'server', {}],
    ['no connection', unanswered(new TypeError('Failed to fetch')), 'offline', {}],
    ['our own deadline (AbortSignal.timeout)', unanswered(timeout()), 'timeout', {}],
    ['a cancelled request', unanswered({ isAbort: true }), 'cancelled', {}],
    ['a timeout thrown outside the SDK', timeout(), 'timeout', {}],
    ['anything else', new Error('boom'), 'offline', {}],
    ['a DataError', new DataError('not-configured', 'x'), 'not-configured', {}],
  ])('%s -> %s', (_, error, kind, fields) => {
    const mapped = toDataError(error)
    expect(mapped.kind).toBe(kind)
    expect(mapped.fields).toEqual(fields)
  })

  it('names the first refused field in its sentence, never raw JSON', () => {
    const mapped = toDataError(answered(400, { name: { message: 'Cannot be blank.' } }))
    expect(mapped.message).toBe('Please check name: Cannot be blank.')
  })
})

describe('isTransient', () => {
  it.each<[DataErrorKind, boolean]>([
    ['offline', true],
    ['timeout', true],
    ['server', true],
    ['rate-limited', true],
    ['invalid', false],
    ['unauthorized', false],
    ['not-found', false],
    ['forbidden', false],
  ])('%s -> %s', (kind, transient) => {
    expect(isTransient(new DataError(kind, 'x'))).toBe(transient)
  })
})

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
