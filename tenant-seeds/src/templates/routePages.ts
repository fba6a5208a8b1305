import type { EnquiryFormBlock } from '@forecourt/schema'

import { richText, type RichTextInput } from '../lexical'
import type { TemplatePage, TemplatePost } from './types'

type FormBlock = Omit<EnquiryFormBlock, 'blockType'>

const form = (block: FormBlock) => ({ blockType: 'enquiryForm' as const, ...block })

export type RoutePagesOptions = {
  /** Several locations scroll in a carousel on the contact page instead of a grid. */
  locationsCarousel?: boolean
  /** Blog posts exist: a /blog page with the category cards. */
  blog?: boolean
}

/**
 * The pages of the specification's own routes that a marketer edits: /contact-us (with the guarantee
 * strip), /customer-feedback-survey (where the review landing's 'I had a bad experience' leads),
 * /parts/search, /personalised/finance (the car from ?car_id=) and, with a blog, /blog. Seeded
 * create-if-missing like the other pages, so a marketer's edits survive a later seed.
 */
export function routePages(dealerName: string, options: RoutePagesOptions = {}): TemplatePage[] {
  const pages: TemplatePage[] = [
    {
      slug: 'contact-us',
      title: `Contact Us | ${dealerName}`,
      seo: { description: `Visit, call or message ${dealerName}: our locations, opening hours and our promise to you.` },
      layout: () => [
        form({
          kind: 'general',
          heading: 'Contact Us',
          intro: 'Tell us what you are after and our team will get back to you.',
          fields: { categorySelect: true, preferredContactMethod: true },
        }),
        { blockType: 'guaranteeStrip', heading: 'Our promise to you', reserveUrl: '/search/used-cars' },
        { blockType: 'locations', heading: 'Our locations', variant: 'all', display: options.locationsCarousel ? 'carousel' : 'grid' },
      ],
    },
    {
      slug: 'customer-feedback-survey',
      title: `Customer Feedback Survey | ${dealerName}`,
      seo: { description: `Tell ${dealerName} how we did and what we could do better.` },
      layout: () => [
        form({
          kind: 'general',
          heading: 'Customer Feedback Survey',
          intro: `We are sorry your experience with ${dealerName} was not what it should have been. Tell us what happened and a manager will contact you.`,
          category: 'Feedback',
          subcategory: 'Customer Feedback Survey',
          fields: { preferredContactMethod: true },
          submitText: 'Send Feedback',
        }),
      ],
    },
    {
      slug: 'parts/search',
      title: `Parts Search | ${dealerName}`,
      seo: { description: `Find genuine parts and accessories: tell ${dealerName}'s parts team what you need.` },
      layout: () => [
        form({
          kind: 'parts',
          heading: 'Find a Part',
          intro:
            'Tell us your vehicle and the part you need, with a part number if you have one, and our parts team will check stock and price.',
          fields: { preferredContactMethod: true },
        }),
      ],
    },
    {
      slug: 'personalised/finance',
      title: `Personalised Finance | ${dealerName}`,
      seo: { description: `Repayments worked out for you and the car you want, from ${dealerName}'s finance team.` },
      layout: () => [
        form({
          kind: 'finance',
          heading: 'Personalised Finance',
          intro: 'Tell us about the car you want and your budget, and our finance team will work out repayments for you.',
          fields: { preferredContactMethod: true, tradeIn: true },
        }),
      ],
    },
    ...shopperPages(dealerName),
  ]
  if (options.blog) {
    pages.push({
      slug: 'blog',
      title: `Blog | ${dealerName}`,
      seo: { description: `Vehicle reviews, news and advice from ${dealerName}.` },
      layout: () => [
        { blockType: 'blogCategories', heading: 'Our Blog' },
        {
          blockType: 'richText',
          width: 'narrow',
          content: richText([{ paragraph: `Vehicle reviews, news and advice from the team at ${dealerName}.` }]),
        },
      ],
    })
  }
  return pages
}

const shopper = (kind: 'sign-in' | 'my-garage' | 'watchlist' | 'spin-to-win' | 'online-payment', heading: string, intro: string) => ({
  blockType: 'shopperAccount' as const,
  kind,
  heading,
  intro,
})

/**
 * The shopper's pages: /sign-in (opened with ?type=&redirect=&back=), My Garage, the watchlist (the
 * settings' default path) and the pages only signed-in shoppers open (spin to win, online payment).
 */
function shopperPages(dealerName: string): TemplatePage[] {
  return [
    {
      slug: 'sign-in',
      title: `Sign In | ${dealerName}`,
      seo: { description: `Sign in to ${dealerName} with your mobile number to save cars and see your garage.` },
      layout: () => [
        shopper('sign-in', 'Sign In', 'Enter your Australian mobile number and we will text you a 6-digit code. No password needed.'),
      ],
    },
    {
      slug: 'my-garage',
      title: `My Garage | ${dealerName}`,
      seo: { description: `Your saved cars, enquiries and reservations with ${dealerName}.` },
      layout: () => [
        shopper('my-garage', 'My Garage', 'Your saved cars, your enquiries and reservations, and the cars you looked at recently.'),
      ],
    },
    {
      slug: 'watchlist',
      title: `My Watchlist | ${dealerName}`,
      seo: { description: `The cars you saved at ${dealerName}.` },
      layout: () => [
        shopper('watchlist', 'My Watchlist', 'The cars you saved. We will keep them here until you remove them or they are sold.'),
      ],
    },
    {
      slug: 'spin-to-win',
      title: `Spin to Win | ${dealerName}`,
      seo: { description: `Signed-in customers of ${dealerName} go in the monthly draw.` },
      layout: () => [
        shopper(
          'spin-to-win',
          'Spin to Win',
          `Signed-in customers of ${dealerName} go in our monthly draw for a service voucher. We text the winner.`,
        ),
      ],
    },
    {
      slug: 'online-payment',
      title: `Online Payment | ${dealerName}`,
      seo: { description: `Pay a deposit or an invoice to ${dealerName} online.` },
      layout: () => [
        shopper(
          'online-payment',
          'Online Payment',
          'To pay a deposit or an invoice online, contact us with your invoice or stock number and we will text you a secure payment link.',
        ),
      ],
    },
  ]
}

const post = (
  title: string,
  slug: string,
  category: TemplatePost['category'],
  publishedDate: string,
  excerpt: string,
  body: RichTextInput,
  image?: string,
): TemplatePost => ({
  title,
  slug,
  category,
  publishedDate,
  excerpt,
  content: body,
  ...(image ? { image } : {}),
})

/** A used-car group's first articles: reviews of the cars it sells most, news and buying advice. */
export function usedCarGroupPosts(dealerName: string): TemplatePost[] {
  return [
    post(
      'Used Kia Sportage review: the family SUV that keeps its value',
      'used-kia-sportage-review',
      'vehicle-reviews',
      '2026-10-14T00:00:00.000Z',
      'Roomy, well equipped and backed by a long warranty: why the Sportage is one of our best sellers.',
      [
        { paragraph: 'The Kia Sportage has been one of the most asked-about SUVs in our yards for years, and it is easy to see why.' },
        { heading: 'What we like' },
        { bullets: ['Generous rear seat and boot', 'Long factory warranty that transfers to the next owner', 'Low running costs'] },
      ],
      'offer',
    ),
    post(
      'Mazda CX-5 or Toyota RAV4? Two used SUVs side by side',
      'mazda-cx-5-or-toyota-rav4',
      'vehicle-reviews',
      '2026-09-02T00:00:00.000Z',
      'Two of the most popular mid-size SUVs compared on space, economy and value.',
      [{ paragraph: 'Both are excellent buys second-hand. The RAV4 Hybrid wins on economy; the CX-5 feels more upmarket inside.' }],
    ),
    post(
      `${dealerName} opens a fourth yard`,
      'fourth-yard-opens',
      'news',
      '2026-08-18T00:00:00.000Z',
      'More cars and more room to test drive them.',
      [{ paragraph: `${dealerName} now has four yards across Victoria and New South Wales, with hundreds of cars to choose from.` }],
      'hero',
    ),
    post(
      'Five checks before you buy a used car',
      'five-checks-before-you-buy',
      'tips-and-advice',
      '2026-07-05T00:00:00.000Z',
      'Service history, finance owing and more: what to look at before you sign.',
      [
        {
          bullets: [
            'Service history',
            'Finance owing (a PPSR check)',
            'Tyres and brakes',
            'A test drive on the open road',
            'The warranty on offer',
          ],
        },
      ],
    ),
  ]
}

/** A Toyota dealer's first articles: reviews of the range, news and ownership advice. */
export function toyotaDealerPosts(dealerName: string): TemplatePost[] {
  return [
    post(
      'RAV4 Hybrid review: why it is Australia’s favourite SUV',
      'rav4-hybrid-review',
      'vehicle-reviews',
      '2026-10-20T00:00:00.000Z',
      'Hybrid economy, all-wheel drive and room for the family.',
      [{ paragraph: 'The RAV4 Hybrid uses around 4.7 L/100 km combined and still tows 1,500 kg braked in AWD form.' }],
      'offer',
    ),
    post(
      'HiLux SR5 review: the workhorse that goes to town',
      'hilux-sr5-review',
      'vehicle-reviews',
      '2026-09-12T00:00:00.000Z',
      'Tough enough for the site, comfortable enough for the weekend.',
      [{ paragraph: 'The SR5 adds the comfort and technology that make the HiLux as good on the highway as it is off-road.' }],
    ),
    post(
      `${dealerName} service centre now open Saturdays`,
      'service-open-saturdays',
      'news',
      '2026-08-01T00:00:00.000Z',
      'Book your Toyota in on a Saturday morning.',
      [{ paragraph: `Our service centre now opens on Saturday mornings. Book online or call ${dealerName}.` }],
      'hero',
    ),
  ]
}
