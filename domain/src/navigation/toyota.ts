import type { MenuItem } from './menu'

/** The service booking page used when the dealer has no hosted site to link to. */
export const GENUINE_SERVICE_PATH = '/genuine-service'

/** 'https://dealer.example.com.au' from 'dealer.example.com.au', 'https://dealer…/' or a full URL; null when blank. */
export function normaliseBaseDomain(baseDomain: string | null | undefined): string | null {
  const host = baseDomain
    ?.trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/.*$/, '')
  return host ? `https://${host}` : null
}

/** Pages hosted on the dealer's own brand site ({host}/path). */
const TOYOTA_EXTERNAL_PATHS = {
  newVehicles: '/new-vehicles',
  demoVehicles: '/demo-vehicles',
  sellMyCar: '/sell-my-car',
  dealerSpecials: '/dealer-specials',
  bookService: '/service-booking',
  accessorise: '/accessorise',
  personalisedRepayments: '/personalised-repayments',
  fullServiceLease: '/full-service-lease',
  usedCarFinance: '/used-car-finance',
  carInsuranceQuote: '/car-insurance-quote',
  financeForFarmers: '/finance-for-farmers',
  personalise: '/vehicle-selection',
  kinto: '/kinto',
} as const

type ExternalPage = keyof typeof TOYOTA_EXTERNAL_PATHS

/**
 * How a stored menu row names a page of the dealer's own brand site, as the spec writes it: the base
 * URL comes from the tenant's settings (`base_domain`) when the menu is shown, so a dealer who sets
 * it later needs no menu edits.
 */
export const HOST_PLACEHOLDER = '{host}'

/**
 * Brand-site pages this site has a page of its own for, used while the dealer has no brand site:
 * service booking by the spec's rule; new vehicles, demonstrators and the vehicle selection because
 * the templates seed those pages (the models, the demo stock). Any other `{host}` item is left out.
 */
const LOCAL_PAGES_FOR_HOST_PATHS: Readonly<Record<string, string>> = {
  [TOYOTA_EXTERNAL_PATHS.bookService]: GENUINE_SERVICE_PATH,
  [TOYOTA_EXTERNAL_PATHS.newVehicles]: TOYOTA_EXTERNAL_PATHS.newVehicles,
  [TOYOTA_EXTERNAL_PATHS.demoVehicles]: TOYOTA_EXTERNAL_PATHS.demoVehicles,
  [TOYOTA_EXTERNAL_PATHS.personalise]: TOYOTA_EXTERNAL_PATHS.personalise,
}

/**
 * A menu link as shown: `{host}/path` becomes the brand site's page when the tenant has a base domain,
 * else this site's own page for it, else null (left out rather than linked to a page that is not
 * there). Any other link is returned as it is.
 */
export function resolveHostHref(href: string, baseDomain: string | null | undefined): string | null {
  if (!href.startsWith(HOST_PLACEHOLDER)) return href
  const path = `/${href.slice(HOST_PLACEHOLDER.length).replace(/^\/+/, '')}`
  const base = normaliseBaseDomain(baseDomain)
  if (base) return base + path
  return LOCAL_PAGES_FOR_HOST_PATHS[path.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1')] ?? null
}

function linkBuilder(baseDomain: string | null | undefined) {
  const base = normaliseBaseDomain(baseDomain)
  const local = (label: string, href: string, mandatory = true): MenuItem => ({ label, href, mandatory })
  // Without a base domain the link keeps its place as `{host}/path`, resolved when the menu is shown.
  const external = (label: string, page: ExternalPage, mandatory = true): MenuItem =>
    base
      ? { label, href: base + TOYOTA_EXTERNAL_PATHS[page], mandatory, external: true }
      : { label, href: HOST_PLACEHOLDER + TOYOTA_EXTERNAL_PATHS[page], mandatory }
  return { local, external }
}

function serviceItems(baseDomain: string | null | undefined): MenuItem[] {
  const { local, external } = linkBuilder(baseDomain)
  return [
    external('Book a Service', 'bookService'),
    local('Service Enquiries', '/enquiries/service-enquiry'),
    local('Toyota Recalls', '/pages/toyota-recalls'),
    local('Toyota Express Maintenance', '/pages/toyota-express-maintenance', false),
  ]
}

/** The Toyota dealer header, item for item as the specification lists it. */
export function toyotaNavigation(baseDomain?: string | null): MenuItem[] {
  const { local, external } = linkBuilder(baseDomain)
  const withChildren = (item: MenuItem, children: MenuItem[]): MenuItem => ({ ...item, children })
  return [
    local('Home', '/'),
    { ...external('New Vehicles', 'newVehicles'), dynamic: 'models' },
    withChildren(local('Pre-Owned Vehicles', '/pre-owned'), [
      local('Pre-Owned Vehicles', '/pre-owned'),
      external('Demo Vehicles', 'demoVehicles'),
      local('Toyota Certified Pre-Owned Vehicles', '/pre-owned?certified=true'),
      local('About Toyota Certified Pre-Owned Vehicles', '/pages/about-toyota-certified-pre-owned'),
      external('Sell My Car', 'sellMyCar', false),
    ]),
    withChildren(local('Special Offers', '/special-offers'), [
      local('Toyota Special Offers', '/special-offers'),
      external('Local Special Offers', 'dealerSpecials'),
    ]),
    withChildren(local('Service', '/service'), serviceItems(baseDomain)),
    withChildren(local('Parts & Accessories', '/parts-and-accessories'), [
      local('About Parts & Accessories', '/parts-and-accessories'),
      local('Toyota Genuine Parts & Accessories', '/pages/toyota-genuine-parts-accessories'),
      external('Accessorise Your Toyota', 'accessorise'),
      local('Parts Enquiries', '/enquiries/parts-enquiry'),
    ]),
    withChildren(local('Finance & Insurance', '/finance-enquiry'), [
      local('About Finance', '/car-finance'),
      external('Personalised Repayments', 'personalisedRepayments'),
      external('Full-Service Lease', 'fullServiceLease'),
      external('Used Car Finance', 'usedCarFinance'),
      external('Car Insurance Quote', 'carInsuranceQuote'),
      local('Toyota Access', '/pages/toyota-access-loan'),
      external('Finance For Farmers', 'financeForFarmers'),
    ]),
    withChildren(local('Fleet', '/fleet'), [local('Fleet', '/fleet'), local('Fleet Enquiry', '/enquiries/fleet-enquiry')]),
    external('Personalise', 'personalise'),
    withChildren(local('Discover', '/about-us'), [
      external('KINTO', 'kinto', false),
      local('myToyota Connect App', '/pages/mytoyota-connect'),
      local('Toyota Connected Services', '/pages/toyota-connected'),
      local('Toyota Safety Sense', '/pages/toyota-safety-sense'),
      local('Hybrid Electric', '/pages/toyota-hybrids'),
      local('Careers', '/careers'),
    ]),
    withChildren(local('Contact', '/contact'), [
      local('Contact Us', '/contact'),
      local('Our Location', '/contact'),
      local('General Enquiries', '/enquiries/general-enquiry'),
      local('About Us', '/about-us'),
      local('Complaint Handling Process', '/pages/complaint-handling-process'),
      local('Feedback', '/enquiries/feedback'),
    ]),
  ]
}

/** Footer links every site carries. */
export const FOOTER_BASE_ITEMS: MenuItem[] = [
  { label: 'Sitemap', href: '/sitemap.xml', mandatory: true },
  { label: 'Privacy Policy', href: '/privacy-policy', mandatory: true },
  { label: 'Terms & Conditions', href: '/terms-and-conditions', mandatory: true },
  { label: 'Complaint Handling Process', href: '/pages/complaint-handling-process', mandatory: true },
]

/** The Toyota footer: the base set, then Pre-Owned, Service (as in the header) and Contact columns. */
export function toyotaFooter(baseDomain?: string | null): MenuItem[] {
  const { local, external } = linkBuilder(baseDomain)
  return [
    ...FOOTER_BASE_ITEMS,
    {
      ...local('Pre-Owned', '/pre-owned'),
      children: [
        local('Browse Pre-Owned', '/pre-owned'),
        external('Browse Demonstrators', 'demoVehicles'),
        local('Instant Valuation Tool', '/sell-your-car'),
        local('Quote Request', '/enquiries/new-vehicle-enquiry'),
        local('Toyota Certified Pre-Owned', '/pre-owned?certified=true'),
      ],
    },
    { ...local('Service', '/service'), children: serviceItems(baseDomain) },
    {
      ...local('Contact', '/contact'),
      children: [local('Our Location', '/contact'), local('General Enquiry', '/enquiries/general-enquiry')],
    },
  ]
}
