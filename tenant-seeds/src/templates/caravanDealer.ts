import { richText } from '../lexical'
import { enquiryPages } from './enquiryPages'
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
  settings: {
    finance_provider: 'manual',
    finance_link: '/finance',
    include_sold_cars_days: 7,
    no_price_text: 'Call for price',
    button_options: ['enquire', 'finance', 'tradeIn', 'callUsNow', 'location'],
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
  images: [
    { key: 'hero', alt: 'A caravan parked by the beach at sunset', caption: `${identity.name}`, from: '#f59e0b', to: '#7c2d12' },
  ],
  pages: [
    {
      slug: 'home',
      title: `${identity.name} | New and Used Caravans, Pop-Tops and Campers`,
      seo: { description: `${identity.name}: new and used caravans, pop-tops and camper trailers from Jayco, Coromal, Avan and more, with service and parts.` },
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
            { bullets: ['Full handover and towing lesson', 'Genuine parts and accessories on site', 'Service centre with caravan-trained technicians'] },
          ]),
        },
      ],
    },
    ...enquiryPages(identity.name),
  ],
})
