import 'server-only'

import { headers } from 'next/headers'

/** The host and scheme the visitor used, for URLs the browser will use (search host, router's first read). */
export async function requestOrigin(): Promise<{ host: string; protocol: 'http' | 'https' }> {
  const requestHeaders = await headers()
  return {
    host: requestHeaders.get('host') ?? 'localhost',
    protocol: requestHeaders.get('x-forwarded-proto') === 'https' ? 'https' : 'http',
  }
}
