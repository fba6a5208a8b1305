import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { handleEndpoints, type SanitizedConfig } from 'payload'

export type ApiCall = { method?: string; path: string; token?: string; host?: string; body?: unknown }

/** Sends a request through Payload's REST handler in-process: the same code /api runs in Next. */
export async function rest(config: SanitizedConfig, call: ApiCall): Promise<{ status: number; json: any }> {
  const headers = new Headers({ host: call.host ?? 'localhost:3000' })
  if (call.token) headers.set('authorization', `JWT ${call.token}`)
  if (call.body !== undefined) headers.set('content-type', 'application/json')
  const request = new Request(`http://${call.host ?? 'localhost:3000'}${call.path}`, {
    method: call.method ?? 'GET',
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  })
  const response = await handleEndpoints({ config, request, path: new URL(request.url).pathname })
  const text = await response.text()
  return { status: response.status, json: text ? JSON.parse(text) : null }
}

/** Sends a GraphQL operation through Payload's GraphQL handler in-process. */
export async function graphql(
  config: SanitizedConfig,
  query: string,
  options: { token?: string; host?: string; variables?: Record<string, unknown> } = {},
): Promise<{ data: any; errors?: Array<{ message: string }> }> {
  const headers = new Headers({ host: options.host ?? 'localhost:3000', 'content-type': 'application/json' })
  if (options.token) headers.set('authorization', `JWT ${options.token}`)
  const request = new Request(`http://${options.host ?? 'localhost:3000'}/api/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables: options.variables }),
  })
  const response = await GRAPHQL_POST(Promise.resolve(config))(request)
  return (await response.json()) as { data: any; errors?: Array<{ message: string }> }
}
