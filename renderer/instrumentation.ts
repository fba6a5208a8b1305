// Runs once when the server starts, before it answers requests: checks every setting (an invalid one
// stops the server with its message), brings the database schema up to date and, when asked, seeds
// the demo tenants. Done here, inside the built server, because loading
// Payload's TypeScript config from a separate CLI process proved unreliable on Node 20 (the process
// sometimes ends or hangs before the command runs).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  // Before anything reads a setting, so a bad one is reported as such.
  const { settingsOrExit } = await import('@/lib/startup/settingsCheck')
  settingsOrExit()
  // Before the first request: every visitor address the rate limits see depends on it.
  const { appendSocketAddressToForwardedFor } = await import('@/lib/http/socketAddress')
  appendSocketAddressToForwardedFor()
  // The search API (`/1/indexes/...`) is answered ahead of Next's routing, which cost it most of its time.
  const { mountSearchFastPath } = await import('@/lib/http/searchFastPath')
  const { answerSearch } = await import('@/lib/http/searchService')
  mountSearchFastPath(answerSearch, { development: process.env.NODE_ENV === 'development' })
  // Mounted after the search fast path so that it runs first: no client may take the thread from the others.
  const { platformSettings } = await import('@forecourt/cms/settings')
  const { mountAdmissionGate } = await import('@/lib/http/admissionGate')
  const { admission, server } = platformSettings()
  let signingSecret: string | null = null
  mountAdmissionGate({
    perClient: admission.perClient,
    perProcess: admission.perProcess,
    runningAtOnce: admission.runningAtOnce,
    graphqlPerClient: admission.graphqlPerUser,
    busyMsPerClient: admission.busyMsPerClient,
    trustedProxyHops: server.trustedProxyHops,
    development: process.env.NODE_ENV === 'development',
    signingSecret: () => signingSecret,
  })
  const { preparePlatform } = await import('@/lib/startup/prepare')
  await preparePlatform()
  const { payloadClient } = await import('@/lib/payload')
  signingSecret = (await payloadClient()).secret
  // Built inside the first GraphQL request otherwise, holding every site for about a second.
  const { prepareGraphqlSchema } = await import('@forecourt/cms')
  await prepareGraphqlSchema((await payloadClient()).config)
}
