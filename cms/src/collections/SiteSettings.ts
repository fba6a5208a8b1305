import type { CollectionBeforeValidateHook, CollectionConfig, Field } from 'payload'
import { ValidationError } from 'payload'

import { DEFAULT_LOCATION_PAGE_FAMILY, LOCATION_PAGE_FAMILIES } from '@forecourt/domain/locations'
import {
  DEFAULT_DEPOSIT_DOLLARS,
  DEFAULT_MAX_LIVE_HOLDS,
  HOLD_HOURS,
  MAX_DEPOSIT_DOLLARS,
  MAX_MAX_LIVE_HOLDS,
  MIN_DEPOSIT_DOLLARS,
  MIN_MAX_LIVE_HOLDS,
} from '@forecourt/domain/reservation'
import { BUTTON_OPTIONS, FINANCE_PROVIDERS } from '@forecourt/domain/vehicle'

import { isAuthenticated } from '../access/isAuthenticated'
import { inRequestTenant } from '../access/inRequestTenant'
import {
  DEFAULT_WHY_BUY_FROM_US,
  VEHICLE_PAGE_SECTION_LABELS,
  VEHICLE_PAGE_SECTIONS,
  WHY_BUY_ITEM_MAX_LENGTH,
  WHY_BUY_MAX_ITEMS,
} from '@forecourt/domain/vehiclePage'

import {
  engineDisplays,
  favouritesStorages,
  gatedRouteTypes,
  serviceAdvantageBrands,
  siteSettingsErrors,
  socialPlatforms,
} from '../settings/siteSettingsSchema'
import { revalidateTenantAfterChange, revalidateTenantAfterDelete } from '../hooks/revalidateTenantContent'
import { brandTab } from '../settings/brandTab'
import { onlinePaymentsStatusField } from '../settings/onlinePaymentsStatus'
import { tenantScoped } from '../lib/feature'

const toggle = (name: string, label: string, defaultValue = false): Field => ({ name, type: 'checkbox', label, defaultValue })
/** A stored value in words for the admin: 'callUsNow' → 'Call us now', 'car_clarity' → 'Car clarity'; 'CTD' stays. */
export function optionLabel(value: string): string {
  if (/^[A-Z0-9]+$/.test(value)) return value
  const words = value
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const options = (values: readonly string[]) => values.map((value) => ({ label: optionLabel(value), value }))

/** The whole object is checked with the settings schema, so seeds, imports and the admin obey one rule set. */
const validateWithSchema: CollectionBeforeValidateHook = ({ data, originalDoc, collection, req }) => {
  // The brand is checked as a whole: a change of one colour is judged against the others as stored.
  const brand = originalDoc?.brand || data?.brand ? { ...(originalDoc?.brand ?? {}), ...(data?.brand ?? {}) } : data?.brand
  const errors = siteSettingsErrors({ ...(originalDoc ?? {}), ...(data ?? {}), brand })
  if (errors.length > 0) throw new ValidationError({ collection: collection.slug, errors, req })
  return data
}

/** One per tenant (the multi-tenant plugin keeps it single): every per-site setting and feature toggle. */
export const SiteSettings: CollectionConfig = tenantScoped(
  {
    slug: 'site-settings',
    labels: { singular: 'Site settings', plural: 'Site settings' },
    admin: { description: 'Phone numbers, wording, finance and every feature this site has switched on.' },
    access: {
      create: isAuthenticated,
      delete: isAuthenticated,
      read: inRequestTenant,
      update: isAuthenticated,
    },
    hooks: { beforeValidate: [validateWithSchema], afterChange: [revalidateTenantAfterChange], afterDelete: [revalidateTenantAfterDelete] },
    fields: [
      {
        type: 'tabs',
        tabs: [
          {
            label: 'Contact',
            fields: [
              {
                name: 'phone_override',
                label: 'Phone number override',
                type: 'text',
                admin: { description: 'Wins over every number below.' },
              },
              {
                name: 'phone_numbers',
                label: 'Phone numbers by car type',
                type: 'group',
                fields: ['new', 'used', 'demo', 'service', 'parts'].map((name) => ({ name, type: 'text' }) as Field),
              },
              { name: 'email', type: 'text' },
              { name: 'manufacturer', type: 'text', admin: { description: 'e.g. Toyota; empty for a multi-brand site.' } },
              {
                name: 'base_domain',
                label: 'Base domain',
                type: 'text',
                admin: {
                  description:
                    "The dealer's own brand site, like dealer.com.au: menu items written {host}/path link there. Without it they are left out, or go to this site's own page where it has one (/genuine-service, /new-vehicles, /demo-vehicles, /vehicle-selection).",
                },
              },
              {
                name: 'complaints_contact',
                label: 'Complaints contact',
                type: 'group',
                fields: [
                  { name: 'name', type: 'text' },
                  { name: 'email', type: 'text' },
                  { name: 'phone', type: 'text' },
                ],
              },
              {
                name: 'social_links',
                label: 'Social links',
                labels: { singular: 'Social link', plural: 'Social links' },
                type: 'array',
                fields: [
                  { name: 'platform', type: 'select', required: true, options: options(socialPlatforms) },
                  { name: 'url', label: 'URL', type: 'text', required: true },
                ],
              },
              {
                name: 'gmb_profiles',
                label: 'Google Business profiles',
                labels: { singular: 'Google Business profile', plural: 'Google Business profiles' },
                type: 'array',
                fields: [
                  { name: 'name', type: 'text', required: true },
                  { name: 'review_url', label: 'Review page URL', type: 'text' },
                ],
              },
              {
                name: 'map_provider_key',
                label: 'Map provider key',
                type: 'text',
                admin: { description: 'Switches on embedded maps; empty shows a static map link.' },
              },
              {
                name: 'location_pages',
                label: 'Location pages',
                type: 'select',
                defaultValue: DEFAULT_LOCATION_PAGE_FAMILY,
                options: LOCATION_PAGE_FAMILIES.map((family) => ({ label: `/${family}/{location slug}`, value: family })),
                admin: { description: 'Where each location has its page; the other addresses lead there.' },
              },
            ],
          },
          {
            label: 'Wording',
            fields: [
              {
                name: 'enquire_button_text',
                label: 'Enquire button text',
                type: 'text',
                admin: { description: "The car page's enquire button, e.g. 'Message Now'. Default 'Enquire Now'." },
              },
              {
                name: 'submit_text',
                label: 'Submit button text',
                type: 'text',
                admin: { description: "Enquiry forms that set no text of their own. Default 'Submit Form'." },
              },
              toggle('used_label_pre_owned', "Show used cars as 'Pre-Owned'"),
              toggle('zero_price_band_as_enquire', "Show the $0 price band as 'Enquire - …'"),
              {
                name: 'no_price_text',
                label: 'Text when there is no price',
                type: 'text',
                admin: { description: "Default 'Enquire for price.'" },
              },
              { name: 'sold_tag_name', label: 'Sold tag', type: 'text', admin: { description: "Default 'JUST SOLD'" } },
              { name: 'just_arrived_tag_name', label: 'Just arrived tag', type: 'text', admin: { description: "Default 'New'" } },
              {
                name: 'just_arrived_days',
                label: 'Just arrived for (days)',
                type: 'number',
                min: 0,
                max: 3650,
                admin: { description: 'Default 8' },
              },
              {
                name: 'include_sold_cars_days',
                label: 'Show sold cars for (days)',
                type: 'number',
                min: 0,
                max: 3650,
                admin: { description: 'Sold cars stay listed this many days. Default 3.' },
              },
              {
                name: 'label_rewrites',
                label: 'Label rewrites',
                admin: { description: "Makes and other labels the stock feed spells differently, e.g. 'Suzuki Australia' → 'Suzuki'." },
                labels: { singular: 'Label rewrite', plural: 'Label rewrites' },
                type: 'array',
                fields: [
                  { name: 'from', type: 'text', required: true },
                  { name: 'to', type: 'text', required: true },
                ],
              },
            ],
          },
          {
            label: 'Finance and reviews',
            fields: [
              { name: 'finance_provider', label: 'Finance provider', type: 'select', options: options(FINANCE_PROVIDERS) },
              {
                name: 'finance_link',
                label: 'Finance link',
                type: 'text',
                admin: { description: "Pre-approval link; default '/finance'." },
              },
              toggle('finance_enabled', 'Finance features', true),
              toggle('finance_quote_enabled', 'Request finance quotes for cards without one'),
              { name: 'reviews_min_rating', label: 'Minimum rating shown', type: 'number', defaultValue: 4, min: 0, max: 5 },
              { name: 'google_reviews_count', label: 'Google reviews count', type: 'number', min: 0 },
              toggle('hide_reviews', 'Hide reviews'),
            ],
          },
          {
            label: 'Features',
            fields: [
              {
                name: 'favourites_storage',
                label: 'Favourites stored in',
                type: 'select',
                defaultValue: 'browser',
                options: options(favouritesStorages),
              },
              toggle('compare_enabled', 'Compare'),
              {
                name: 'strict_favourite_rules',
                type: 'checkbox',
                label: 'Favourite and compare only cars with a price and photos',
                defaultValue: false,
                admin: {
                  description: 'Car cards leave out the favourite and compare controls on a car without a price or without photos.',
                },
              },
              {
                name: 'favourites_used_only',
                type: 'checkbox',
                label: 'Favourite and compare used cars only',
                defaultValue: false,
                admin: { description: 'Car cards show the favourite and compare controls on used cars only.' },
              },
              toggle('printing_enabled', 'Printing and PDF', true),
              onlinePaymentsStatusField,
              toggle('checkout_enabled', 'Checkout (reserve with a deposit)'),
              {
                name: 'reserve_deposit',
                label: 'Reserve deposit (whole dollars)',
                type: 'number',
                min: MIN_DEPOSIT_DOLLARS,
                max: MAX_DEPOSIT_DOLLARS,
                admin: {
                  description: `The refundable deposit that holds a car for ${HOLD_HOURS} hours; empty means $${DEFAULT_DEPOSIT_DOLLARS}.`,
                  step: 1,
                },
              },
              toggle('online_purchase_enabled', 'Online purchase'),
              {
                name: 'max_live_holds',
                label: 'Cars one shopper may keep at once',
                type: 'number',
                min: MIN_MAX_LIVE_HOLDS,
                max: MAX_MAX_LIVE_HOLDS,
                admin: {
                  description: `Reservations and online purchases that are awaiting payment or paid, per mobile number, email, card and connection; empty means ${DEFAULT_MAX_LIVE_HOLDS}.`,
                  step: 1,
                },
              },
              toggle('garage_enabled', 'Garage'),
              toggle('phone_reveal', 'Mask phone numbers until clicked'),
              toggle('fuel_tags_enabled', 'Electric / Hybrid / PHEV tag on cards'),
              toggle('certified_only_toggle', "Search switch 'Only show Toyota Certified Vehicles'"),
              toggle('km_sort_enabled', 'Sort by kilometres'),
              toggle('price_asc_requires_price', 'Hide unpriced cars when sorting by lowest price'),
              toggle('opt_in_default', 'Marketing opt-in ticked by default', true),
              toggle('terms_required', 'Forms require agreeing to the terms'),
              toggle('comments_required', 'Forms require a comment', true),
              {
                name: 'sign_in_required_routes',
                label: 'Pages that need sign-in',
                type: 'select',
                hasMany: true,
                options: options(gatedRouteTypes),
                admin: {
                  description: 'Signed-out visitors are sent to sign in first. Spin to win, online payment and My Garage always are.',
                },
              },
              toggle('finance_needs_vehicle_identifier', 'Finance applications need the car (sign-in required for /finance)'),
              {
                name: 'watchlist_path',
                label: 'Watchlist page',
                type: 'text',
                defaultValue: '/watchlist',
                admin: { description: "Where a shopper's saved cars are listed ('View List' leads there), e.g. /watchlist." },
              },
              {
                name: 'button_options',
                label: 'Buttons on car pages',
                type: 'select',
                hasMany: true,
                options: options(BUTTON_OPTIONS),
                admin: { description: 'Vehicle-page buttons this site shows.' },
              },
              {
                name: 'configured_stock_count',
                label: 'Stock count shown',
                type: 'number',
                min: 0,
                admin: { description: 'Shown as the result count above 1,999 cars.' },
              },
            ],
          },
          {
            label: 'Vehicle page',
            fields: [
              {
                name: 'vehicle_page_sections',
                label: 'Sections of the car page',
                type: 'array',
                labels: { singular: 'Section', plural: 'Sections' },
                admin: {
                  description:
                    'The sections of every car page, in this order (drag to reorder). A section left out is hidden; an empty list shows them all in the standard order.',
                },
                fields: [
                  {
                    name: 'section',
                    type: 'select',
                    required: true,
                    options: VEHICLE_PAGE_SECTIONS.map((value) => ({ value, label: VEHICLE_PAGE_SECTION_LABELS[value] })),
                  },
                ],
              },
              {
                name: 'why_buy_from_us',
                label: "'Why Buy From Us?' points",
                type: 'array',
                labels: { singular: 'Point', plural: 'Points' },
                maxRows: WHY_BUY_MAX_ITEMS,
                admin: {
                  description: `The list in the car page's 'Why Buy From Us?' section, in this order. Empty shows the standard points: ${DEFAULT_WHY_BUY_FROM_US.join('; ')}.`,
                },
                fields: [{ name: 'text', type: 'text', required: true, maxLength: WHY_BUY_ITEM_MAX_LENGTH }],
              },
              {
                name: 'engine_display',
                label: 'Engine size shown as',
                type: 'select',
                defaultValue: 'litres',
                options: options(engineDisplays),
              },
              toggle('show_unregistered', "Show 'Unregistered' for a past rego expiry"),
              toggle('call_now_only_when_open', 'Mobile Call Now only while the dealership is open'),
              toggle('offers_subscription', 'Show subscription prices'),
              {
                name: 'service_advantage',
                label: 'Service advantage',
                type: 'select',
                options: options(serviceAdvantageBrands),
                admin: { description: 'Capped-price servicing table for new and demo cars of this brand.' },
              },
              toggle('checkout_uses_buy_online_path', 'Reserve goes to /cars/{slug}/buy-online'),
              toggle('find_similar_lower_case', "Write 'Find me something similar'"),
              toggle('show_something_similar_prompt', "Add 'Like this and want something similar?' to the sold notice"),
            ],
          },
          brandTab,
        ],
      },
    ],
  },
  { isGlobal: true },
)
