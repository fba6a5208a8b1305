import 'server-only'

import { findTenantByHost, type ResolvedTenant } from '@forecourt/cms'
import { headers } from 'next/headers'
import { cache } from 'react'

import { payloadClient } from './payload'

/**
 * The tenant this request is for, from its Host header only: never from a query parameter, cookie
 * or body. Cached per request, so the layout, metadata and page resolve it once.
 */
export const requestTenant = cache(async (): Promise<ResolvedTenant | null> => {
  const host = (await headers()).get('host')
  return findTenantByHost(await payloadClient(), host)
})
