import { EnquiryDialogForm } from '@forecourt/blocks/enquiryForm'
import { blockDataOf, type LayoutBlockOf } from '@forecourt/blocks/registry'
import { pathForPageSlug, type ResolvedTenant } from '@forecourt/cms'
import { isAvailable } from '@forecourt/domain/vehicle'
import type { VehiclePageCar } from '@forecourt/domain/vehiclePage'
import type { VehiclePageDialogs } from '@forecourt/site-ui/vehiclePage'

import type { SiteOrigin } from '@/lib/http/siteRoute'
import { blockDataFor } from '@/lib/reads/blockData'
import { publishedPage } from '@/lib/reads/pages'

/** Which of the site's enquiry pages each car-page dialog takes its form from. */
const DIALOG_PAGES = {
  enquire: 'contact',
  makeAnOffer: 'make-an-offer',
  findSimilar: 'find-me-something-similar',
} as const satisfies Record<keyof VehiclePageDialogs, string>

/**
 * The form of one of the site's enquiry pages, drawn for this car exactly as that page draws it with
 * `?car_id=` (the same block, signed token and intake), so the dialog and the page it falls back to
 * without JavaScript store the same lead. Null when the site has no such page or it holds no form.
 */
async function dialogForm(tenant: ResolvedTenant, slug: string, car: VehiclePageCar, origin: SiteOrigin) {
  const page = await publishedPage(tenant.id, slug)
  const block = page?.layout.find((entry): entry is LayoutBlockOf<'enquiryForm'> => entry.blockType === 'enquiryForm')
  if (!page || !block) return null
  const path = pathForPageSlug(slug)
  const data = blockDataOf(
    await blockDataFor(tenant, [block], { pathname: path, searchParams: { car_id: car.slug }, ...origin }, page.id),
    block,
  )
  // A saved block always has an id, so its data; without them there is no signed form to draw.
  if (!data) return null
  return (
    <EnquiryDialogForm
      block={block}
      data={data}
      // Not the page's first block: the form's heading is an h2 under the car's own h1.
      context={{ tenant: { id: tenant.id, name: tenant.name, slug: tenant.slug }, path, index: 1 }}
    />
  )
}

/** The car page's dialogs: the quick enquiry and the offer for a car on sale, the find-similar form for a sold one. */
export async function vehicleDialogs(tenant: ResolvedTenant, car: VehiclePageCar, origin: SiteOrigin): Promise<VehiclePageDialogs> {
  const wanted: (keyof VehiclePageDialogs)[] = isAvailable(car) ? ['enquire', 'makeAnOffer'] : ['findSimilar']
  const forms = await Promise.all(wanted.map((key) => dialogForm(tenant, DIALOG_PAGES[key], car, origin)))
  return Object.fromEntries(wanted.flatMap((key, index) => (forms[index] ? [[key, forms[index]]] : [])))
}
