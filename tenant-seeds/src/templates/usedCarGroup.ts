import { usedCarGroupNavigationSeed } from '@forecourt/cms/navigation/seedData'

import { richText } from '../lexical'
import type { TemplateFactory } from './types'
import { marketerUsers } from './users'

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
  settings: {
    finance_provider: 'taurus',
    finance_link: '/finance',
    km_sort_enabled: true,
    price_asc_requires_price: true,
    include_sold_cars_days: 3,
    compare_enabled: true,
    button_options: ['enquire', 'testDrive', 'tradeIn', 'finance', 'callUsNow', 'carHistoryReport', 'location'],
  },
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
  ],
  images: [
    { key: 'hero', alt: 'Rows of quality used cars in the yard', caption: `${identity.name}`, from: '#0b5fff', to: '#071a3d' },
  ],
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
      ],
    },
  ],
})
