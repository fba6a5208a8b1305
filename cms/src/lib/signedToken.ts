/**
 * A JSON value signed with the server's secret: `{base64url JSON}.{HMAC-SHA256}`. The purpose is part of
 * what is signed, so a token minted for one use (a form's consent, a draft preview) is never accepted
 * for another. Pure: node:crypto only.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

const signatureOf = (purpose: string, secret: string, body: string) =>
  createHmac('sha256', secret).update(`${purpose}.${body}`).digest('base64url')

export function signJson(purpose: string, secret: string, value: unknown): string {
  const body = Buffer.from(JSON.stringify(value), 'utf8').toString('base64url')
  return `${body}.${signatureOf(purpose, secret, body)}`
}

/** The value of a token signed for this purpose, or undefined for anything else (forged, altered, too long, malformed). */
export function readSignedJson(purpose: string, secret: string, token: unknown, maxLength: number): unknown {
  if (typeof token !== 'string' || token.length > maxLength) return undefined
  const [body, given, ...rest] = token.split('.')
  if (!body || !given || rest.length > 0) return undefined
  const expected = Buffer.from(signatureOf(purpose, secret, body))
  const actual = Buffer.from(given)
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown
  } catch {
    return undefined
  }
}
