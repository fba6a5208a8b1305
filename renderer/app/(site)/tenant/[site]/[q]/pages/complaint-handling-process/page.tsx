import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { complaintsView } from '@/lib/reads/legal'
import { siteSettingsFor } from '@/lib/reads/siteSettings'
import { siteFromParams, type SiteParams } from '@/lib/reads/tenant'

// Rendered on its first request per tenant, path and query, then served from the cache (see ../layout.tsx).
export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const { tenant } = await siteFromParams(params)
  if (!tenant) return { title: 'No site at this address', robots: { index: false } }
  return { title: `Complaint Handling Process | ${tenant.name}`, alternates: { canonical: '/pages/complaint-handling-process' } }
}

export default async function ComplaintsRoute({ params }: { params: SiteParams }) {
  const { tenant } = await siteFromParams(params)
  if (!tenant) notFound()
  const [view, settings] = await Promise.all([complaintsView(tenant), siteSettingsFor(tenant.id)])
  const contact = settings?.complaints_contact
  return (
    <article className="fc-page fc-legal-page">
      <h1>Complaint Handling Process</h1>
      <p>{view.intro}</p>
      {contact?.email || contact?.phone ? (
        <p>
          Complaints contact{contact.name ? `: ${contact.name}` : ''}
          {contact.email ? (
            <>
              {' '}
              — <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </>
          ) : null}
          {contact.phone ? (
            <>
              {' '}
              — <a href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</a>
            </>
          ) : null}
        </p>
      ) : null}
      <h2>If your concern is not resolved</h2>
      <p>You can contact the consumer affairs regulator in your state:</p>
      <ul className="fc-regulators">
        {view.regulators.map((regulator) => (
          <li key={regulator.state}>
            <a href={regulator.website} rel="noopener">
              {regulator.name}
            </a>{' '}
            ({regulator.state})
          </li>
        ))}
      </ul>
      <p className="fc-regulators__closing">{view.closing}</p>
    </article>
  )
}
