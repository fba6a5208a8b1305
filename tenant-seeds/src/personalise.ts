/**
 * Puts a new dealer's own phone, address and licence into a cloned template, and lists every value
 * that is still the template's so the admin can show it as "Needs replacing". Pure: no Payload.
 */
import { brandColoursOf, brandContrastIssues, contrastRatio, normaliseHexColour } from '@forecourt/domain/brand'

import type { LogoFile } from './templates/logos'
import type { TenantSiteTemplate } from './templates/types'

export const australianStates = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const
export type AustralianState = (typeof australianStates)[number]

export type DealerAddress = { street: string; city: string; state: AustralianState; postcode: string }

/** The new dealer's details; each one left out keeps the template's value, listed as needing replacing. */
export type DealerDetails = { phone?: string; address?: DealerAddress; licence?: string; logo?: LogoFile; brandColour?: string }

/**
 * The template's brand with the dealer's own colour as its brand colour (buttons and links), the text
 * on it white or black, whichever reads better; and the pairs that would then fall below WCAG 2.2 AA.
 */
export function brandWithColour(template: TenantSiteTemplate, colour: string) {
  const brand_colour = normaliseHexColour(colour) ?? colour
  const brand_text_colour = contrastRatio('#ffffff', brand_colour) >= contrastRatio('#000000', brand_colour) ? '#ffffff' : '#000000'
  const brand = { ...template.settings?.brand, brand_colour, brand_text_colour }
  return { brand, issues: brandContrastIssues(brandColoursOf(brand)) }
}

const addressPattern = new RegExp(
  `^(?<street>[^,]+),\\s*(?<city>[^,]+?)\\s+(?<state>${australianStates.join('|')})\\s+(?<postcode>\\d{4})$`,
  'i',
)

/** "12 Bay Road, Byron Bay NSW 2481" → its parts; undefined when it does not read that way. */
export function parseDealerAddress(text: string): DealerAddress | undefined {
  const match = addressPattern.exec(text.trim().replace(/\s+/g, ' '))
  if (!match?.groups) return undefined
  const { street, city, state, postcode } = match.groups as Record<'street' | 'city' | 'state' | 'postcode', string>
  return { street: street.trim(), city: city.trim(), state: state.toUpperCase() as AustralianState, postcode }
}

const addressText = (
  address: { street?: string | null; city?: string | null; state?: string | null; postcode?: string | null } | null | undefined,
) => [address?.street, [address?.city, address?.state, address?.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ')

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63)

export type PersonalisedTemplate = { site: TenantSiteTemplate; needsReplacing: string[] }

/**
 * The template with the dealer's details in the tenant's contact, its first dealership, its primary
 * location, the site settings' phone numbers and the footer's licence line; and, in words a
 * marketer reads in the admin, each template value that remains.
 */
export function personaliseTemplate(template: TenantSiteTemplate, details: DealerDetails): PersonalisedTemplate {
  const site: TenantSiteTemplate = structuredClone({ ...template, pages: [] })
  site.pages = template.pages
  const needsReplacing: string[] = []
  const { phone, address, licence } = details

  const contact = site.tenant.contact ?? {}
  if (phone) contact.phone = phone
  else if (contact.phone) needsReplacing.push(`Tenant → Contact → Phone: "${contact.phone}" is the template's`)
  if (address) contact.address = { ...address }
  else if (contact.address) needsReplacing.push(`Tenant → Contact → Address: "${addressText(contact.address)}" is the template's`)
  site.tenant.contact = contact

  const phoneNumbers = site.settings?.phone_numbers
  if (phoneNumbers && Object.values(phoneNumbers).some(Boolean)) {
    if (phone) {
      for (const key of Object.keys(phoneNumbers) as Array<keyof typeof phoneNumbers>) if (phoneNumbers[key]) phoneNumbers[key] = phone
    } else {
      needsReplacing.push("Site settings → Phone numbers: the new, used, service and parts numbers are the template's")
    }
  }

  const locations = site.locations ?? []
  const primary = locations.find((location) => location.primary) ?? locations[0]
  const mainDealershipSlug = primary?.dealership ?? site.dealerships?.[0]?.slug
  for (const dealership of site.dealerships ?? []) {
    if (!dealership.dealer_license_number && !dealership.motor_vehicle_repairer) continue
    if (dealership.slug === mainDealershipSlug && licence) {
      dealership.dealer_license_number = licence
      if (dealership.motor_vehicle_repairer)
        needsReplacing.push(
          `Dealership ${dealership.name} → Motor vehicle repairer licence: "${dealership.motor_vehicle_repairer}" is the template's`,
        )
    } else {
      needsReplacing.push(
        `Dealership ${dealership.name} → Dealer licence number: "${dealership.dealer_license_number ?? ''}" is the template's`,
      )
    }
  }

  for (const location of locations) {
    if (location === primary) {
      if (licence && location.dealer_license_number) location.dealer_license_number = licence
      else if (location.dealer_license_number)
        needsReplacing.push(`Location ${location.name} → Dealer licence number: "${location.dealer_license_number}" is the template's`)
      if (phone && location.contact_detail) {
        location.contact_detail.phone = phone
        if (location.contact_detail.landline_phone) location.contact_detail.landline_phone = phone
      } else if (location.contact_detail?.phone) {
        needsReplacing.push(`Location ${location.name} → Phone: "${location.contact_detail.phone}" is the template's`)
      }
      if (address) {
        // The yard takes its name and address from the new dealer's suburb; the template's map
        // coordinates would point at the template's yard, so they go.
        location.name = `${site.tenant.name} ${address.city}`
        const citySlug = slugOf(address.city)
        if (citySlug && !locations.some((other) => other !== location && other.slug === citySlug)) location.slug = citySlug
        location.address = { ...address }
      } else if (location.address) {
        needsReplacing.push(`Location ${location.name} → Address and map position: "${addressText(location.address)}" is the template's`)
      }
      needsReplacing.push(`Location ${location.name} → Opening hours and reviews are the template's examples`)
    } else {
      needsReplacing.push(
        `Location ${location.name}: an example yard of the template (address, phone, hours, licence): replace it or delete it`,
      )
    }
  }

  const { logo, brandColour } = details
  if (logo) site.logos = { alt: `${site.tenant.name} logo`, light: logo }
  else if (site.logos) needsReplacing.push("Site settings → Brand → Logo: the template's emblem beside the dealer's name")
  if (site.settings?.brand) {
    if (brandColour) site.settings.brand = brandWithColour(template, brandColour).brand
    needsReplacing.push(
      brandColour
        ? "Site settings → Brand: the accent and header colours and the typefaces are the template's"
        : "Site settings → Brand: the brand colour, the rest of the palette and the typefaces are the template's",
    )
  }

  const licenceNumbers = site.navigation?.licence_numbers
  if (licenceNumbers?.length) {
    if (licence) site.navigation = { ...site.navigation!, licence_numbers: [{ number: licence }] }
    else
      needsReplacing.push(
        `Navigation → Licence numbers (footer): "${licenceNumbers.map((row) => row.number).join(', ')}" are the template's`,
      )
  }
  return { site, needsReplacing }
}
