import 'server-only'

import { headers } from 'next/headers'

/**
 * The host and scheme the visitor used, from the request's headers: for the answers that are per request
 * anyway (robots.txt, sitemap.xml, the print page). Site pages have it from their route parameter.
 */
export async function requestOrigin(): Promise<{ host: string; protocol: 'http' | 'https' }> {
  const requestHeaders = await headers()
  return {
    host: requestHeaders.get('host') ?? 'localhost',
    protocol: requestHeaders.get('x-forwarded-proto') === 'https' ? 'https' : 'http',
  }
}
