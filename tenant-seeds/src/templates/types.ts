import type { LegalContent, Offer, Page, Popup, Post, PromoCard, SiteSetting, Tenant } from '@forecourt/schema'
import type { RichTextInput } from '../lexical'
import type { NavigationSeed } from '../navigationSeed'

import type { TemplateDealership, TemplateLocation } from './locations'
import type { TemplateLogos } from './logos'

export type TemplateImage = { key: string; alt: string; caption: string; from: string; to: string }

/**
 * Looks up the id of an image the seed uploaded, by its key in the template. The generated types
 * describe the SQL adapters' numeric ids; on MongoDB the same value is a string at run time.
 */
export type ImageIds = (key: string) => number

export type TemplatePage = {
  slug: string
  title: string
  seo?: { title?: string; description?: string }
  layout: (images: ImageIds) => NonNullable<Page['layout']>
}

/** A published blog post; `image` names a template image, `content` is written as plain headings, paragraphs and bullets. */
export type TemplatePost = {
  title: string
  slug: string
  category: Post['category']
  publishedDate: string
  excerpt: string
  content: RichTextInput
  image?: string
}

export type TemplateUser = { email: string; password: string; name: string; roles: Array<'marketer' | 'onboarding'> }

export type TenantIdentity = {
  name: string
  slug: string
  domains: string[]
  /** The tenant's first marketer login; none when onboarding staff invite users themselves. */
  marketer?: { email: string; password: string }
}

/** Generated demo vehicles (generateStock); the seed comes from the tenant slug, so each tenant differs. */
export type TemplateStock = {
  count: number
  /** Only these makes, e.g. a franchised dealer's; any make when absent. */
  makes?: string[]
  /** Caravans instead of cars (a caravan dealer). */
  kind?: 'cars' | 'caravans'
}

/** A complete starting site. Cloning a tenant instantiates a template with a new identity. */
export type TenantSiteTemplate = {
  template: Tenant['template']
  tenant: TenantIdentity & { status: Tenant['status']; contact?: Tenant['contact'] }
  users: TemplateUser[]
  images: TemplateImage[]
  pages: TemplatePage[]
  stock?: TemplateStock
  /** The dealer's logos (SVG), uploaded as the tenant's media and set in Site settings → Brand. */
  logos?: TemplateLogos
  /** The site's settings and feature toggles (validated by the settings schema when seeded). */
  settings?: Omit<SiteSetting, 'id' | 'tenant' | 'createdAt' | 'updatedAt'>
  /** Header menu, footer, social links and licence numbers (one navigation document per tenant). */
  navigation?: NavigationSeed
  /** Cards placed between search results; matched by title when seeding again. */
  promoCards?: Array<Omit<PromoCard, 'id' | 'tenant' | 'createdAt' | 'updatedAt' | 'image'>>
  /** Dealerships and their locations; matched by slug when seeding again. */
  dealerships?: TemplateDealership[]
  locations?: TemplateLocation[]
  /** Published special offers; matched by name when seeding again. `image` names a template image. */
  offers?: Array<Omit<Offer, 'id' | 'tenant' | 'createdAt' | 'updatedAt' | 'image' | '_status'> & { image?: string }>
  /** The site's popup; matched by title when seeding again. */
  popup?: Omit<Popup, 'id' | 'tenant' | 'createdAt' | 'updatedAt' | 'image' | '_status'> & { image?: string }
  /** Published blog posts; matched by slug when seeding again. */
  posts?: TemplatePost[]
  /** Privacy-policy sections and complaints text (one document per tenant). */
  legal?: Omit<LegalContent, 'id' | 'tenant' | 'createdAt' | 'updatedAt'>
}

export type TemplateFactory = (identity: TenantIdentity) => TenantSiteTemplate
