import { toyotaNavigationSeed } from '../navigationSeed'

import { richText } from '../lexical'
import { enquiryPages } from './enquiryPages'
import { routePages, toyotaDealerPosts } from './routePages'
import { holidayHours, weekHours } from './locations'
import type { TemplateFactory } from './types'
import { marketerUsers } from './users'

/** A franchised Toyota dealer: new Toyotas, Toyota Certified Pre-Owned, service and parts. */
export const toyotaDealer: TemplateFactory = (identity) => ({
  template: 'toyota-dealer',
  tenant: {
    ...identity,
    status: 'active',
    contact: {
      phone: '(02) 9555 0100',
      email: `sales@${identity.domains[0] ?? `${identity.slug}.com.au`}`,
      address: { street: '120 Parramatta Road', city: 'Auburn', state: 'NSW', postcode: '2144' },
    },
  },
  users: marketerUsers(identity),
  stock: { count: 300, makes: ['Toyota'] },
  settings: {
    manufacturer: 'Toyota',
    phone_numbers: { new: '(02) 9555 0101', used: '(02) 9555 0102', service: '(02) 9555 0103', parts: '(02) 9555 0104' },
    finance_provider: 'manual',
    finance_link: '/finance-enquiry',
    certified_only_toggle: true,
    fuel_tags_enabled: true,
    include_sold_cars_days: 3,
    // Toyota dealers offer subscriptions (KINTO): the cars with a subscription price show it.
    offers_subscription: true,
    reviews_min_rating: 4,
    button_options: ['enquire', 'testDrive', 'tradeIn', 'finance', 'callUsNow', 'location'],
    service_advantage: 'toyota',
    engine_display: 'litres',
  },
  dealerships: [
    {
      name: identity.name,
      slug: identity.slug,
      manufacturers: ['Toyota'],
      dealer_license_number: 'MD 053188',
      motor_vehicle_repairer: 'MVRL 51234',
    },
  ],
  // One location: the site's location pages show the single large map-and-details section.
  locations: [
    {
      name: identity.name,
      slug: identity.slug,
      dealership: identity.slug,
      location_type: 'sales',
      primary: true,
      visible: true,
      coming_soon: false,
      manufacturers: ['toyota'],
      dealer_license_number: 'MD 053188',
      motor_vehicle_repairer: 'MVRL 51234',
      address: { street: '120 Parramatta Road', city: 'Auburn', state: 'NSW', postcode: '2144', lat: -33.8561, long: 151.0329 },
      contact_detail: {
        phone: '(02) 9555 0100',
        landline_phone: '(02) 9555 0199',
        email: `sales@${identity.domains[0] ?? `${identity.slug}.com.au`}`,
        opening_hours: [
          ...weekHours('sales', ['8:30am', '5:30pm'], ['8:30am', '4:00pm']),
          ...weekHours('service', ['7:30am', '5:30pm'], ['8:00am', '12:00pm']),
          ...weekHours('parts', ['8:00am', '5:30pm'], ['8:00am', '12:00pm']),
        ],
      },
      special_hours: holidayHours(),
      reviews: { average_rating: 4.6, count: 1284 },
    },
  ],
  navigation: toyotaNavigationSeed({
    baseDomain: null,
    facebook: `https://www.facebook.com/${identity.slug}`,
    instagram: `https://www.instagram.com/${identity.slug}`,
    licence: 'MD 12345',
  }),
  promoCards: [
    {
      title: 'Toyota Certified Pre-Owned',
      text: 'Every certified Toyota comes with a 2-year warranty and a 12-month roadside assist.',
      button: { label: 'See certified cars', url: '/search/used-cars?certified=true' },
      position: 5,
      display: ['used'],
      strictDisplay: false,
    },
  ],
  offers: [
    {
      name: 'RAV4 Hybrid finance from 4.99% p.a.',
      category: 'Finance offer',
      manufacturer: 'Toyota',
      model: { name: 'RAV4', slug: 'rav4' },
      image: 'offer',
      description:
        'Drive away in a new RAV4 Hybrid with finance from 4.99% p.a. (comparison rate 6.12% p.a.) for approved private buyers. Our team will arrange a test drive, value your trade-in and have you on the road in days, not weeks.',
      disclaimer:
        'Offer available to approved private and ABN holder customers of Toyota Finance on new RAV4 Hybrid vehicles purchased and delivered by 31 December. Comparison rate based on a secured loan of $30,000 over 5 years. WARNING: This comparison rate is true only for the example given and may not include all fees and charges. Fees, charges and lending criteria apply.',
    },
    {
      name: 'HiLux SR5: first service on us',
      category: 'Service offer',
      manufacturer: 'Toyota',
      model: { name: 'HiLux', slug: 'hilux' },
      description: 'Buy a new HiLux SR5 this month and your first scheduled service is complimentary.',
      disclaimer: 'First scheduled service at 1,000 km or 1 month only. Excludes fleet buyers.',
    },
    {
      name: 'Corolla Hatch drive-away run-out',
      category: 'Price offer',
      manufacturer: 'Toyota',
      model: { name: 'Corolla', slug: 'corolla' },
      description: 'Run-out drive-away pricing on the remaining Corolla Ascent Sport hatches in our showroom.',
      disclaimer: 'While stocks last. Not shown on our main website because the run-out is for this showroom only.',
      // Proves exclusion: shown at the demo address, hidden at the dealer's main domain.
      excluded_websites: identity.domains.slice(0, 1),
    },
  ],
  popup: {
    title: 'Toyota Summer Sale',
    description: 'Big savings on selected new Toyota models until the end of the month.',
    button: { label: 'See the offers', url: '/special-offers' },
  },
  legal: {
    privacy_sections: [
      {
        topic: 'Our national dealer network and shared information',
        body: `${identity.name} is part of the Toyota dealer network. We may share your details with Toyota Motor Corporation Australia and other Toyota dealers so they can help you wherever you are.`,
      },
    ],
  },
  images: [
    { key: 'hero', alt: 'A new Toyota on the road at dusk', caption: `${identity.name}`, from: '#eb0a1e', to: '#58070f' },
    { key: 'offer', alt: 'A RAV4 Hybrid with the finance offer', caption: 'RAV4 Hybrid 4.99% p.a.', from: '#58070f', to: '#1f2937' },
  ],
  posts: toyotaDealerPosts(identity.name),
  pages: [
    {
      slug: 'home',
      title: `${identity.name} | New Toyotas, Toyota Certified Pre-Owned and Service`,
      seo: {
        description: `${identity.name}: new Toyota cars, SUVs and utes, Toyota Certified Pre-Owned vehicles, genuine service and parts.`,
      },
      layout: (images) => [
        {
          blockType: 'hero',
          title: `Welcome to ${identity.name}`,
          text: 'New Toyotas, Toyota Certified Pre-Owned vehicles and genuine Toyota service, all in one place.',
          image: images('hero'),
          button: { label: 'Browse new and demo Toyotas', url: '/search/new-and-demo-cars' },
          tone: 'dark',
        },
        {
          blockType: 'richText',
          width: 'narrow',
          content: richText([
            { heading: 'Toyota Certified Pre-Owned' },
            {
              paragraph:
                'Every Toyota Certified Pre-Owned vehicle comes with a 90 point inspection, a 1-year extra warranty and 12 months roadside assist.',
            },
            { bullets: ['90 point inspection', '1-year extra warranty', '12 months roadside assist'] },
          ]),
        },
        {
          blockType: 'callToAction',
          heading: 'Keep your Toyota running like new',
          text: 'Book a service with Toyota-trained technicians and genuine parts.',
          buttons: [
            { label: 'Book a Service', url: '/service', style: 'primary' },
            { label: 'Special Offers', url: '/special-offers', style: 'secondary' },
          ],
        },
        { blockType: 'locations', heading: 'Visit us', variant: 'primary' },
      ],
    },
    {
      slug: 'about-us',
      title: `About ${identity.name}`,
      layout: () => [
        {
          blockType: 'richText',
          width: 'narrow',
          content: richText([
            { heading: `About ${identity.name}` },
            { paragraph: `${identity.name} has sold and serviced Toyotas for the local community for over 30 years.` },
          ]),
        },
      ],
    },
    ...enquiryPages(identity.name, { testDriveTerms: 'I agree to the test drive terms and conditions, and will bring my driver licence.' }),
    ...routePages(identity.name, { blog: true }),
  ],
})
