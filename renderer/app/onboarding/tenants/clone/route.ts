import { handleCloneRequest } from '@forecourt/tenant-seeds'

import { payloadClient } from '@/lib/payload'

/** The onboarding clone (`pnpm tenant:clone` posts here); see tenant-seeds/src/clone.ts. */
export async function POST(request: Request): Promise<Response> {
  return handleCloneRequest(request, await payloadClient())
}

export const dynamic = 'force-dynamic'
