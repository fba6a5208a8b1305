import { graphqlErrorCodes } from './queryCost'

type Handler = (request: Request) => Promise<Response>

const statusByCode: Record<string, number> = {
  [graphqlErrorCodes.signInRequired]: 401,
  [graphqlErrorCodes.tooCostly]: 400,
  [graphqlErrorCodes.limitOutOfRange]: 400,
  [graphqlErrorCodes.selectOff]: 400,
}

/**
 * GraphQL over HTTP answers a refused query 200 with `errors` when the client accepts plain JSON, as
 * most do. An operation this platform refuses before running it (cms/src/graphql/queryCost.ts) is
 * answered with the status that says why instead: 401 to sign in, 400 for a query that asks too much.
 */
export function answeringRefusalsWithStatus(handle: Handler): Handler {
  return async (request) => {
    const response = await handle(request)
    if (response.status !== 200 || !response.headers.get('content-type')?.includes('json')) return response
    const text = await response.text()
    let status = 200
    try {
      const body = JSON.parse(text) as { data?: unknown; errors?: Array<{ extensions?: { code?: unknown } }> }
      // Refused before running: no `data` at all, only errors.
      if (!('data' in body) && Array.isArray(body.errors)) {
        const statuses = body.errors.map((error) => statusByCode[String(error.extensions?.code)] ?? 0)
        status = Math.max(200, ...statuses)
      }
    } catch {
      // Not ours to judge: passed on as it came.
    }
    return new Response(text, { status, statusText: status === 200 ? response.statusText : '', headers: response.headers })
  }
}
