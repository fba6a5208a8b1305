import { toyotaNavigationSeed } from '../navigationSeed'

import { richText, type RichTextInput } from '../lexical'
import { enquiryPages, FLEET_BULLETS } from './enquiryPages'
import { routePages, toyotaDealerPosts } from './routePages'
import { holidayHours, weekHours } from './locations'
import { commonPages, formPage, infoPage, searchPage, sellYourCarPage } from './sitePages'
import { toyotaLogos } from './logos'
import type { TemplateFactory, TemplatePage } from './types'
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
  logos: toyotaLogos(identity.name),
  settings: {
    brand: {
      // Toyota red, darkened just enough for white button text to reach 4.5:1 (#eb0a1e reaches 4.0).
      brand_colour: '#d40a1e',
      brand_text_colour: '#ffffff',
      accent_colour: '#1a1a1a',
      accent_text_colour: '#ffffff',
      surface_colour: '#ffffff',
      ink_colour: '#1a1a1a',
      header_colour: '#ffffff',
      header_text_colour: '#1a1a1a',
      corner_radius: 4,
      heading_font: 'inter',
      body_font: 'inter',
    },
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
    // Shoppers favourite the pre-owned stock from its cards; new Toyotas are ordered, not shortlisted.
    favourites_used_only: true,
    // The car page's 'Why Buy From Us?' in a Toyota dealer's words (other templates show the standard points).
    why_buy_from_us: [
      { text: 'Toyota Certified Pre-Owned cars with an extra year of warranty' },
      { text: 'Capped-price Toyota Service Advantage on new Toyotas' },
      { text: 'Finance arranged on the spot, with a quote in minutes' },
      { text: 'A fair, fast valuation for your trade-in' },
      { text: 'Genuine Toyota parts and servicing on site' },
    ],
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
    ...commonPages(identity.name, { financePath: '/finance-enquiry' }),
    ...toyotaPages(identity.name),
  ],
})

/**
 * Every page the Toyota header, footer and car pages link to on this site (domain/src/navigation/toyota.ts):
 * the stock searches, the enquiry forms by department, and the Toyota programme pages.
 */
function toyotaPages(dealerName: string): TemplatePage[] {
  const info = (slug: string, heading: string, intro: string, content: RichTextInput, buttons: Array<{ label: string; url: string }>) =>
    infoPage({ slug, title: `${heading} | ${dealerName}`, heading, intro, content, buttons })
  const enquiry = (slug: string, heading: string, form: Parameters<typeof formPage>[0]['form']) =>
    formPage({ slug: `enquiries/${slug}`, title: `${heading} | ${dealerName}`, form: { heading, ...form } })
  return [
    searchPage({
      slug: 'pre-owned',
      title: `Pre-Owned Vehicles | ${dealerName}`,
      heading: 'Pre-Owned Vehicles',
      carTypes: ['used'],
      description: `Pre-owned cars at ${dealerName}, including Toyota Certified Pre-Owned vehicles.`,
    }),
    searchPage({
      slug: 'demo-vehicles',
      title: `Demo Vehicles | ${dealerName}`,
      heading: 'Demo Vehicles',
      carTypes: ['demo'],
      make: 'Toyota',
      description: `Near-new Toyota demonstrators at ${dealerName}.`,
    }),
    {
      slug: 'new-vehicles',
      title: `New Toyota Vehicles | ${dealerName}`,
      seo: { description: `The new Toyota range and the new Toyotas in stock at ${dealerName}.` },
      layout: () => [
        {
          blockType: 'hero',
          title: 'New Toyota Vehicles',
          text: 'Cars, SUVs, utes and hybrids: browse the range from the New Vehicles menu, or see the new Toyotas we have in stock.',
          tone: 'light',
          button: { label: 'Enquire about a new Toyota', url: '/enquiries/new-vehicle-enquiry' },
        },
        { blockType: 'showMeButton', carTypes: ['new'], make: 'Toyota', singular: 'New Toyota', plural: 'New Toyotas' },
        { blockType: 'vehicleSearch', heading: 'New Toyotas in stock', carTypes: ['new'], make: 'Toyota' },
      ],
    },
    info(
      'vehicle-selection',
      'Personalise Your Toyota',
      'Choose the model, grade, colour and accessories that suit you, and we will build a quote for exactly that car.',
      [
        { heading: 'How it works' },
        {
          bullets: [
            'Pick a model from the New Vehicles menu',
            'Tell us the grade, colour and options you want',
            'We send a drive-away quote',
          ],
        },
      ],
      [
        { label: 'Request a Quote', url: '/enquiries/new-vehicle-enquiry' },
        { label: 'New Vehicles', url: '/new-vehicles' },
      ],
    ),
    info(
      'pages/about-toyota-certified-pre-owned',
      'About Toyota Certified Pre-Owned Vehicles',
      'Every Toyota Certified Pre-Owned vehicle is inspected, warranted and backed by Toyota.',
      [{ bullets: ['90 point inspection', '1-year extra warranty', '12 months roadside assist', 'Full service history check'] }],
      [
        { label: 'Browse Certified Vehicles', url: '/pre-owned?certified=true' },
        { label: 'All Pre-Owned Vehicles', url: '/pre-owned' },
      ],
    ),
    formPage({
      slug: 'genuine-service',
      title: `Book a Service | ${dealerName}`,
      form: {
        kind: 'service',
        heading: 'Book a Toyota Service',
        intro: 'Genuine Toyota servicing by Toyota-trained technicians. Your details first, then tell us about your car.',
        multiStep: true,
      },
    }),
    enquiry('service-enquiry', 'Service Enquiries', {
      kind: 'service',
      intro: 'A question about a service, a repair or a quote? Ask our service team.',
    }),
    enquiry('parts-enquiry', 'Parts Enquiries', {
      kind: 'parts',
      intro: 'Looking for a genuine Toyota part or accessory? Tell us what you need and for which car.',
    }),
    enquiry('fleet-enquiry', 'Fleet Enquiry', {
      kind: 'fleet',
      intro: 'Vehicles for your business, with a dedicated fleet manager.',
      bullets: FLEET_BULLETS.map((text) => ({ text })),
    }),
    enquiry('new-vehicle-enquiry', 'New Vehicle Enquiry', {
      kind: 'general',
      category: 'New Vehicle Enquiry',
      intro: 'Tell us which new Toyota you are interested in and we will send you a quote.',
      fields: { financeStatus: true, tradeIn: true, preferredContactMethod: true },
    }),
    enquiry('feedback', 'Feedback', {
      kind: 'general',
      category: 'Feedback',
      intro: 'Tell us how we did: every message is read by our dealer principal.',
    }),
    sellYourCarPage(dealerName),
    info(
      'pages/toyota-recalls',
      'Toyota Recalls',
      'Safety recalls are fixed free of charge at any Toyota dealer.',
      [
        {
          paragraph:
            'If your Toyota is affected by a recall you will receive a letter from Toyota. You can also ask our service team to check your VIN, and book the recall work in with your next service.',
        },
      ],
      [
        { label: 'Service Enquiries', url: '/enquiries/service-enquiry' },
        { label: 'Book a Service', url: '/genuine-service' },
      ],
    ),
    info(
      'pages/toyota-express-maintenance',
      'Toyota Express Maintenance',
      'A logbook service in about an hour, while you wait.',
      [{ bullets: ['Two technicians work on your car together', 'Genuine Toyota parts', 'Free wash and vacuum'] }],
      [{ label: 'Book a Service', url: '/genuine-service' }],
    ),
    info(
      'parts-and-accessories',
      'Parts & Accessories',
      'Genuine Toyota parts and accessories, fitted by our technicians or ready to collect.',
      [
        { heading: 'Why genuine?' },
        {
          bullets: ['Designed and tested for your Toyota', 'Covered by the Toyota warranty when fitted by us', 'Most parts in stock'],
        },
      ],
      [
        { label: 'Parts Enquiries', url: '/enquiries/parts-enquiry' },
        { label: 'Toyota Genuine Parts & Accessories', url: '/pages/toyota-genuine-parts-accessories' },
      ],
    ),
    info(
      'pages/toyota-genuine-parts-accessories',
      'Toyota Genuine Parts & Accessories',
      'From tow bars and roof racks to floor mats and bull bars: made for your Toyota.',
      [{ paragraph: 'Genuine accessories fitted at the time of purchase can be included in your finance.' }],
      [{ label: 'Parts Enquiries', url: '/enquiries/parts-enquiry' }],
    ),
    info(
      'car-finance',
      'About Finance',
      'Toyota Finance and our finance team can arrange a loan, a lease or a guaranteed future value plan.',
      [{ bullets: ['Competitive rates for approved buyers', 'Terms from 1 to 7 years', 'Finance for new and pre-owned vehicles'] }],
      [
        { label: 'Finance Enquiry', url: '/finance-enquiry' },
        { label: 'Toyota Access', url: '/pages/toyota-access-loan' },
      ],
    ),
    info(
      'pages/toyota-access-loan',
      'Toyota Access',
      'Lower repayments with a guaranteed future value: at the end of the term, trade in, keep or return your Toyota.',
      [{ paragraph: 'Approved applicants only. Fees, charges and conditions apply.' }],
      [{ label: 'Finance Enquiry', url: '/finance-enquiry' }],
    ),
    info(
      'pages/mytoyota-connect',
      'myToyota Connect App',
      'Service reminders, vehicle status and trip logs for your Toyota on your phone.',
      [{ bullets: ['Book a service from the app', 'See your service history', 'Find your parked car'] }],
      [{ label: 'Contact Us', url: '/contact' }],
    ),
    info(
      'pages/toyota-connected',
      'Toyota Connected Services',
      'Automatic collision notification, SOS calls and stolen-vehicle tracking on connected Toyotas.',
      [{ paragraph: 'Connected Services come with eligible new Toyotas. Ask our team which models include them.' }],
      [{ label: 'New Vehicles', url: '/new-vehicles' }],
    ),
    info(
      'pages/toyota-safety-sense',
      'Toyota Safety Sense',
      'Active safety features that help you avoid a crash, standard across the Toyota range.',
      [{ bullets: ['Pre-collision safety system', 'Lane trace assist', 'Adaptive cruise control', 'Road sign assist'] }],
      [{ label: 'New Vehicles', url: '/new-vehicles' }],
    ),
    info(
      'pages/toyota-hybrids',
      'Hybrid Electric',
      'Toyota hybrids charge themselves as you drive: no plugs, lower fuel use.',
      [{ paragraph: 'Hybrid models include Yaris, Corolla, Camry, C-HR, RAV4 and Kluger.' }],
      [
        { label: 'New Vehicles', url: '/new-vehicles' },
        { label: 'Pre-Owned Vehicles', url: '/pre-owned' },
      ],
    ),
  ]
}
