import type { EnquiryFormBlock } from '@forecourt/schema'

import type { TemplatePage } from './types'

type FormBlock = Omit<EnquiryFormBlock, 'blockType'>

const form = (block: FormBlock) => ({ blockType: 'enquiryForm' as const, ...block })

export type EnquiryPagesOptions = {
  /** The dealership choice of the group's forms; one option is selected for the visitor. */
  dealerships?: { label: string; value: string }[]
  /** Some dealers ask test-drive visitors to agree to their terms before booking. */
  testDriveTerms?: string
  /** A group selling through a national network of dealers says so among its fleet bullets. */
  fleetNationalNetwork?: boolean
  /** A group with service centres of their own lists them under the service form (the block's service variant). */
  serviceLocations?: boolean
}

/** The fleet panel's bullets, in the specification's words. */
export const FLEET_BULLETS = ['Custom fleet solutions', 'Servicing and repairs', 'Fast quotes', 'Finance Options'] as const
export const FLEET_NETWORK_BULLET = 'National Dealer Network'

/**
 * The enquiry pages every template starts with: /contact, /book-a-test-drive, /make-an-offer,
 * /find-me-something-similar, /request-photos, /fleet, /service (two steps) and /careers. Seeded create-if-missing,
 * so a marketer's edits survive a later seed.
 */
export function enquiryPages(dealerName: string, options: EnquiryPagesOptions = {}): TemplatePage[] {
  const dealerships = options.dealerships ?? []
  return [
    {
      slug: 'contact',
      title: `Contact ${dealerName}`,
      seo: { description: `Send ${dealerName} an enquiry about a car, finance, service or parts.` },
      layout: () => [
        form({
          kind: 'general',
          heading: 'Contact Us',
          intro: 'Tell us what you are after and our team will get back to you.',
          fields: { categorySelect: true, preferredContactMethod: true },
          dealerships,
        }),
      ],
    },
    {
      slug: 'book-a-test-drive',
      title: `Book a Test Drive | ${dealerName}`,
      layout: () => [
        form({
          kind: 'test-drive',
          intro: 'Choose a time that suits you and we will have the car ready.',
          fields: {
            appointments: true,
            appointmentDays: 7,
            preferredContactMethod: true,
            ...(options.testDriveTerms ? { requireTerms: true, termsText: options.testDriveTerms } : {}),
          },
          dealerships,
          submitText: 'Book Test Drive',
        }),
      ],
    },
    {
      slug: 'make-an-offer',
      title: `Make an Offer | ${dealerName}`,
      layout: () => [
        form({ kind: 'make-an-offer', intro: 'Tell us what you would pay and we will come back to you.', submitText: 'Send My Offer' }),
      ],
    },
    {
      slug: 'find-me-something-similar',
      title: `Find Me Something Similar | ${dealerName}`,
      layout: () => [
        form({
          kind: 'find-similar',
          intro: 'Describe the car you are after and we will search our network for you.',
          fields: { financeStatus: true, tradeIn: true },
        }),
      ],
    },
    {
      // The Request Photos form: '?car_id=' names the car, and the lead asks 'Please send photos for this car'.
      slug: 'request-photos',
      title: `Request Photos | ${dealerName}`,
      layout: () => [
        form({ kind: 'request-photos', intro: 'Tell us where to send them and we will take more photos of this car for you.' }),
      ],
    },
    {
      slug: 'fleet',
      title: `Fleet Sales | ${dealerName}`,
      layout: () => [
        form({
          kind: 'fleet',
          intro: 'Vehicles for your business, with a dedicated fleet manager.',
          bullets: [...FLEET_BULLETS, ...(options.fleetNationalNetwork ? [FLEET_NETWORK_BULLET] : [])].map((text) => ({ text })),
          fields: { lastName: true },
        }),
      ],
    },
    {
      slug: 'service',
      title: `Book a Service | ${dealerName}`,
      layout: () => [
        form({
          kind: 'service',
          heading: 'Book a Service',
          intro: 'Your details first, then tell us about your car.',
          multiStep: true,
          dealerships,
        }),
        ...(options.serviceLocations
          ? [{ blockType: 'locations' as const, heading: 'Our service centres', variant: 'service' as const }]
          : []),
      ],
    },
    {
      slug: 'careers',
      title: `Careers | ${dealerName}`,
      layout: () => [
        form({ kind: 'careers', heading: 'Work With Us', intro: 'Tell us about yourself and the role you are interested in.' }),
      ],
    },
  ]
}
