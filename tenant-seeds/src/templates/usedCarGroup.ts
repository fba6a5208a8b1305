import { usedCarGroupNavigationSeed } from '../navigationSeed'

import { richText } from '../lexical'
import { enquiryPages } from './enquiryPages'
import { routePages, usedCarGroupPosts } from './routePages'
import { holidayHours, type TemplateDealership, weekHours } from './locations'
import { commonPages, infoPage, sellYourCarPage } from './sitePages'
import { usedCarGroupLogos } from './logos'
import type { TemplateFactory, TenantIdentity } from './types'
import { marketerUsers } from './users'

/** A moment some days from when the template is built (the seed), as the promo cards' dates. */
function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString()
}

/** The group's two dealerships, one per state. */
function groupDealerships(identity: TenantIdentity): TemplateDealership[] {
  return [
    { name: `${identity.name} Victoria`, slug: `${identity.slug}-vic`, dealer_license_number: 'LMCT 11872' },
    {
      name: `${identity.name} NSW`,
      slug: `${identity.slug}-nsw`,
      dealer_license_number: 'MD 054321',
      motor_vehicle_repairer: 'MVRL 45678',
    },
  ]
}

/** A multi-brand used-car dealership group with several yards. */
export const usedCarGroup: TemplateFactory = (identity) => ({
  template: 'used-car-group',
  tenant: {
    ...identity,
    status: 'active',
    contact: {
      phone: '(03) 9555 0200',
      email: `hello@${identity.domains[0] ?? `${identity.slug}.com.au`}`,
      address: { street: '45 Springvale Road', city: 'Springvale', state: 'VIC', postcode: '3171' },
    },
  },
  users: marketerUsers(identity),
  stock: { count: 300 },
  logos: usedCarGroupLogos(identity.name),
  settings: {
    brand: {
      // Navy and gold: the night sky of its name.
      brand_colour: '#123c69',
      brand_text_colour: '#ffffff',
      accent_colour: '#9a3412',
      accent_text_colour: '#ffffff',
      surface_colour: '#f8fafc',
      ink_colour: '#0f172a',
      header_colour: '#123c69',
      header_text_colour: '#ffffff',
      corner_radius: 12,
      heading_font: 'oswald',
      body_font: 'system',
    },
    // Location pages live at /contact-us/{slug}.
    location_pages: 'contact-us',
    finance_provider: 'taurus',
    finance_link: '/finance',
    // Cars in search results carry a weekly finance estimate from POST /api/youx/quote.
    finance_quote_enabled: true,
    km_sort_enabled: true,
    price_asc_requires_price: true,
    include_sold_cars_days: 3,
    // Cards offer favourite and compare (the tray and /compare), on cars with a price and photos only.
    compare_enabled: true,
    strict_favourite_rules: true,
    button_options: [
      'enquire',
      'testDrive',
      'tradeIn',
      'finance',
      'callUsNow',
      'reserve',
      'onlinePurchase',
      'carHistoryReport',
      'location',
    ],
    // Shoppers reserve cars that carry a payment processor with the default $200 deposit (/cars/{slug}/checkout).
    checkout_enabled: true,
    // And buy any of its (used) cars online, step by step (/checkout-journey?car_id={slug}).
    online_purchase_enabled: true,
    show_unregistered: true,
    // A group that counts calls: its numbers show after a click, which is recorded per car.
    phone_reveal: true,
  },
  dealerships: groupDealerships(identity),
  // Four yards in two states: the locations page shows a three-column grid.
  locations: [
    {
      name: `${identity.name} Springvale`,
      slug: 'springvale',
      dealership: `${identity.slug}-vic`,
      location_type: 'sales',
      primary: true,
      sort_order: 1,
      dealer_license_number: 'LMCT 11872',
      address: { street: '45 Springvale Road', city: 'Springvale', state: 'VIC', postcode: '3171', lat: -37.951, long: 145.1527 },
      contact_detail: {
        phone: '(03) 9555 0200',
        email: `springvale@${identity.domains[0] ?? `${identity.slug}.com.au`}`,
        opening_hours: [
          ...weekHours('sales', ['9:00am', '6:00pm'], ['9:00am', '5:00pm'], ['10:00am', '4:00pm']),
          ...weekHours('service', ['7:30am', '5:00pm'], ['8:00am', '12:00pm']),
        ],
      },
      special_hours: holidayHours(),
      reviews: { average_rating: 4.7, count: 862 },
    },
    {
      name: `${identity.name} Ringwood`,
      slug: 'ringwood',
      dealership: `${identity.slug}-vic`,
      location_type: 'sales',
      sort_order: 2,
      dealer_license_number: 'LMCT 11873',
      address: { street: '120 Maroondah Highway', city: 'Ringwood', state: 'VIC', postcode: '3134', lat: -37.8137, long: 145.2262 },
      contact_detail: {
        phone: '(03) 9555 0210',
        email: `ringwood@${identity.domains[0] ?? `${identity.slug}.com.au`}`,
        opening_hours: weekHours('sales', ['9:00am', '5:30pm'], ['9:00am', '4:00pm']),
      },
      special_hours: holidayHours(),
      // Below the site's minimum rating: the card shows no stars.
      reviews: { average_rating: 3.9, count: 120 },
    },
    {
      name: `${identity.name} Parramatta`,
      slug: 'parramatta',
      dealership: `${identity.slug}-nsw`,
      location_type: 'sales',
      sort_order: 3,
      dealer_license_number: 'MD 054321',
      address: { street: '88 Church Street', city: 'Parramatta', state: 'NSW', postcode: '2150', lat: -33.817, long: 151.004 },
      contact_detail: {
        phone: '(02) 9555 0220',
        email: `parramatta@${identity.domains[0] ?? `${identity.slug}.com.au`}`,
        opening_hours: [
          ...weekHours('sales', ['8:30am', '5:30pm'], ['8:30am', '4:00pm']),
          ...weekHours('parts', ['8:00am', '5:00pm'], null),
        ],
      },
      special_hours: holidayHours(),
      reviews: { average_rating: 4.4, count: 311 },
    },
    {
      name: `${identity.name} Penrith Service Centre`,
      slug: 'penrith-service',
      dealership: `${identity.slug}-nsw`,
      location_type: 'service',
      coming_soon: true,
      sort_order: 4,
      motor_vehicle_repairer: 'MVRL 45678',
      address: { street: '150 Mulgoa Road', city: 'Penrith', state: 'NSW', postcode: '2750', lat: -33.757, long: 150.688 },
      contact_detail: {
        phone: '(02) 9555 0230',
        opening_hours: weekHours('service', ['7:30am', '5:00pm'], ['8:00am', '12:00pm']),
      },
    },
  ],
  navigation: usedCarGroupNavigationSeed({
    facebook: `https://www.facebook.com/${identity.slug}`,
    youtube: `https://www.youtube.com/@${identity.slug}`,
    licences: ['LMCT 10234', 'LMCT 10876'],
  }),
  promoCards: [
    {
      title: 'Finance in minutes',
      text: 'Pre-approval from our lenders before you visit the yard.',
      button: { label: 'Get pre-approved', url: '/finance' },
      position: 4,
      strictDisplay: false,
    },
    // Strict display: only once the shopper has chosen used cars (/search/used-cars, ?car_type=used).
    {
      title: 'Every used car inspected',
      text: 'A 90 point inspection and a roadworthy certificate on every used car we sell.',
      button: { label: 'Browse used cars', url: '/search/used-cars' },
      position: 9,
      display: ['used'],
      strictDisplay: true,
    },
    // A card inside its window (shown), and one whose window has passed (never shown): dates from the seed.
    {
      title: 'Spring Clearance finance',
      text: 'Low-rate finance on every car in the Spring Clearance, this month only.',
      button: { label: 'See the finance offer', url: '/finance' },
      position: 17,
      start: daysFromNow(-1),
      expiry: daysFromNow(60),
      strictDisplay: false,
    },
    {
      title: 'Winter Run-Out finance',
      text: 'Our winter finance offer has ended.',
      button: { label: 'See the finance offer', url: '/finance' },
      position: 13,
      start: daysFromNow(-150),
      expiry: daysFromNow(-30),
      strictDisplay: false,
    },
  ],
  offers: [
    {
      name: 'Kia Sportage: 12 months free servicing',
      category: 'Service offer',
      manufacturer: 'Kia',
      model: { name: 'Sportage', slug: 'sportage' },
      image: 'offer',
      description:
        'Every used Kia Sportage sold this month comes with twelve months of scheduled servicing at no cost, a fresh roadworthy certificate, a full tank of fuel and our 90 point inspection report so you can buy with confidence.',
      disclaimer:
        'Offer applies to used Kia Sportage vehicles purchased from any Southern Cross yard between the 1st and the last day of this month. Servicing covers scheduled logbook services for 12 months or 15,000 km, whichever comes first, at any of our service centres. Excludes tyres, brakes and wear items.',
    },
    {
      name: 'Low-rate used car finance',
      category: 'Finance offer',
      description: 'Pre-approval in minutes from our panel of lenders, on any car in stock.',
      disclaimer: 'Approved applicants only. Fees and charges apply.',
    },
    {
      name: 'Mazda CX-5 trade-in bonus',
      category: 'Trade-in offer',
      manufacturer: 'Mazda',
      model: { name: 'CX-5', slug: 'cx-5' },
      description: 'An extra $1,000 on your trade-in when you buy a used Mazda CX-5 from our Springvale yard.',
      disclaimer: 'Springvale yard only, so it is not shown on our group website.',
      // Proves exclusion: shown at the demo address, hidden at the group's main domain.
      excluded_websites: identity.domains.slice(0, 1),
    },
  ],
  popup: {
    title: 'Spring Clearance',
    description: 'Hundreds of used cars reduced across all our yards this weekend.',
    button: { label: 'Browse used cars', url: '/search/used-cars' },
  },
  legal: {
    complaints_text:
      'If you have a concern, please raise it with the relevant department manager by email or phone during business hours. We aim to resolve every complaint within 10 business days.',
    privacy_sections: [
      {
        topic: 'Marketing and how to opt out',
        body: 'We send occasional emails about new arrivals and offers. Use the unsubscribe link in any email, or call any of our yards, to stop them.',
      },
    ],
  },
  images: [
    { key: 'hero', alt: 'Rows of quality used cars in the yard', caption: `${identity.name}`, from: '#0b5fff', to: '#071a3d' },
    {
      key: 'offer',
      alt: 'A used Kia Sportage with the free servicing offer',
      caption: '12 months free servicing',
      from: '#071a3d',
      to: '#0f766e',
    },
  ],
  posts: usedCarGroupPosts(identity.name),
  pages: [
    {
      slug: 'home',
      title: `${identity.name} | Quality Used Cars Across Our Yards`,
      seo: { description: `${identity.name}: hundreds of quality used cars of every make, inspected, with finance and trade-ins.` },
      layout: (images) => [
        {
          blockType: 'hero',
          title: `${identity.name}: hundreds of quality used cars`,
          text: 'Every make and budget across our yards, each car inspected and ready to drive away.',
          image: images('hero'),
          button: { label: 'Browse used cars', url: '/search/used-cars' },
          tone: 'dark',
        },
        { blockType: 'showMeButton', carTypes: ['used'], singular: 'Car', plural: 'Cars' },
        {
          blockType: 'callToAction',
          heading: 'Selling or trading in?',
          text: 'Get a fair price for your car in minutes.',
          buttons: [
            { label: 'Value my trade-in', url: '/trade-in', style: 'primary' },
            { label: 'Apply for finance', url: '/finance', style: 'secondary' },
          ],
        },
        {
          blockType: 'richText',
          width: 'narrow',
          content: richText([
            { heading: 'Why buy from us?' },
            { bullets: ['One haggle-free price', '48-hour money-back guarantee', '12 months roadside assist'] },
          ]),
        },
        { blockType: 'locations', heading: 'Our yards', variant: 'sales' },
      ],
    },
    ...enquiryPages(identity.name, {
      // The forms' dealership choice names the group's real dealerships, so a lead's dealership_slug is one of them.
      dealerships: groupDealerships(identity).map((dealership) => ({ label: dealership.name, value: dealership.slug })),
      fleetNationalNetwork: true,
      serviceLocations: true,
    }),
    ...routePages(identity.name, { locationsCarousel: true, blog: true }),
    ...commonPages(identity.name, { financePath: '/finance' }),
    sellYourCarPage(identity.name),
    infoPage({
      slug: 'warranty',
      title: `Warranty | ${identity.name}`,
      heading: 'Warranty',
      intro: 'Every car we sell can be covered by an extended warranty of up to five years.',
      content: [
        { bullets: ['Cover for the engine, gearbox and electrics', 'Claims paid directly to the repairer', '24/7 roadside assistance'] },
        { paragraph: 'Ask our team which warranty suits the car you are looking at; terms and exclusions apply.' },
      ],
      buttons: [
        { label: 'Contact Us', url: '/contact' },
        { label: 'Browse used cars', url: '/search/used-cars' },
      ],
    }),
    infoPage({
      slug: 'about-us',
      title: `About ${identity.name}`,
      heading: `About ${identity.name}`,
      intro: 'A family-owned group of used-car yards, selling quality cars of every make for over 25 years.',
      content: [{ bullets: ['One haggle-free price', '48-hour money-back guarantee', '12 months roadside assist'] }],
      buttons: [
        { label: 'Our yards', url: '/our-location' },
        { label: 'Contact Us', url: '/contact' },
      ],
    }),
  ],
})
