import { reviewFeedbackLanding } from '@forecourt/domain/legal'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { siteSettingsFor } from '../../../lib/siteSettings'
import { requestTenant } from '../../../lib/tenant'

type Args = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata(): Promise<Metadata> {
  const tenant = await requestTenant()
  if (!tenant) return { title: 'No site at this address', robots: { index: false } }
  // Personalised by the link in an email: not a page for search engines.
  return { title: `How did we do? | ${tenant.name}`, robots: { index: false } }
}

export default async function ReviewFeedbackRoute({ searchParams }: Args) {
  const tenant = await requestTenant()
  if (!tenant) notFound()
  const settings = await siteSettingsFor(tenant.id)
  const reviewUrl = settings?.gmb_profiles?.find((profile) => profile.review_url?.trim())?.review_url
  const landing = reviewFeedbackLanding(await searchParams, reviewUrl)
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
