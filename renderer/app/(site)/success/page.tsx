import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { requestTenant } from '../../../lib/tenant'
import { SuccessMessage } from './SuccessMessage'

export async function generateMetadata(): Promise<Metadata> {
  const tenant = await requestTenant()
  return { title: tenant ? `Thank you | ${tenant.name}` : 'No site at this address', robots: { index: false } }
}

/** Where every enquiry and test-drive form lands once its lead is stored. */
export default async function SuccessPage() {
  const tenant = await requestTenant()
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
