import { createHmac } from 'node:crypto'
import { isIPv4, isIPv6 } from 'node:net'

/**
 * The visitor's address as the rate limit and the lead see it. Payload hands endpoints a Request with
 * no socket, so the address comes from X-Forwarded-For: Next.js fills it with the socket's address
 * when a request arrives without one, and a reverse proxy appends the address it saw. The entry
 * `trustedHops` from the right is the one the nearest trusted hop wrote; anything left of it could
 * have been typed by the client. With Next.js answering directly (no proxy) a client can send its own
 * header, so deployments should sit behind a proxy that appends it.
 */
export function clientAddressFrom(headers: Headers, trustedHops = trustedProxyHopsFromEnv()): string | null {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const hops = Math.max(1, Math.floor(trustedHops))
  const candidate = forwarded.length > 0 ? forwarded[Math.max(0, forwarded.length - hops)] : headers.get('x-real-ip')?.trim()
  return candidate ? normaliseAddress(candidate) : null
}

/** ENQUIRY_TRUSTED_PROXY_HOPS: how many proxies in front append to X-Forwarded-For (default 1). */
export function trustedProxyHopsFromEnv(env: Record<string, string | undefined> = process.env): number {
  const hops = Number(env.ENQUIRY_TRUSTED_PROXY_HOPS)
  return Number.isInteger(hops) && hops >= 1 ? hops : 1
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
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`
}

/**
 * What is stored instead of the address: a keyed hash, different per tenant, so leads from one
 * connection can be grouped within a site but the address cannot be read back or matched across sites.
 */
export function hashClientAddress(secret: string, tenantId: number | string, address: string | null): string | null {
  if (!address) return null
  return createHmac('sha256', secret).update(`enquiry-client-address\u0000${tenantId}\u0000${address}`).digest('hex').slice(0, 32)
}
