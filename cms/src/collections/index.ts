import type { Feature } from '../lib/feature'
import { BrandAssets } from './BrandAssets'
import { Dealerships } from './Dealerships'
import { LegalContent } from './LegalContent'
import { Locations } from './Locations'
import { Manufacturers } from './Manufacturers'
import { Media } from './Media'
import { Models } from './Models'
import { Navigation } from './Navigation'
import { Offers } from './Offers'
import { Pages } from './Pages'
import { Popups } from './Popups'
import { Posts } from './Posts'
import { PromoCards } from './PromoCards'
import { Regulators } from './Regulators'
import { SiteSettings } from './SiteSettings'
import { Tenants } from './Tenants'
import { Users } from './Users'

/**
 * The sites and their content: tenants and staff, each site's settings, pages, media, menus,
 * locations, offers, popups, posts and legal text, and the shared makes, models and regulators.
 * Features with rules of their own (reservations, shoppers, …) keep their collections in their folders.
 */
export const siteContentFeature: Feature = {
  name: 'siteContent',
  collections: [
    Tenants,
    Users,
    SiteSettings,
    Pages,
    Media,
    PromoCards,
    Dealerships,
    Locations,
    Offers,
    Popups,
    Posts,
    Regulators,
    LegalContent,
    Navigation,
    Manufacturers,
    Models,
    BrandAssets,
  ],
}
