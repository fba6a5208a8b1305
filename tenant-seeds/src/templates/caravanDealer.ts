import { caravanDealerNavigationSeed } from '../navigationSeed'

import { richText } from '../lexical'
import { enquiryPages } from './enquiryPages'
import { routePages } from './routePages'
import { holidayHours, weekHours } from './locations'
import { commonPages } from './sitePages'
import { caravanDealerLogos } from './logos'
import type { TemplateFactory } from './types'
import { marketerUsers } from './users'

/** A caravan and camper dealer: new and used vans from Australian builders, service and parts. */
export const caravanDealer: TemplateFactory = (identity) => ({
  template: 'caravan-dealer',
  tenant: {
    ...identity,
    status: 'active',
    contact: {
      phone: '(07) 5499 0300',
      email: `sales@${identity.domains[0] ?? `${identity.slug}.com.au`}`,
      address: { street: '8 Pumicestone Road', city: 'Caboolture', state: 'QLD', postcode: '4510' },
    },
  },
  users: marketerUsers(identity),
  stock: { count: 60, kind: 'caravans' },
  logos: caravanDealerLogos(identity.name),
  settings: {
    brand: {
      // An outdoor palette: bush green, earth and a sand-coloured page.
      brand_colour: '#2f5d3a',
      brand_text_colour: '#ffffff',
      accent_colour: '#8a4b22',
      accent_text_colour: '#ffffff',
      surface_colour: '#fbf8f1',
      ink_colour: '#1f2a1f',
      header_colour: '#2f5d3a',
      header_text_colour: '#fbf8f1',
      corner_radius: 16,
      heading_font: 'lora',
      body_font: 'nunito',
    },
    // Location pages live at /locations/{slug}.
    location_pages: 'locations',
    finance_provider: 'manual',
    finance_link: '/finance',
    // Caravan finance is applied for with the van's identifier, and trade-ins are valued for known
    // customers: these pages ask a visitor to sign in first (the other demo sites leave them open).
    finance_needs_vehicle_identifier: true,
    sign_in_required_routes: ['trade-in', 'sell-my-car'],
    include_sold_cars_days: 7,
    no_price_text: 'Call for price',
    button_options: ['enquire', 'finance', 'tradeIn', 'callUsNow', 'location'],
    show_unregistered: true,
    // Caravan buyers compare the measurements first: the specifications come straight after the summary.
    vehicle_page_sections: (
      [
        'gallery',
        'summary',
        'financeBox',
        'specs',
        'dealerComments',
        'features',
        'keyInformation',
        'rego',
        'financeCalculator',
        'reviews',
        'location',
        'share',
        'stickyBar',
      ] as const
    ).map((section) => ({ section })),
  },
  dealerships: [{ name: identity.name, slug: identity.slug, dealer_license_number: 'MDL 3671234' }],
  // One yard: the locations page shows the single map-and-details layout.
  locations: [
    {
      name: `${identity.name} Caboolture`,
      slug: 'caboolture',
      dealership: identity.slug,
      location_type: 'sales',
      primary: true,
      sort_order: 1,
      dealer_license_number: 'MDL 3671234',
      address: { street: '8 Pumicestone Road', city: 'Caboolture', state: 'QLD', postcode: '4510', lat: -27.0846, long: 152.9511 },
      contact_detail: {
        phone: '(07) 5499 0300',
        email: `sales@${identity.domains[0] ?? `${identity.slug}.com.au`}`,
        opening_hours: [
          ...weekHours('sales', ['8:30am', '5:00pm'], ['8:30am', '4:00pm'], ['10:00am', '3:00pm']),
          ...weekHours('service', ['7:30am', '4:30pm'], ['8:00am', '12:00pm']),
          ...weekHours('parts', ['8:00am', '5:00pm'], ['8:00am', '12:00pm']),
        ],
      },
      special_hours: holidayHours(),
      reviews: { average_rating: 4.8, count: 412 },
    },
  ],
  navigation: caravanDealerNavigationSeed({
    facebook: `https://www.facebook.com/${identity.slug}`,
    instagram: `https://www.instagram.com/${identity.slug}`,
    licence: 'MDL 3671234',
  }),
  offers: [
    {
      name: 'Jayco Journey: free annexe and solar',
      category: 'New van offer',
      manufacturer: 'Jayco',
      model: { name: 'Journey', slug: 'journey' },
      description: 'Buy any new Jayco Journey this season and we fit a full annexe and a 200 W solar panel at no cost.',
      disclaimer: 'New Jayco Journey vans ordered before the end of the season only. Fitting at our Caboolture service centre.',
    },
    {
      name: 'Caravan finance from the experts',
      category: 'Finance offer',
      description: 'Fast approval for caravan and camper loans, with terms up to 15 years.',
      disclaimer: 'Approved applicants only. Fees and charges apply.',
    },
  ],
  popup: {
    title: 'Caravan Show Week',
    description: 'Show prices on every new van in the yard this week only.',
    button: { label: 'See the new vans', url: '/search/new-cars' },
  },
  legal: {
    complaints_text:
      'If something is not right with your van, call our service manager first: we aim to resolve every complaint within 10 business days.',
    privacy_sections: [],
  },
  promoCards: [
    {
      title: 'Free first service',
      text: 'Every new van bought this season comes with its first service free.',
      button: { label: 'Book a viewing', url: '/contact' },
      position: 3,
      strictDisplay: false,
    },
  ],
  images: [{ key: 'hero', alt: 'A caravan parked by the beach at sunset', caption: `${identity.name}`, from: '#f59e0b', to: '#7c2d12' }],
  pages: [
    {
      slug: 'home',
      title: `${identity.name} | New and Used Caravans, Pop-Tops and Campers`,
      seo: {
        description: `${identity.name}: new and used caravans, pop-tops and camper trailers from Jayco, Coromal, Avan and more, with service and parts.`,
      },
      layout: (images) => [
        {
          blockType: 'hero',
          title: `${identity.name}: your next adventure starts here`,
          text: 'New and used caravans, pop-tops and camper trailers, ready for the open road.',
          image: images('hero'),
          button: { label: 'Browse our vans', url: '/search' },
          tone: 'dark',
        },
        { blockType: 'showMeButton', carTypes: ['new'], singular: 'New Van', plural: 'New Vans' },
        {
          blockType: 'callToAction',
          heading: 'Trading in your van?',
          text: 'Bring it in for a fair valuation, or book a service with our caravan technicians.',
          buttons: [
            { label: 'Contact us', url: '/contact', style: 'primary' },
            { label: 'Book a service', url: '/service', style: 'secondary' },
          ],
        },
        {
          blockType: 'richText',
          width: 'narrow',
          content: richText([
            { heading: 'Why buy from us?' },
            {
              bullets: [
                'Full handover and towing lesson',
                'Genuine parts and accessories on site',
                'Service centre with caravan-trained technicians',
              ],
            },
          ]),
        },
      ],
    },
    ...enquiryPages(identity.name),
    ...routePages(identity.name),
    ...commonPages(identity.name, { financePath: '/finance' }),
  ],
})
