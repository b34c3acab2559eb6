// A small client for PocketBase's REST API: the part of the SDK the data layer uses (records,
// password sign-in and refresh, password reset, custom routes), with the SDK's method names, in a
// fraction of its size (ADR 0032). Google sign-in alone loads the SDK, for its OAuth2 popup flow.

/** Where the session lives for this client (client.ts keeps it in the session store). */
export type AuthStore = {
  readonly token: string
  /** The signed-in record as last read from the server (untyped: parse before use). */
  readonly record: unknown
  /** Whether the token is present and not expired. */
  readonly isValid: boolean
  save(token: string, record: unknown): void
  clear(): void
  /** Called after every change of the session, here or (for the session store) in another tab. */
  onChange(listener: () => void): () => void
}

export type RequestOptions = {
  method?: string
  body?: unknown
  query?: Record<string, string | number | boolean | undefined>
  headers?: Record<string, string>
  signal?: AbortSignal
  /** The SDK's auto-cancellation key; this client never cancels a request by itself. */
  requestKey?: null
}

export type ListOptions = RequestOptions & {
  filter?: string
  sort?: string
  expand?: string
  fields?: string
  skipTotal?: boolean
}

export type ListResult<T> = {
  page: number
  perPage: number
  totalItems: number
  totalPages: number
  items: T[]
}

/**
 * A failed request, with what the SDK's ClientResponseError carries (errors.ts reads it by that
 * shape): the HTTP status (0 when the request got no answer), the answer's body, whether it was
 * aborted, and the underlying failure.
 */
export class ResponseError extends Error {
  readonly status: number
  readonly response: { data?: Record<string, { code?: string; message?: string } | undefined> }
  readonly isAbort: boolean
  readonly originalError: unknown

  constructor(status: number, response: unknown, originalError: unknown = null) {
    super(status === 0 ? 'No answer from the server.' : `The server answered ${status}.`)
    this.name = 'ResponseError'
    this.status = status
    this.response = response !== null && typeof response === 'object' ? response : {}
    this.isAbort =
      (originalError instanceof Error || originalError instanceof DOMException) &&
      originalError.name === 'AbortError'
    this.originalError = originalError
  }
}

function isFile(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob
}

/** JSON, or multipart form data when the body holds a file (the avatar upload). */
function encodeBody(body: unknown): { body: string | FormData; json: boolean } {
  if (body === null || typeof body !== 'object' || !Object.values(body).some(isFile)) {
    return { body: JSON.stringify(body), json: true }
  }
  const form = new FormData()
  const fields: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(body)) {
    if (isFile(value)) form.append(name, value)
    else fields[name] = value
  }
  // PocketBase reads the other fields of a multipart request from this part.
  if (Object.keys(fields).length > 0) form.append('@jsonPayload', JSON.stringify(fields))
  return { body: form, json: false }
}

/** The operations on one collection's records, as the SDK names them. */
export class RecordApi<T> {
  constructor(
    private readonly client: RestClient,
    private readonly name: string,
  ) {}

  private path(suffix = ''): string {
    return `/api/collections/${encodeURIComponent(this.name)}${suffix}`
  }

  private records(id?: string): string {
    return this.path(id === undefined ? '/records' : `/records/${encodeURIComponent(id)}`)
  }

  private withList({ filter, sort, expand, fields, skipTotal, ...options }: ListOptions) {
    // Keys left undefined are not sent (see send).
    const query = { ...options.query, filter, sort, expand, fields, skipTotal }
    return { ...options, query }
  }

  getOne(id: string, options: ListOptions = {}): Promise<T> {
    return this.client.send<T>(this.records(id), this.withList(options))
  }

  getList(page = 1, perPage = 30, options: ListOptions = {}): Promise<ListResult<T>> {
    const request = this.withList(options)
    return this.client.send(this.records(), {
      ...request,
      query: { ...request.query, page, perPage },
    })
  }

  /** Every record matching, read in pages of 500. */
  async getFullList(options: ListOptions = {}): Promise<T[]> {
    const all: T[] = []
    for (let page = 1; ; page += 1) {
      const { items } = await this.getList(page, 500, { ...options, skipTotal: true })
      all.push(...items)
      if (items.length < 500) return all
    }
  }

  async getFirstListItem(filter: string, options: ListOptions = {}): Promise<T> {
    const { items } = await this.getList(1, 1, { ...options, filter, skipTotal: true })
    const first = items[0]
    if (first === undefined) throw new ResponseError(404, { message: 'Not found.' })
    return first
  }

  create(body: unknown, options: ListOptions = {}): Promise<T> {
    return this.client.send<T>(this.records(), { ...this.withList(options), method: 'POST', body })
  }

  update(id: string, body: unknown, options: ListOptions = {}): Promise<T> {
    return this.client.send<T>(this.records(id), {
      ...this.withList(options),
      method: 'PATCH',
      body,
    })
  }

  async delete(id: string, options: RequestOptions = {}): Promise<void> {
    await this.client.send(this.records(id), { ...options, method: 'DELETE' })
  }

  private async signedIn(request: Promise<{ token: string; record: T }>) {
    const auth = await request
    // Never a session without a token: the stored one would be lost (and the student signed out).
    if (!auth.token || !auth.record) throw new ResponseError(0, auth)
    this.client.authStore.save(auth.token, auth.record)
    return auth
  }

  authWithPassword(identity: string, password: string, options: RequestOptions = {}) {
    return this.signedIn(
      this.client.send<{ token: string; record: T }>(this.path('/auth-with-password'), {
        ...options,
        method: 'POST',
        body: { identity, password },
      }),
    )
  }

  authRefresh(options: RequestOptions = {}) {
    return this.signedIn(
      this.client.send<{ token: string; record: T }>(this.path('/auth-refresh'), {
        ...options,
        method: 'POST',
      }),
    )
  }

  async requestPasswordReset(email: string, options: RequestOptions = {}): Promise<void> {
    await this.client.send(this.path('/request-password-reset'), {
      ...options,
      method: 'POST',
      body: { email },
    })
  }

  async confirmPasswordReset(
    token: string,
    password: string,
    passwordConfirm: string,
    options: RequestOptions = {},
  ): Promise<void> {
    await this.client.send(this.path('/confirm-password-reset'), {
      ...options,
      method: 'POST',
      body: { token, password, passwordConfirm },
    })
  }
}

/** A filter literal: numbers and booleans bare, text single-quoted with its quotes escaped. */
function literal(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (value === null || value === undefined) return 'null'
  const text =
    value instanceof Date
      ? value.toISOString().replace('T', ' ')
      : typeof value === 'string'
        ? value
        : JSON.stringify(value)
  return `'${text.replaceAll("'", "\\'")}'`
}

export class RestClient {
  readonly baseURL: string
  readonly authStore: AuthStore

  constructor(baseURL: string, authStore: AuthStore) {
    this.baseURL = baseURL.replace(/\/+$/, '')
    this.authStore = authStore
  }

  collection<T>(name: string): RecordApi<T> {
    return new RecordApi<T>(this, name)
  }

  /** An absolute URL on the API's origin. */
  buildURL(path: string): string {
    return `${this.baseURL}${path.startsWith('/') ? '' : '/'}${path}`
  }

  /** A filter with `{:name}` placeholders filled in as safely quoted literals. */
  filter(expression: string, params: Record<string, unknown>): string {
    return expression.replace(/\{:(\w+)\}/g, (whole, name: string) =>
      name in params ? literal(params[name]) : whole,
    )
  }

  /** Sends a request with the session's token; rejects with a ResponseError. */
  async send<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const { method = 'GET', body, query = {}, headers = {}, signal } = options
    const search = new URLSearchParams()
    for (const [key, value] of Object.entries(query))
      if (value !== undefined) search.set(key, String(value))
    const url = `${this.buildURL(path)}${search.size > 0 ? `?${search.toString()}` : ''}`
    const init: RequestInit = { method, headers: { ...headers } }
    if (signal) init.signal = signal
    const sent = init.headers as Record<string, string>
    if (this.authStore.token && !('authorization' in sent))
      sent.authorization = this.authStore.token
    if (body !== undefined) {
      const encoded = encodeBody(body)
      init.body = encoded.body
      if (encoded.json) sent['content-type'] = 'application/json'
    }
    let response: Response
    let text: string
    try {
      response = await fetch(url, init)
      // A body cut off on the way (the page is being left) is no answer, not an empty one.
      text = await response.text()
    } catch (error) {
      throw new ResponseError(0, {}, error)
    }
    let data: unknown = {}
    try {
      data = JSON.parse(text)
    } catch {
      // An empty or non-JSON body (a 204, a proxy's error page) reads as {}.
    }
    if (response.status >= 400) throw new ResponseError(response.status, data)
    return data as T
  }
}
