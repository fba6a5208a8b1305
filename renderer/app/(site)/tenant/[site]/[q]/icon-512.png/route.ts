import { appIconAnswer } from '@/lib/images/brandRoutes'
import type { SiteParams } from '@/lib/reads/tenant'

// Drawn once per tenant (and brand version, in the query), then from the cache: see lib/images/brandRoutes.ts.
export const dynamic = 'force-static'
export const revalidate = 300
export async function generateStaticParams() {
  return []
}

/** GET /icon-512.png: the large icon of the web app manifest, 512×512, from the dealer's logo. */
export async function GET(_request: Request, { params }: { params: SiteParams }) {
  return appIconAnswer(params, 512)
}
