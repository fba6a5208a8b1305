import { createHmac } from 'node:crypto'
import { isIPv4, isIPv6 } from 'node:net'

import { platformSettings } from '../platform/settings'
import { MAX_TRUSTED_PROXY_HOPS } from '../platform/settings/server'

/**
 * The visitor's address as the rate limits and the lead see it. Payload hands endpoints a Request with
 * no socket, so the address comes from X-Forwarded-For, read from the right: the last entry is the
 * address of the connection our server accepted, which the server appends itself as each request
 * arrives (renderer/lib/http/socketAddress.ts; Next.js alone would keep a client's header as it is). Each
 * trusted proxy in front appends the address it saw, so with `trustedHops` proxies the visitor is the
 * entry `trustedHops` left of the last one. Anything further left could have been typed by the client.
 */
export function clientAddressFrom(headers: Headers, trustedHops = platformSettings().server.trustedProxyHops): string | null {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const hops = Math.min(MAX_TRUSTED_PROXY_HOPS, Math.max(0, Math.floor(Number.isFinite(trustedHops) ? trustedHops : 0)))
  const candidate = forwarded.length > 0 ? forwarded[Math.max(0, forwarded.length - 1 - hops)] : null
  return candidate ? normaliseAddress(candidate) : null
}

/**
 * One visitor, one key: IPv4-mapped IPv6 becomes plain IPv4, and an IPv6 address is cut to its /64,
 * because one home or phone connection gets a whole /64 and could otherwise rotate through it.
 */
export function normaliseAddress(raw: string): string | null {
  let address = raw.trim().toLowerCase()
  if (address.startsWith('[')) address = address.slice(1, address.indexOf(']') > 0 ? address.indexOf(']') : undefined)
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(address)) address = address.replace(/:\d+$/, '')
  address = address.replace(/%.*$/, '')
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address)
  if (mapped?.[1]) address = mapped[1]
  if (isIPv4(address)) return address
  if (!isIPv6(address)) return null
  const [head = '', tail = ''] = address.split('::')
  const left = head ? head.split(':') : []
  const right = address.includes('::') ? (tail ? tail.split(':') : []) : []
  const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/**
 * What is stored instead of the address: a keyed hash, different per tenant, so leads from one
 * connection can be grouped within a site but the address cannot be read back or matched across sites.
 */
export function hashClientAddress(secret: string, tenantId: number | string, address: string | null): string | null {
  if (!address) return null
  return createHmac('sha256', secret).update(`enquiry-client-address\u0000${tenantId}\u0000${address}`).digest('hex').slice(0, 32)
}
