import { reviewFeedbackLanding } from '@forecourt/domain/legal'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { siteSettingsFor } from '@/lib/reads/siteSettings'
import { siteFromParams, type SiteParams } from '@/lib/reads/tenant'

type Args = { params: SiteParams }

// Rendered on its first request per tenant, path and query, then served from the cache (see ../layout.tsx).
export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const { tenant } = await siteFromParams(params)
  if (!tenant) return { title: 'No site at this address', robots: { index: false } }
  // Personalised by the link in an email: not a page for search engines.
  return { title: `How did we do? | ${tenant.name}`, robots: { index: false } }
}

export default async function ReviewFeedbackRoute({ params }: Args) {
  const { tenant, query } = await siteFromParams(params)
  if (!tenant) notFound()
  const settings = await siteSettingsFor(tenant.id)
  const reviewUrl = settings?.gmb_profiles?.find((profile) => profile.review_url?.trim())?.review_url
  const landing = reviewFeedbackLanding(query, reviewUrl)
  return (
    <article className="fc-page fc-review-feedback">
      <h1>Hi {landing.firstName},</h1>
      <p>Thank you for choosing {landing.dealershipName}. How was your experience with us?</p>
      <div className="fc-review-feedback__actions">
        {landing.greatExperienceHref ? (
          <a className="fc-button fc-button--primary" href={landing.greatExperienceHref} rel="noopener">
            I had a great experience
          </a>
        ) : null}
        <Link className="fc-button fc-button--secondary" href={landing.badExperienceHref}>
          I had a bad experience
        </Link>
      </div>
    </article>
  )
}
