import { siteFromParams } from '@/lib/reads/tenant'
import { recordVehicleView, slugFromParam } from '@/lib/reads/vehicles'

const noStore = { 'cache-control': 'no-store' }

/** GET /cars/{slug}/view.json: counts a view and answers `{ views, car_fields }`; 404 for a car the page would not show. */
export async function GET(_request: Request, { params }: { params: Promise<{ site: string; q: string; slug: string }> }) {
  const { tenant } = await siteFromParams(params)
  const answer = tenant ? await recordVehicleView(tenant, slugFromParam((await params).slug)) : null
  if (!answer) return Response.json({ error: 'Not found' }, { status: 404, headers: noStore })
  return Response.json(answer, { headers: noStore })
}
