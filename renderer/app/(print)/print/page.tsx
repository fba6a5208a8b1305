import { carCardTitle } from '@forecourt/domain/carCard'
import { PrintSheet } from '@forecourt/site-ui/vehiclePage'
import { printPageSlug } from '@forecourt/domain/vehiclePage'
import type { Metadata } from 'next'
import type React from 'react'
import { notFound } from 'next/navigation'

import { printableVehicle } from '@/lib/print/vehiclePrint'
import { siteBrandFor } from '@/lib/reads/brand'

type Args = { searchParams: Promise<Record<string, string | string[] | undefined>> }

async function carForRequest(searchParams: Args['searchParams']) {
  return printableVehicle(printPageSlug((await searchParams).car_id))
}

export async function generateMetadata({ searchParams }: Args): Promise<Metadata> {
  const found = await carForRequest(searchParams)
  if (!found) return { title: 'Page not found', robots: { index: false } }
  // A copy of the car's page for paper: kept out of search results, which should find the page itself.
  return {
    title: `${carCardTitle(found.data.car)} | ${found.tenant.name}`,
    robots: { index: false, follow: false },
    alternates: { canonical: found.data.pageUrl },
  }
}

/** /print?car_id={slug}: the printable page of one car, opened in a new tab from the vehicle page. */
export default async function PrintRoute({ searchParams }: Args) {
  const found = await carForRequest(searchParams)
  if (!found) notFound()
  const brand = await siteBrandFor(found.tenant.id)
  // The dealer's colours and radius for the sheet (custom properties inherit), and its logo at the top.
  return (
    <div style={brand.cssVariables as React.CSSProperties}>
      <PrintSheet data={found.data} logo={brand.logo} />
    </div>
  )
}
