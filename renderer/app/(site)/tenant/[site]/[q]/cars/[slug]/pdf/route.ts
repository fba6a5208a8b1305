import { carSlugInput, pdfContentDisposition, printSheet } from '@forecourt/domain/vehiclePage'

import { logoPng } from '@/lib/images/brandImages'
import { vehiclePdf } from '@/lib/print/vehiclePdf'
import { printableVehicle } from '@/lib/print/vehiclePrint'
import { siteBrandFor } from '@/lib/reads/brand'
import { slugFromParam } from '@/lib/reads/vehicles'

// Built per request from the live car: a price change must show in the next download.
export const dynamic = 'force-dynamic'

/**
 * GET /cars/{slug}/pdf: the car's PDF as a download named {slug}.pdf. 404 when the tenant has no such
 * visible car or does not offer printing.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const slug = carSlugInput.safeParse(slugFromParam((await params).slug))
  const found = await printableVehicle(slug.success ? slug.data : null)
  if (!found) return Response.json({ error: 'Not found' }, { status: 404, headers: { 'cache-control': 'no-store' } })
  const { data, tenant } = found
  const brand = await siteBrandFor(tenant.id)
  const pdf = await vehiclePdf(printSheet(data), {
    dealerName: tenant.name,
    logo: await logoPng(brand.logo, 720, 192),
    brandColour: brand.colours.brand_colour,
  })
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': pdfContentDisposition(data.car.slug),
      'content-length': String(pdf.byteLength),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}
