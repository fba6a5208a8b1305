import { toyotaNavigationSeed } from '@forecourt/cms/navigation/seedData'

import { richText } from '../lexical'
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
    reviews_min_rating: 4,
    button_options: ['enquire', 'testDrive', 'tradeIn', 'finance', 'callUsNow', 'location'],
  },
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
  images: [
    { key: 'hero', alt: 'A new Toyota on the road at dusk', caption: `${identity.name}`, from: '#eb0a1e', to: '#58070f' },
  ],
  pages: [
    {
      slug: 'home',
      title: `${identity.name} | New Toyotas, Toyota Certified Pre-Owned and Service`,
      seo: { description: `${identity.name}: new Toyota cars, SUVs and utes, Toyota Certified Pre-Owned vehicles, genuine service and parts.` },
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
            { paragraph: 'Every Toyota Certified Pre-Owned vehicle comes with a 90 point inspection, a 1-year extra warranty and 12 months roadside assist.' },
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
  ],
})
