// Malformed requests for every public endpoint of a running server: the endpoints, a fixed list of crafted
// cases per endpoint (the end-to-end test sends these), a seeded generator of random ones (the fuzz bench
// sends those too), a raw HTTP sender that keeps every byte of the path as written, and the check for SQL or
// a stack trace in an answer. Used by bench/fuzz.ts and tests/e2e/malformedRequests.spec.ts.
import { Agent, request as httpRequest } from 'node:http'

/** What a malformed request is aimed at: a tenant site's host, or the platform's own (admin, onboarding). */
export type HostKind = 'tenant' | 'platform'

/** Facts about the seeded server that valid-looking requests need (a real car, dealership, lead). */
export interface ServerFacts {
  port: number
  tenantSlug: string
  carSlug: string
  carId: number | string
  dealershipId: number | string
  tenantId: number | string
  enquiryId: number | string
  mediaFile: string
  /** `JWT <token>` of the demo super-admin, for the endpoints that need a login. */
  adminAuthorization: string
}

export interface Endpoint {
  name: string
  method: string
  host: HostKind
  /** The path with its query, as a client would send it. */
  path: (facts: ServerFacts) => string
  /** A valid body (JSON-encoded unless it is a string), or none for reads. */
  body?: (facts: ServerFacts) => unknown
  contentType?: string
  /** Whether the endpoint does anything for a visitor who is not signed in. */
  signedIn?: boolean
}

export const endpoints: readonly Endpoint[] = [
  { name: 'site page', method: 'GET', host: 'tenant', path: () => '/contact' },
  { name: 'search page', method: 'GET', host: 'tenant', path: () => '/search/used-cars?make=Toyota&page=2' },
  { name: 'car page', method: 'GET', host: 'tenant', path: (f) => `/cars/${f.carSlug}` },
  { name: 'car view count', method: 'GET', host: 'tenant', path: (f) => `/cars/${f.carSlug}/view.json` },
  { name: 'car pdf', method: 'GET', host: 'tenant', path: (f) => `/cars/${f.carSlug}/pdf` },
  { name: 'print page', method: 'GET', host: 'tenant', path: (f) => `/print?car_id=${f.carSlug}` },
  { name: 'sitemap.xml', method: 'GET', host: 'tenant', path: () => '/sitemap.xml' },
  { name: 'robots.txt', method: 'GET', host: 'tenant', path: () => '/robots.txt' },
  { name: 'uploads', method: 'GET', host: 'tenant', path: (f) => `/uploads/${f.mediaFile}` },
  {
    name: 'search queries',
    method: 'POST',
    host: 'tenant',
    path: (f) => `/1/indexes/*/queries?x-algolia-agent=fuzz&x-algolia-application-id=FORECOURT&x-algolia-api-key=none-${f.tenantSlug}`,
    body: (f) => ({ requests: [{ indexName: `${f.tenantSlug}_Car_production`, params: { query: 'corolla', hitsPerPage: 5 } }] }),
    contentType: 'text/plain',
  },
  {
    name: 'search one index',
    method: 'POST',
    host: 'tenant',
    path: (f) => `/1/indexes/${f.tenantSlug}_Car_production/query`,
    body: () => ({ query: 'hilux', facets: ['make'] }),
    contentType: 'application/json',
  },
  {
    name: 'enquiry submit',
    method: 'POST',
    host: 'tenant',
    path: () => '/api/enquiries/submit',
    body: (f) => ({
      form: 'vehicle',
      name: 'Sam Fuzz',
      email: 'sam@example.com',
      phone: '0400000000',
      message: 'Hello',
      car_id: f.carId,
      terms_agreed: true,
      url: `/cars/${f.carSlug}`,
    }),
    contentType: 'application/json',
  },
  {
    name: 'finance quote',
    method: 'POST',
    host: 'tenant',
    path: () => '/api/youx/quote',
    body: () => ({ selfAssessedCreditScore: 'GREAT', purchasePrice: 25000, loanTerm: 5, year: 2021, vin: '', nvic: '', whoIsHelping: '' }),
    contentType: 'application/json',
  },
  {
    name: 'phone reveal',
    method: 'POST',
    host: 'tenant',
    path: () => '/api/phone-reveals/record',
    body: (f) => ({ car_id: f.carId, dealership_id: f.dealershipId, website_id: f.tenantId }),
    contentType: 'application/json',
  },
  {
    name: 'rego lookup',
    method: 'POST',
    host: 'tenant',
    path: () => '/api/valuations/lookup',
    body: () => ({ rego: 'ABC123', regoState: 'NSW' }),
    contentType: 'application/json',
  },
  {
    name: 'trade-in estimate',
    method: 'POST',
    host: 'tenant',
    path: () => '/api/valuations/estimate',
    body: () => ({
      rego: 'ABC123',
      regoState: 'NSW',
      kms: 40000,
      adjustmentAnswers: { condition: 'good', serviceHistory: 'full', accident: 'no', keys: 'two', financeOwing: 'no' },
    }),
    contentType: 'application/json',
  },
  {
    name: 'saved valuation',
    method: 'POST',
    host: 'tenant',
    path: () => '/api/miscellaneous',
    body: (f) => ({
      column_name: 'valuation',
      lead_id: f.enquiryId,
      rego: 'ABC123',
      regoState: 'NSW',
      kms: 40000,
      adjustmentAnswers: { condition: 'good', serviceHistory: 'full', accident: 'no', keys: 'two', financeOwing: 'no' },
    }),
    contentType: 'application/json',
  },
  {
    name: 'lead delivery action',
    method: 'POST',
    host: 'platform',
    path: (f) => `/api/enquiries/${f.enquiryId}/delivery-action`,
    body: () => ({ action: 'retry', channel: 'email' }),
    contentType: 'application/json',
    signedIn: true,
  },
  {
    name: 'stock import',
    method: 'POST',
    host: 'platform',
    path: (f) => `/api/vehicles/import?tenant=${f.tenantSlug}&dealership=${f.tenantSlug}&mode=partial&format=csv`,
    body: () => 'stocknum,car_type,make,model,year,price\nFZ1,used,Toyota,Corolla,2020,21000\n',
    contentType: 'text/csv',
    signedIn: true,
  },
  {
    name: 'tenant clone',
    method: 'POST',
    host: 'platform',
    path: () => '/onboarding/tenants/clone',
    body: () => ({ from: 'caravan-dealer', slug: 'fuzz-clone', name: 'Fuzz Clone', domain: 'fuzz-clone.example' }),
    contentType: 'application/json',
    signedIn: true,
  },
  {
    name: 'login',
    method: 'POST',
    host: 'platform',
    path: () => '/api/users/login',
    body: () => ({ email: 'nobody@example.com', password: 'wrong-password' }),
    contentType: 'application/json',
  },
  {
    name: 'REST create',
    method: 'POST',
    host: 'platform',
    path: () => '/api/vehicles',
    body: (f) => ({ tenant: f.tenantId, stocknum: 'FUZZ1', car_type: 'used', make: 'Toyota', model: 'Yaris', year: 2020, price: 15000 }),
    contentType: 'application/json',
    signedIn: true,
  },
  {
    name: 'REST update',
    method: 'PATCH',
    host: 'platform',
    path: (f) => `/api/vehicles/${f.carId}`,
    body: () => ({ badge: 'Fuzz' }),
    contentType: 'application/json',
    signedIn: true,
  },
  {
    name: 'REST read',
    method: 'GET',
    host: 'platform',
    // Reads the fuzz's own car: the same path under DELETE or PATCH must not reach the demo stock.
    path: (f) => `/api/vehicles?limit=2&depth=0&where[id][equals]=${f.carId}`,
    signedIn: true,
  },
  {
    name: 'graphql',
    method: 'POST',
    host: 'platform',
    path: () => '/api/graphql',
    body: () => ({ query: '{ Manufacturers(limit: 2) { docs { id name } } }' }),
    contentType: 'application/json',
  },
  { name: 'admin', method: 'GET', host: 'platform', path: () => '/admin/login' },
]

/** One request on the wire. `body` is sent byte for byte; headers are sent as given (no defaults added). */
export interface WireRequest {
  label: string
  method: string
  path: string
  headers: Record<string, string>
  body?: Buffer
}

export interface WireAnswer {
  status: number
  body: string
  /** The connection failed or the server did not answer in time: counted apart from statuses. */
  failure?: string
}

const deep = (depth: number, open: string, close: string, leaf = '1') => open.repeat(depth) + leaf + close.repeat(depth)

/** Bad percent-escapes, each placed in a path segment and in the query. */
export const badEscapes = ['%', '%zz', '%E0%A4%A', '%C0%AF', '%ED%A0%80', '%FF%FE', '%%', '%u0041', '%0', '%E2%82']

/** Crafted bodies for endpoints that take one: [label, content type, bytes]. */
function craftedBodies(valid: unknown, validType: string): Array<[string, string | undefined, Buffer]> {
  const json = (value: unknown) => Buffer.from(JSON.stringify(value))
  const object = valid && typeof valid === 'object' ? (valid as Record<string, unknown>) : {}
  const firstKey = Object.keys(object)[0] ?? 'name'
  // One body a line, read as a table: Prettier would spread the longer ones over several lines.
  // prettier-ignore
  return [
    ['empty body, JSON type', 'application/json', Buffer.alloc(0)],
    ['empty body, no type', undefined, Buffer.alloc(0)],
    ['null', 'application/json', Buffer.from('null')],
    ['null as text/plain', 'text/plain', Buffer.from('null')],
    ['array', 'application/json', Buffer.from('[]')],
    ['number', 'application/json', Buffer.from('42')],
    ['string', 'application/json', Buffer.from('"hello"')],
    ['truncated JSON', 'application/json', Buffer.from('{"a":')],
    ['text/plain prose', 'text/plain', Buffer.from('hello there')],
    ['urlencoded', 'application/x-www-form-urlencoded', Buffer.from(`${firstKey}=x&b=%zz&c[d]=1`)],
    ['XML', 'application/xml', Buffer.from('<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>')],
    ['multipart without boundary', 'multipart/form-data', Buffer.from('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n')],
    ['multipart, broken part', 'multipart/form-data; boundary=x', Buffer.from('--x\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{not json\r\n--x--\r\n')],
    ['lone surrogate escape', 'application/json', Buffer.from(`{"${firstKey}":"\\ud800","query":"\\udfff x","message":"a\\ud83d"}`)],
    ['invalid UTF-8 bytes', 'application/json', Buffer.concat([Buffer.from(`{"${firstKey}":"`), Buffer.from([0xed, 0xa0, 0x80, 0xff]), Buffer.from('"}')])],
    ['5,000-deep array', 'application/json', Buffer.from(deep(5000, '[', ']'))],
    ['5,000-deep object', 'application/json', Buffer.from(deep(5000, '{"a":', '}'))],
    ['5,000-deep value in a valid body', validType, Buffer.from(JSON.stringify({ ...object, [firstKey]: '<deep>' }).replace('"<deep>"', deep(5000, '[', ']')))],
    ['huge numbers', validType, Buffer.from(JSON.stringify(object).replace(/:(-?\d+(\.\d+)?)/g, ':1e400').replace(/^\{/, '{"big":123456789012345678901234567890,'))],
    ['number past 2^53 for every field', validType, json(Object.fromEntries(Object.keys(object).map((key) => [key, 9007199254740993])))],
    ['negative and fractional numbers', validType, json(Object.fromEntries(Object.keys(object).map((key) => [key, -1.5e300])))],
    ['wrong types', validType, json(Object.fromEntries(Object.keys(object).map((key, index) => [key, [[], {}, true, null, 'x'.repeat(10_000), -0][index % 6]])))],
    ...(typeof object.tenant === 'number' || typeof object.tenant === 'string'
      ? ([['ids that name no document', validType, json({ ...object, tenant: 987654321, images: [{ image: 987654321 }] })]] as Array<[string, string, Buffer]>)
      : []),
    ['prototype keys', validType, Buffer.from(`{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}},"${firstKey}":"a"}`)],
    ['valid JSON, wrong type header', 'text/xml', json(valid)],
    ['JSON as UTF-16', 'application/json; charset=utf-16', Buffer.from(JSON.stringify(valid), 'utf16le')],
    ['oversized body (3 MB)', validType, Buffer.from(JSON.stringify({ ...object, padding: 'x'.repeat(3 * 1024 * 1024) }))],
    ['NUL bytes', validType, Buffer.from(`{"${firstKey}":"a\u0000b"}\u0000`)],
  ]
}

/** Where clauses a REST read cannot run: non-numbers against id and relationship columns, odd operators. */
export const badWhereQueries = [
  'where[id][in]=a,b',
  'where[id][equals]=abc',
  'where[id][equals]=1e400',
  'where[id][not_in]=1,x',
  'where[id][greater_than]=NaN',
  'where[tenant][equals]=abc',
  'where[tenant][in]=%zz',
  'where[tenant.id][equals]=-1.5e300',
  'where[or][0][id][equals]=x&where[or][1][make][equals]=Kia',
  'where[and][0][tenant][not_equals]=9007199254740993.5',
  'where[id][nope]=1',
  'where[no_such_field][equals]=1',
  'where[make][in]=',
  'where=notanobject',
  'where[make]=Kia',
  'where[or]=x',
  'where[and][0]=x',
  'where[id][equals][nested]=1',
]

/** Header oddities sent with an otherwise valid request. */
const headerOddities: Array<[string, Record<string, string>]> = [
  ['garbage session cookie', { cookie: 'payload-token=%zz.%E0%A4%A.x' }],
  ['garbage JWT', { authorization: 'JWT not.a.token' }],
  ['bad bearer', { authorization: 'Bearer %zz' }],
  ['odd forwarded-for', { 'x-forwarded-for': 'not-an-ip, %zz, ::::' }],
  ['odd accept-language', { 'accept-language': '%%;q=abc,*;q=9e999' }],
  ['odd range', { range: 'bytes=abc-9999999999999999999999' }],
  ['odd if-modified-since', { 'if-modified-since': 'yesterday-ish' }],
  ['next router headers', { rsc: '1', 'next-router-state-tree': '%zz', 'next-url': '/%E0%A4%A' }],
  ['x-forwarded-host oddity', { 'x-forwarded-host': '%zz', 'x-forwarded-proto': 'gopher' }],
  ['long cookie', { cookie: `a=${'b'.repeat(6000)}` }],
]

export function hostHeader(endpoint: Endpoint, facts: ServerFacts): string {
  return endpoint.host === 'tenant' ? `${facts.tenantSlug}.localhost:${facts.port}` : `localhost:${facts.port}`
}

function baseHeaders(endpoint: Endpoint, facts: ServerFacts, signedIn: boolean): Record<string, string> {
  const headers: Record<string, string> = { host: hostHeader(endpoint, facts), 'x-forwarded-for': randomVisitor() }
  if (signedIn && endpoint.signedIn) headers.authorization = facts.adminAuthorization
  return headers
}

let visitorCounter = 0
/** A fresh visitor address per request, so the per-visitor rate limits do not answer everything with 429. */
function randomVisitor(): string {
  visitorCounter += 1
  return `10.${(visitorCounter >> 16) & 255}.${(visitorCounter >> 8) & 255}.${visitorCounter & 255}`
}

function encodeBody(endpoint: Endpoint, facts: ServerFacts): Buffer | undefined {
  if (!endpoint.body) return undefined
  const valid = endpoint.body(facts)
  return Buffer.from(typeof valid === 'string' ? valid : JSON.stringify(valid))
}

/** The path with a bad escape in place of its last segment, appended, or in the query. */
function escapedPaths(path: string, escape: string): string[] {
  const [pathname = '/', query] = path.split('?', 2)
  const segments = pathname.split('/')
  const replaced = [...segments.slice(0, -1), escape].join('/') || `/${escape}`
  const suffix = query ? `?${query}` : ''
  return [
    `${replaced}${suffix}`,
    `${pathname.replace(/\/$/, '')}/${escape}${suffix}`,
    `${pathname}?${escape}=1&q=${escape}${query ? `&${query}` : ''}`,
  ]
}

/** The fixed cases for one endpoint: bad escapes, bodies, methods, headers. Deterministic. */
export function craftedRequests(endpoint: Endpoint, facts: ServerFacts): WireRequest[] {
  const path = endpoint.path(facts)
  const requests: WireRequest[] = []
  const withBody = (headers: Record<string, string>, type: string | undefined, body: Buffer | undefined) =>
    body === undefined ? headers : { ...headers, ...(type ? { 'content-type': type } : {}), 'content-length': String(body.length) }
  const validBody = encodeBody(endpoint, facts)
  for (const escape of badEscapes) {
    for (const escaped of escapedPaths(path, escape)) {
      requests.push({
        label: `path ${escaped}`,
        method: endpoint.method,
        path: escaped,
        headers: withBody(baseHeaders(endpoint, facts, true), endpoint.contentType, validBody),
        body: validBody,
      })
    }
  }
  if (endpoint.body) {
    for (const [label, type, body] of craftedBodies(endpoint.body(facts), endpoint.contentType ?? 'application/json')) {
      for (const signedIn of endpoint.signedIn ? [true, false] : [true]) {
        requests.push({
          label: `${label}${signedIn && endpoint.signedIn ? ', signed in' : ''}`,
          method: endpoint.method,
          path,
          headers: withBody(baseHeaders(endpoint, facts, signedIn), type, body),
          body,
        })
      }
    }
  } else {
    const body = Buffer.from('{"a":')
    requests.push({
      label: 'a body on a read',
      method: endpoint.method,
      path,
      headers: withBody(baseHeaders(endpoint, facts, true), 'application/json', body),
      body,
    })
  }
  if (endpoint.method === 'GET' && /^\/api\/[\w-]+\?/.test(path)) {
    const pathname = path.split('?', 1)[0] ?? path
    for (const query of badWhereQueries) {
      requests.push({
        label: `query ${query}`,
        method: 'GET',
        path: `${pathname}?depth=0&${query}`,
        headers: baseHeaders(endpoint, facts, true),
      })
    }
  }
  for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
    if (method === endpoint.method) continue
    const body = method === 'GET' || method === 'HEAD' ? undefined : Buffer.from('null')
    requests.push({
      label: `method ${method}`,
      method,
      path,
      headers: withBody(baseHeaders(endpoint, facts, true), 'application/json', body),
      body,
    })
  }
  for (const [label, extra] of headerOddities) {
    requests.push({
      label,
      method: endpoint.method,
      path,
      headers: { ...withBody(baseHeaders(endpoint, facts, false), endpoint.contentType, validBody), ...extra },
      body: validBody,
    })
  }
  requests.push({
    label: 'unknown host',
    method: endpoint.method,
    path,
    headers: {
      ...withBody(baseHeaders(endpoint, facts, true), endpoint.contentType, validBody),
      host: `no-such-dealer.localhost:${facts.port}`,
    },
    body: validBody,
  })
  requests.push({
    label: 'host with a bad escape',
    method: endpoint.method,
    path,
    headers: { ...withBody(baseHeaders(endpoint, facts, true), endpoint.contentType, validBody), host: `%zz.localhost:${facts.port}` },
    body: validBody,
  })
  return requests
}

/** A small seeded generator (mulberry32): the same seed gives the same requests. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const oddStrings = [
  '',
  ' ',
  '%',
  '%zz',
  '\ud800',
  '\udfff',
  'a\u0000b',
  '<script>',
  "'; drop table vehicles; --",
  '../../etc/passwd',
  '🚗',
  '\u202e',
  'x'.repeat(5000),
  'null',
  'NaN',
  '1e999',
  '-0',
  '0x10',
]
const oddNumbers = [0, -1, 1.5, 1e308, -1e308, 9007199254740993, 2 ** 63, -(2 ** 63), Number.MIN_VALUE, 123456789012]
const contentTypes = [
  undefined,
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data; boundary=b',
  'application/json; charset=latin1',
  'application/octet-stream',
  'text/csv',
  '*/*',
  'application/json;;;',
  'application/vnd.api+json',
]

/** Seeded random malformed requests for one endpoint: mutated paths, bodies, methods, types and headers. */
export function randomRequests(endpoint: Endpoint, facts: ServerFacts, count: number, random: () => number): WireRequest[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  const chance = (p: number) => random() < p
  const randomValue = (depth: number): unknown => {
    const roll = random()
    if (depth > 4 || roll < 0.3) return pick(oddStrings)
    if (roll < 0.55) return pick(oddNumbers)
    if (roll < 0.65) return pick([true, false, null])
    if (roll < 0.8) return Array.from({ length: Math.floor(random() * 4) }, () => randomValue(depth + 1))
    return Object.fromEntries(
      Array.from({ length: Math.floor(random() * 4) }, () => [
        pick(['a', 'query', 'requests', 'email', 'car_id', 'price', '__proto__', '']),
        randomValue(depth + 1),
      ]),
    )
  }
  const randomBytes = (length: number) => Buffer.from(Array.from({ length }, () => Math.floor(random() * 256)))
  const path = endpoint.path(facts)
  const requests: WireRequest[] = []
  for (let index = 0; index < count; index++) {
    const notes: string[] = []
    let target = path
    if (chance(0.35)) {
      const variants = escapedPaths(path, pick(badEscapes))
      target = pick(variants)
      notes.push('bad escape')
    }
    if (chance(0.1)) {
      target = target.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}%`)
      notes.push('broken escape in a segment')
    }
    let method = endpoint.method
    if (chance(0.1)) {
      method = pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'])
      notes.push(`method ${method}`)
    }
    const headers = baseHeaders(endpoint, facts, chance(0.6))
    let body: Buffer | undefined
    let type = endpoint.contentType
    if (method !== 'GET' && method !== 'HEAD') {
      const valid = endpoint.body?.(facts)
      const roll = random()
      if (roll < 0.3 && valid && typeof valid === 'object') {
        const mutated: Record<string, unknown> = { ...(valid as Record<string, unknown>) }
        const key = pick([...Object.keys(mutated), 'extra'])
        mutated[key] = randomValue(0)
        body = Buffer.from(JSON.stringify(mutated))
        notes.push(`field ${key}`)
      } else if (roll < 0.5) {
        body = Buffer.from(JSON.stringify(randomValue(0)))
        notes.push('random JSON')
      } else if (roll < 0.6) {
        body = randomBytes(Math.floor(random() * 2000))
        notes.push('random bytes')
      } else if (roll < 0.7) {
        const depth = 100 + Math.floor(random() * 9900)
        body = Buffer.from(chance(0.5) ? deep(depth, '[', ']') : deep(depth, '{"a":', '}'))
        notes.push(`${depth}-deep JSON`)
      } else if (roll < 0.8) {
        body = Buffer.from(
          `{"query":"${pick(['\\ud800', '\\udbff\\u0041', '\\udc00'])}","name":"\\ud83d","requests":[{"indexName":"\\ud800"}]}`,
        )
        notes.push('lone surrogates')
      } else if (roll < 0.85) {
        body = Buffer.from(JSON.stringify(valid ?? {}).slice(0, Math.floor(random() * 20)))
        notes.push('truncated')
      } else if (valid !== undefined) {
        body = Buffer.from(typeof valid === 'string' ? valid : JSON.stringify(valid))
      }
      if (chance(0.4)) {
        type = pick(contentTypes)
        notes.push(`type ${type ?? 'none'}`)
      }
    }
    if (body) {
      if (type) headers['content-type'] = type
      headers['content-length'] = String(body.length)
    }
    if (chance(0.15)) {
      const [label, extra] = pick(headerOddities)
      Object.assign(headers, extra)
      notes.push(label)
    }
    requests.push({ label: notes.join(', ') || 'valid-looking', method, path: target, headers, body })
  }
  return requests
}

// A connection per request: a server that answers before reading a body closes the connection, and a
// kept-alive socket reused after that would report the next request as reset, which it was not.
const agent = new Agent({ keepAlive: false, maxSockets: 8 })

/** Sends one request to 127.0.0.1 as written (Node's fetch would normalise the path and resolve no *.localhost). */
export function send(port: number, request: WireRequest, timeoutMs = 60_000): Promise<WireAnswer> {
  return new Promise((resolve) => {
    let settled = false
    const settle = (answer: WireAnswer) => {
      if (settled) return
      settled = true
      resolve(answer)
    }
    let outgoing: ReturnType<typeof httpRequest>
    try {
      outgoing = httpRequest(
        { host: '127.0.0.1', port, method: request.method, path: request.path, headers: request.headers, agent, setHost: false },
        (incoming) => {
          const chunks: Buffer[] = []
          let size = 0
          incoming.on('data', (chunk: Buffer) => {
            // Only the start of a large answer is kept: enough to look for SQL or a stack.
            if (size < 256 * 1024) chunks.push(chunk)
            size += chunk.length
          })
          incoming.on('end', () => settle({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
          incoming.on('error', (error) =>
            settle({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), failure: error.message }),
          )
        },
      )
    } catch (error) {
      // Node refused to send it (a character it does not allow in a path): not the server's doing.
      settle({ status: 0, body: '', failure: `not sent: ${(error as Error).message}` })
      return
    }
    outgoing.setTimeout(timeoutMs, () => {
      outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`))
    })
    outgoing.on('error', (error) => settle({ status: 0, body: '', failure: error.message }))
    outgoing.end(request.body)
  })
}

const leakPatterns: Array<[string, RegExp]> = [
  [
    'SQL',
    /Failed query|SQLITE_[A-Z]+|LibsqlError|syntax error at or near|\b(?:select|delete from|insert into|update)\s+["`][\w$]+["`]|\bfrom\s+["`][\w$]+["`]\s+where\b/i,
  ],
  ['stack trace', /\n\s+at [^\n]*\(?(?:\/|file:|node:|webpack)[^\n]*:\d+:\d+\)?|node_modules\/[^\s"']+\.js:\d+/],
]

/** What an answer body gives away that it must not: SQL or a stack trace. */
export function leakIn(body: string): string | null {
  for (const [what, pattern] of leakPatterns) {
    const match = pattern.exec(body)
    if (match) return `${what}: ${match[0].slice(0, 120)}`
  }
  return null
}

/** Finds a real car, dealership, lead and picture on a freshly seeded server, and signs in the demo super-admin. */
export async function discoverFacts(port: number, tenantSlug: string, admin: { email: string; password: string }): Promise<ServerFacts> {
  const json = async (method: string, path: string, headers: Record<string, string>, body?: unknown) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body))
    const answer = await send(port, {
      label: 'discovery',
      method,
      path,
      headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}) },
      body: payload,
    })
    if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status}: ${answer.body.slice(0, 200)}`)
    return JSON.parse(answer.body) as Record<string, unknown>
  }
  const platformHost = { host: `localhost:${port}` }
  const login = await json('POST', '/api/users/login', platformHost, admin)
  const adminAuthorization = `JWT ${String(login.token)}`
  const signedIn = { ...platformHost, authorization: adminAuthorization }
  const tenants = (await json('GET', `/api/tenants?where[slug][equals]=${tenantSlug}&depth=0&limit=1`, signedIn)).docs as Array<{
    id: number | string
  }>
  const tenantId = tenants[0]?.id
  if (tenantId === undefined) throw new Error(`No tenant ${tenantSlug} on the server`)
  // A car of the fuzz's own: requests under another method (a signed-in DELETE or PATCH) change or remove
  // this one, never the demo stock other tests and shoppers rely on.
  const created = await json('POST', '/api/vehicles', signedIn, {
    tenant: tenantId,
    stocknum: `FUZZ-TARGET-${Date.now()}`,
    car_type: 'used',
    status: 'in_stock',
    make: 'Toyota',
    model: 'Yaris',
    year: 2020,
    price: 15000,
  })
  const car = created.doc as { id: number | string; slug: string; dealership?: number | string | null }
  const dealerships = (await json('GET', `/api/dealerships?where[tenant][equals]=${tenantId}&depth=0&limit=1`, signedIn)).docs as Array<{
    id: number | string
  }>
  const media = (await json('GET', '/api/media?depth=0&limit=1', signedIn)).docs as Array<{ filename?: string }>
  // A lead of the tenant's, for the delivery action (any lead will do; the newest is found through the API).
  const leads = (await json('GET', `/api/enquiries?where[tenant][equals]=${tenantId}&depth=0&limit=1`, signedIn)).docs as Array<{
    id: number | string
  }>
  return {
    port,
    tenantSlug,
    carSlug: car.slug,
    carId: car.id,
    dealershipId: car.dealership ?? dealerships[0]?.id ?? 1,
    tenantId,
    enquiryId: leads[0]?.id ?? 1,
    mediaFile: media[0]?.filename ?? 'missing.png',
    adminAuthorization,
  }
}
