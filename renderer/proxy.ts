import { NextResponse, type NextRequest } from 'next/server'

import { malformedRequestAnswer } from './lib/malformedRequest'

/**
 * Runs before routing on every request. Kept a thin composer: each concern lives in its own module
 * under lib/ and either answers the request itself or lets it through.
 */
export function proxy(request: NextRequest): Response {
  return malformedRequestAnswer(request.nextUrl, request.headers) ?? NextResponse.next()
}
