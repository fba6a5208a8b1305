import { channel } from 'node:diagnostics_channel'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { gzipSync } from 'node:zlib'

import type { SearchHttpAnswer, SearchHttpRequest } from '@forecourt/cms'

import { isUsableHost, malformedAddressMessage, malformedHostMessage, undecodablePathSegment } from './malformedRequest'
import { siteAnswerSecurityHeaders } from './securityHeaders'

/**
 * The search service's requests (`/1/indexes/...`) answered before Next.js routes them.
 *
 * The engine answers a results page in well under a millisecond, but through Next (the proxy step, the
 * route handler's runtime, a fetch Request and Response and their streams) a request cost several
 * milliseconds of the process's one thread: the search page's own API was served at a tenth of the rate
 * of a static file. These requests need nothing of Next: no page, no session, no tenant by host (the
 * key names its tenant). So the server's `request` listener is wrapped, once, to hand them to the
 * handler directly, with the same security headers next.config.ts gives every answer; everything else
 * goes to Next as before. `next start` creates the HTTP server, so the listener is reached through the
 * `http.server.request.start` diagnostics channel, which Node publishes (with the server) just before
 * it emits `request`. The Next route (app/1/indexes/[...path]/route.ts) stays for `next dev` and any
 * server this does not reach.
 */
export type SearchAnswerer = (request: SearchHttpRequest) => Promise<SearchHttpAnswer>

const searchPrefix = '/1/indexes/'

/** Larger than any search or batch a client sends (Algolia caps a batch at 10 MB too). */
export const maxSearchBodyBytes = 10 * 1024 * 1024

/** Below this, gzip saves too little to be worth the CPU. */
const compressFromBytes = 1024

const mountedKey = Symbol.for('forecourt.searchFastPath')

class BodyTooLarge extends Error {}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxSearchBodyBytes) {
        reject(new BodyTooLarge())
        request.destroy()
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function headerOf(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name.toLowerCase()]
  if (value === undefined) return null
  return Array.isArray(value) ? value.join(', ') : value
}

function send(request: IncomingMessage, response: ServerResponse, answer: SearchHttpAnswer, development: boolean): void {
  const headers: Record<string, string> = {
    ...siteAnswerSecurityHeaders({ development }, headerOf(request, 'x-forwarded-proto') ?? undefined),
    ...answer.headers,
  }
  let body: Buffer | undefined = answer.body === null ? undefined : Buffer.from(answer.body, 'utf8')
  if (body && body.length >= compressFromBytes && /\bgzip\b/.test(headerOf(request, 'accept-encoding') ?? '')) {
    body = gzipSync(body)
    headers['Content-Encoding'] = 'gzip'
  }
  if (body) headers.Vary = headers.Vary ? `${headers.Vary}, Accept-Encoding` : 'Accept-Encoding'
  headers['Content-Length'] = String(body?.length ?? 0)
  response.writeHead(answer.status, headers)
  response.end(request.method === 'HEAD' ? undefined : body)
}

function plainAnswer(status: number, message: string): SearchHttpAnswer {
  return { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }, body: `${message}\n` }
}

async function answerDirectly(request: IncomingMessage, response: ServerResponse, answer: SearchAnswerer, development: boolean) {
  try {
    // The same plain 400s the proxy step gives every other address (proxy.ts, malformedRequest.ts).
    if (undecodablePathSegment((request.url ?? '/').split('?')[0] as string) !== null) {
      send(request, response, plainAnswer(400, malformedAddressMessage), development)
      return
    }
    if (!isUsableHost(headerOf(request, 'host'))) {
      send(request, response, plainAnswer(400, malformedHostMessage), development)
      return
    }
    let text: string | undefined
    const searchRequest: SearchHttpRequest = {
      method: request.method ?? 'GET',
      // Only the path and query are read; the host is not (and may not make a valid URL).
      url: `http://localhost${request.url ?? '/'}`,
      headers: { get: (name) => headerOf(request, name) },
      text: async () => (text ??= await readBody(request)),
    }
    send(request, response, await answer(searchRequest), development)
  } catch (error) {
    if (response.headersSent) {
      response.destroy()
      return
    }
    const tooLarge = error instanceof BodyTooLarge
    send(
      request,
      response,
      tooLarge ? plainAnswer(413, `The request body is larger than ${maxSearchBodyBytes} bytes.`) : plainAnswer(500, 'Internal error'),
      development,
    )
  }
}

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void

function wrapRequestListeners(server: Server, answer: SearchAnswerer, development: boolean): void {
  const marks = server as unknown as Record<symbol, boolean | undefined>
  if (marks[mountedKey]) return
  marks[mountedKey] = true
  const nextListeners = server.listeners('request') as RequestListener[]
  server.removeAllListeners('request')
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.url?.startsWith(searchPrefix)) {
      void answerDirectly(request, response, answer, development)
      return
    }
    for (const listener of nextListeners) listener.call(server, request, response)
  })
}

/**
 * Answers `/1/indexes/...` on every HTTP server of this process with `answer`, ahead of Next.
 * Once per process, whichever bundle calls it (the mark is kept on Node's channel object, as in socketAddress.ts).
 * Returns what stops it wrapping servers that have not answered yet: the channel is the process's, so a
 * test that mounts it must unmount it, or another test's HTTP server in the same process (a stand-in
 * Algolia answering `/1/indexes/...` itself) would be answered by this instead.
 */
export function mountSearchFastPath(answer: SearchAnswerer, options: { development: boolean }): () => void {
  const requestStart = channel('http.server.request.start')
  const marks = requestStart as unknown as Record<symbol, boolean | undefined>
  if (marks[mountedKey]) return () => {}
  marks[mountedKey] = true
  const wrapServer = (message: unknown) => {
    const server = (message as { server?: Server }).server
    if (server && typeof server.listeners === 'function') wrapRequestListeners(server, answer, options.development)
  }
  requestStart.subscribe(wrapServer)
  return () => {
    requestStart.unsubscribe(wrapServer)
    marks[mountedKey] = false
  }
}
