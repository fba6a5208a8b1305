import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { siteFromParams, type SiteParams } from '@/lib/reads/tenant'
import { SuccessMessage } from './SuccessMessage'

// Rendered on its first request per tenant, path and query, then served from the cache (see ../layout.tsx).
export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const { tenant } = await siteFromParams(params)
  return { title: tenant ? `Thank you | ${tenant.name}` : 'No site at this address', robots: { index: false } }
}

/** Where every enquiry and test-drive form lands once its lead is stored. */
export default async function SuccessPage({ params }: { params: SiteParams }) {
  const { tenant } = await siteFromParams(params)
  if (!tenant) notFound()
  return (
    <section className="fc-success">
      <h1>Thank you</h1>
      <SuccessMessage dealer={tenant.name} />
      <Link className="fc-button fc-button--primary" href="/">
        Back to the home page
      </Link>
    </section>
  )
}
