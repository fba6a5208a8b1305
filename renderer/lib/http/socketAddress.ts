import { channel } from 'node:diagnostics_channel'
import type { IncomingMessage } from 'node:http'

/**
 * X-Forwarded-For with the connection's own address appended, as a proxy hop would append it.
 * Next.js fills the header from the socket only when a request arrives without one, so a client that
 * sends its own header would otherwise choose the address every rate limit is keyed on.
 */
export function forwardedForWithSocket(existing: string | string[] | undefined, socketAddress: string | undefined): string | undefined {
  const prior = (Array.isArray(existing) ? existing.join(', ') : (existing ?? '')).trim()
  if (!socketAddress) return prior || undefined
  return prior ? `${prior}, ${socketAddress}` : socketAddress
}

const subscribedKey = Symbol.for('forecourt.socketAddressSubscribed')

/**
 * Appends each accepted connection's address to X-Forwarded-For before Next.js reads the request. Node
 * announces every request on the `http.server.request.start` diagnostics channel before the server's
 * handler sees it; route handlers get a web Request with no socket, so this is where the address is.
 * Once per process, whichever bundle calls it: module state is per bundle in a Next server, and even
 * globalThis is per test file under Jest, so the mark is kept on Node's channel object, which is one per
 * process for as long as it has a subscriber.
 */
export function appendSocketAddressToForwardedFor(): void {
  const requestStart = channel('http.server.request.start')
  const marks = requestStart as unknown as Record<symbol, boolean | undefined>
  if (marks[subscribedKey]) return
  marks[subscribedKey] = true
  requestStart.subscribe((message) => {
    const request = (message as { request?: IncomingMessage }).request
    if (!request) return
    const value = forwardedForWithSocket(request.headers['x-forwarded-for'], request.socket?.remoteAddress)
    if (value) request.headers['x-forwarded-for'] = value
    else delete request.headers['x-forwarded-for']
  })
}
