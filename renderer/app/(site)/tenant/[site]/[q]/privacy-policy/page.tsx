import { PRIVACY_ACT, PRIVACY_COLLECTED_INFORMATION, PRIVACY_COMPLAINT_RESPONSE_DAYS } from '@forecourt/domain/legal'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { privacySections } from '@/lib/reads/legal'
import { siteFromParams, type SiteParams } from '@/lib/reads/tenant'

// Rendered on its first request per tenant, path and query, then served from the cache (see ../layout.tsx).
export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const { tenant } = await siteFromParams(params)
  if (!tenant) return { title: 'No site at this address', robots: { index: false } }
  return { title: `Privacy Policy | ${tenant.name}`, alternates: { canonical: '/privacy-policy' } }
}

/** The standard wording of a topic, used where the dealer has not written their own. */
function standardText(topic: string, dealer: string): string {
  switch (topic) {
    case 'Why we collect your personal information':
      return `${dealer} collects personal information to answer your enquiries, sell and service vehicles, arrange finance and keep you informed.`
    case 'What personal information we collect':
      return `We collect: ${PRIVACY_COLLECTED_INFORMATION.join('; ').toLowerCase()}.`
    case 'Our national dealer network and shared information':
      return 'We may share your information with the manufacturer and its national dealer network so that any dealer you visit can help you.'
    case 'Marketing and how to opt out':
      return 'We may send you offers and news. You can opt out at any time with the unsubscribe link or by contacting us.'
    case 'Cookies and analytics':
      return 'Our website uses cookies and analytics to understand how it is used and to improve it.'
    case 'Disclosure of your personal information':
      return 'We disclose information only to those who help us serve you (such as finance providers and service partners) or where the law requires.'
    case 'How we collect your personal information':
      return 'We collect information when you fill in a form, call, email or visit us, and from the service providers you authorise.'
    case 'Security of your personal information':
      return 'We take reasonable steps to protect your information from misuse, loss and unauthorised access.'
    case 'Accessing your personal information':
      return 'You may ask for access to, or correction of, the information we hold about you.'
    case 'Contact details':
      return `Contact ${dealer} with any question about this policy.`
    case 'Complaints':
      return `If you have a complaint about your privacy, contact us and we will respond within ${PRIVACY_COMPLAINT_RESPONSE_DAYS} days.`
    case 'Changes to this policy':
      return 'We may change this policy from time to time; the current version is always on this page.'
    default:
      return ''
  }
}

export default async function PrivacyPolicyRoute({ params }: { params: SiteParams }) {
  const { tenant } = await siteFromParams(params)
  if (!tenant) notFound()
  const sections = await privacySections(tenant)
  return (
    <article className="fc-page fc-legal-page">
      <h1>Privacy Policy</h1>
      <p>
        {tenant.name} handles personal information in line with the Australian Privacy Principles in the {PRIVACY_ACT}.
      </p>
      <nav aria-label="Privacy policy topics">
        <ol>
          {sections.map((section, index) => (
            <li key={section.topic}>
              <Link href={`#privacy-${index + 1}`}>{section.topic}</Link>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.topic} aria-labelledby={`privacy-${index + 1}`}>
          <h2 id={`privacy-${index + 1}`}>{section.topic}</h2>
          {(section.body ?? standardText(section.topic, tenant.name)).split(/\n{2,}/).map((paragraph, paragraphIndex) => (
            <p key={paragraphIndex}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  )
}
