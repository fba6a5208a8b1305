import 'server-only'

import { siteBrandFor } from '@/lib/reads/brand'
import { siteFromParams, type SiteParams } from '@/lib/reads/tenant'
import { appIconPng, pngResponse } from './brandImages'

/**
 * GET of one of the site's icons (`/icon.png`, `/icon-512.png`, `/apple-icon.png`): drawn from the
 * tenant's logo on its first request and then answered from the cache like the pages. The brand read
 * carries the settings' and media's tags, so a new logo or colour expires the icon with the pages.
 */
export async function appIconAnswer(params: SiteParams, size: number): Promise<Response> {
  const { tenant } = await siteFromParams(params)
  if (!tenant) return new Response('No site at this address', { status: 404 })
  return pngResponse(await appIconPng(await siteBrandFor(tenant.id), tenant.name, size))
}
