import 'server-only'

import type { ResolvedTenant } from '@forecourt/cms'
import type { VehiclePageData } from '@forecourt/domain/vehiclePage'

import { requestOrigin } from '@/lib/http/requestOrigin'
import { requestTenant } from '@/lib/reads/tenant'
import { vehiclePageData } from '@/lib/reads/vehicles'

/**
 * The car the print page and the PDF show: the request's tenant (from its Host), a car the vehicle
 * page itself would show, and a dealer that offers printing. Null in every other case, which the
 * callers answer with a 404 so a switched-off feature looks the same as a missing car.
 */
export async function printableVehicle(slug: string | null): Promise<{ tenant: ResolvedTenant; data: VehiclePageData } | null> {
  if (!slug) return null
  const tenant = await requestTenant()
  if (!tenant) return null
  const data = await vehiclePageData(tenant, slug, await requestOrigin())
  if (!data?.settings.printing_enabled) return null
  return { tenant, data }
}
