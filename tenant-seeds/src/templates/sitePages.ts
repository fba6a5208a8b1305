import type { EnquiryFormBlock, Page } from '@forecourt/schema'

import { richText, type RichTextInput } from '../lexical'
import type { TemplatePage } from './types'
import { DEFAULT_TRADE_IN_FAQ } from '@forecourt/domain/tradeIn'

type Layout = NonNullable<Page['layout']>
type Button = { label: string; url: string; style?: 'primary' | 'secondary' }
type FormBlock = Omit<EnquiryFormBlock, 'blockType'>

/**
 * The pages a template's menus, footers, buttons and offers link to, built from the blocks a marketer
 * edits in the admin (a heading, rich text, buttons, a form, a car search), so every link of a new site
 * leads to a real page the dealer can reword or replace.
 */

/** A page of words: a heading, its text, and buttons on to the pages it is about. */
export function infoPage(input: {
  slug: string
  title: string
  heading: string
  intro: string
  content?: RichTextInput
  buttons?: Button[]
  extra?: Layout
}): TemplatePage {
  return {
    slug: input.slug,
    title: input.title,
    seo: { description: input.intro },
    layout: () => [
      { blockType: 'hero', title: input.heading, text: input.intro, tone: 'light' },
      ...(input.content?.length ? [{ blockType: 'richText' as const, width: 'narrow' as const, content: richText(input.content) }] : []),
      ...(input.buttons?.length
        ? [
            {
              blockType: 'callToAction' as const,
              heading: 'Talk to our team',
              buttons: input.buttons.map((button, index) => ({
                ...button,
                style: button.style ?? (index === 0 ? 'primary' : 'secondary'),
              })),
            },
          ]
        : []),
      ...(input.extra ?? []),
    ],
  }
}

/**
 * A page that is a car search with a starting preset (the visitor can change it); its query string
 * drives the search as on /search, so `?certified=true` narrows it to certified cars.
 */
export function searchPage(input: {
  slug: string
  title: string
  heading: string
  carTypes: Array<'new' | 'demo' | 'used'>
  make?: string
  description: string
}): TemplatePage {
  return {
    slug: input.slug,
    title: input.title,
    seo: { description: input.description },
    layout: () => [
      { blockType: 'vehicleSearch', heading: input.heading, carTypes: input.carTypes, ...(input.make ? { make: input.make } : {}) },
    ],
  }
}

/** A page that is one enquiry form; a '?car_id=' or '?offer=' link fills in the car or the offer. */
export function formPage(input: { slug: string; title: string; form: FormBlock; before?: Layout }): TemplatePage {
  return {
    slug: input.slug,
    title: input.title,
    layout: () => [...(input.before ?? []), { blockType: 'enquiryForm', ...input.form }],
  }
}

/**
 * A trade-in valuation page: the valuation tool (rego, the car it names, kilometres and the adjustment
 * questions, then the estimate or the no-estimate path and the shopper's details) with the trade-in
 * FAQ beside it. A '?car_id=' link names the car the trade-in is for.
 */
export function valuationPage(input: { slug: string; title: string; heading: string; intro: string }): TemplatePage {
  return {
    slug: input.slug,
    title: input.title,
    seo: { description: input.intro },
    layout: () => [
      { blockType: 'tradeInValuation', heading: input.heading, intro: input.intro },
      { blockType: 'tradeInFaq', heading: 'Trade-In FAQs', items: DEFAULT_TRADE_IN_FAQ.map((item) => ({ ...item })) },
    ],
  }
}

/**
 * The pages every template links to whatever its menus: the offer pages' 'Enquire' button
 * (/enquiries/general-enquiry?offer=N), every car page's Trade-In button (/cars/trade-in?car_id=N), the
 * footer's Terms & Conditions, the finance link of the site's settings with the car and the calculator's
 * figures prefilled, and the spec's /trade-in and /sell-my-car (where feature banners send visitors to
 * sell their car), each a valuation page.
 */
export function commonPages(dealerName: string, options: { financePath: string }): TemplatePage[] {
  return [
    formPage({
      slug: 'enquiries/general-enquiry',
      title: `General Enquiry | ${dealerName}`,
      form: {
        kind: 'general',
        heading: 'General Enquiry',
        intro: 'Ask us anything: a car, an offer, finance, service or parts. We will get back to you within one business day.',
        fields: { categorySelect: true, preferredContactMethod: true },
      },
    }),
    valuationPage({
      slug: 'cars/trade-in',
      title: `Trade-In Valuation | ${dealerName}`,
      heading: 'Value My Trade-In',
      intro: 'Enter your rego for an instant estimate of your trade-in towards this car.',
    }),
    valuationPage({
      slug: 'trade-in',
      title: `Trade-In | ${dealerName}`,
      heading: 'Value My Trade-In',
      intro: 'Trading in towards one of our cars? Enter your rego for an instant estimate, then we take it off your hands at a fair price.',
    }),
    valuationPage({
      slug: 'sell-my-car',
      title: `Sell My Car | ${dealerName}`,
      heading: 'Sell My Car',
      intro: 'Get an instant estimate for your car from its rego, whether you buy from us or not.',
    }),
    formPage({
      slug: options.financePath.replace(/^\/+/, ''),
      title: `Finance Enquiry | ${dealerName}`,
      form: {
        kind: 'finance',
        heading: 'Finance Enquiry',
        intro: 'Get pre-approved before you buy: our finance team compares lenders and comes back to you with a quote.',
        fields: { tradeIn: true },
      },
    }),
    infoPage({
      slug: 'terms-and-conditions',
      title: `Terms & Conditions | ${dealerName}`,
      heading: 'Terms & Conditions',
      intro: `The terms that apply when you use the ${dealerName} website.`,
      content: [
        { heading: 'Prices and availability' },
        {
          paragraph:
            'Prices shown are drive-away unless stated otherwise and may change without notice. Every car is subject to prior sale; please confirm availability with our team before you travel.',
        },
        { heading: 'Offers' },
        {
          paragraph:
            'Special offers are available for a limited time, to approved applicants where finance applies, and cannot be combined.',
        },
        { heading: 'Finance estimates' },
        {
          paragraph:
            'Repayments shown are estimates only and are not a quote or an offer of finance. Fees, charges and lending criteria apply.',
        },
        { heading: 'Your information' },
        { paragraph: 'How we collect and use your details is set out in our privacy policy.' },
      ],
      buttons: [{ label: 'Privacy Policy', url: '/privacy-policy' }],
    }),
  ]
}

/** Sell or trade in a car: the valuation tool with the trade-in FAQ. */
export function sellYourCarPage(dealerName: string): TemplatePage {
  return valuationPage({
    slug: 'sell-your-car',
    title: `Sell Your Car | ${dealerName}`,
    heading: 'Sell Your Car',
    intro: 'Get a fair offer for your car: enter its rego for an instant estimate, whether you buy from us or not.',
  })
}
