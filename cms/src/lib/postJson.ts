/** How an outside provider is called: its address, its bearer token, how long it may take, and the fetch to use (tests). */
export type JsonProviderCall = { url: string; apiKey?: string | null; timeoutMs: number; fetch?: typeof fetch }

/**
 * POSTs `body` as JSON to a provider (the finance quote service, the rego lookup) with its bearer token
 * and a time limit, asking for JSON back. Network failures and timeouts reject; the caller words them.
 */
export function postJson({ url, apiKey, timeoutMs, fetch: send = fetch }: JsonProviderCall, body: unknown): Promise<Response> {
  return send(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  })
}
