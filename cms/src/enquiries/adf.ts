import { formatMoney } from '@forecourt/blocks/enquiryForm/money'

import type { StoredLead } from './leadPayload'

/**
 * Leads rendered as ADF/XML 1.0 (Auto-lead Data Format), the XML dealer CRMs import. Elements follow
 * the ADF 1.0 DTD's order, because some CRMs validate against it and reject anything else.
 */

export type AdfVendor = {
  /** The dealership the lead is for. */
  name: string
  contactName?: string | null
  email?: string | null
  phone?: string | null
  url?: string | null
}

export type AdfInput = {
  lead: StoredLead
  leadId: string | number
  vendor: AdfVendor
  /** The site the lead came from, shown as the provider's url. */
  providerUrl?: string | null
}

export const ADF_PROVIDER_NAME = 'Forecourt'
export const ADF_PROVIDER_SERVICE = 'Website'

// XML 1.0 forbids these characters outright, even escaped; a pasted control character would make the
// whole document unreadable to the CRM, so they are dropped.
const forbiddenXmlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** Escapes text for element content and attribute values alike. */
export function escapeXml(value: string): string {
  return value
    .replace(forbiddenXmlCharacters, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

type XmlNode = { name: string; attributes?: Record<string, string | null | undefined>; children?: (XmlNode | null)[]; text?: string | null }

function node(name: string, attributes: XmlNode['attributes'], content?: string | number | null | (XmlNode | null)[]): XmlNode {
  if (Array.isArray(content)) return { name, attributes, children: content }
  return { name, attributes, text: content === null || content === undefined ? null : String(content) }
}

/** An element only when there is something to put in it. */
function optional(name: string, value: string | number | null | undefined, attributes?: XmlNode['attributes']): XmlNode | null {
  if (value === null || value === undefined) return null
  const text = String(value).trim()
  return text ? node(name, attributes, text) : null
}

function serialise(element: XmlNode, depth: number): string {
  const indent = '  '.repeat(depth)
  const attributes = Object.entries(element.attributes ?? {})
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('')
  const children = (element.children ?? []).filter((child): child is XmlNode => child !== null)
  if (children.length > 0) {
    const inner = children.map((child) => serialise(child, depth + 1)).join('\n')
    return `${indent}<${element.name}${attributes}>\n${inner}\n${indent}</${element.name}>`
  }
  return `${indent}<${element.name}${attributes}>${escapeXml(element.text ?? '')}</${element.name}>`
}


/** ADF knows only new and used; demonstrators are registered cars, which CRMs file as used. */
function adfVehicleStatus(carType: string | null | undefined): 'new' | 'used' {
  return carType === 'new' ? 'new' : carType === 'used' || carType === 'demo' ? 'used' : 'new'
}

function isMobile(phone: string): boolean {
  const compact = phone.replace(/[\s().-]/g, '')
  return /^(?:0|\+?61)4\d{8}$/.test(compact)
}

/** Splits a single name field when no last name was asked for: 'Mary Jane Citizen' → 'Mary Jane' + 'Citizen'. */
export function adfNameParts(name: string, lastName: string | null): { first: string; last: string | null } {
  const first = name.trim()
  if (lastName?.trim()) return { first, last: lastName.trim() }
  const words = first.split(/\s+/)
  if (words.length < 2) return { first, last: null }
  return { first: words.slice(0, -1).join(' '), last: words[words.length - 1] ?? null }
}

function vehicleElement(lead: StoredLead): XmlNode {
  const vehicle = lead.vehicle
  // The car on the page is the one wanted; a trade-in is described by its own vehicle element.
  const interest = lead.form_kind === 'test-drive' ? 'test-drive' : 'buy'
  const prices: (XmlNode | null)[] = [
    vehicle?.price !== null && vehicle?.price !== undefined ? node('price', { type: 'asking', currency: 'AUD' }, vehicle.price) : null,
    lead.offer_from_client !== null ? node('price', { type: 'offer', currency: 'AUD' }, lead.offer_from_client) : null,
  ]
  const notes = [
    vehicle?.car_type === 'demo' ? 'Demonstrator' : null,
    vehicle?.status && vehicle.status !== 'in_stock' ? `Stock status: ${vehicle.status}` : null,
  ].filter((note): note is string => note !== null)
  // year, make and model are mandatory in the DTD, so they are present (empty) even without a car.
  return node('vehicle', { interest, status: adfVehicleStatus(vehicle?.car_type) }, [
    node('year', undefined, vehicle?.year ?? ''),
    node('make', undefined, vehicle?.make ?? ''),
    node('model', undefined, vehicle?.model ?? ''),
    optional('vin', vehicle?.vin),
    optional('stock', vehicle?.stock_number),
    optional('trim', vehicle?.badge),
    vehicle?.km !== null && vehicle?.km !== undefined ? node('odometer', { status: 'unknown', units: 'km' }, vehicle.km) : null,
    ...prices,
    optional('comments', notes.join('. ')),
  ])
}

function tradeInElement(lead: StoredLead): XmlNode | null {
  const tradeIn = lead.trade_in
  if (!tradeIn?.has_trade_in) return null
  const rego = tradeIn.rego ? `Rego: ${tradeIn.rego}${tradeIn.rego_state ? ` (${tradeIn.rego_state})` : ''}` : null
  return node('vehicle', { interest: 'trade-in', status: 'used' }, [
    node('year', undefined, ''),
    node('make', undefined, ''),
    node('model', undefined, ''),
    tradeIn.kms !== null ? node('odometer', { status: 'unknown', units: 'km' }, tradeIn.kms) : null,
    tradeIn.valuation !== null ? node('price', { type: 'appraisal', currency: 'AUD' }, tradeIn.valuation) : null,
    optional('comments', rego),
  ])
}

/** ADF needs at least one vehicle: a sell-my-car lead without a car on the page has only its trade-in. */
function vehicleElements(lead: StoredLead): XmlNode[] {
  const tradeIn = tradeInElement(lead)
  if (!lead.vehicle && tradeIn) return [tradeIn]
  return tradeIn ? [vehicleElement(lead), tradeIn] : [vehicleElement(lead)]
}

/** The customer's own words first, then what the form knew, because CRMs show comments as one note. */
function customerComments(lead: StoredLead): string {
  const lines: string[] = []
  if (lead.message) lines.push(lead.message, '')
  lines.push(`Enquiry: ${lead.category}${lead.subcategory ? ` - ${lead.subcategory}` : ''}`)
  if (lead.offer_from_client !== null) lines.push(`Offer: ${formatMoney(lead.offer_from_client)}`)
  if (lead.test_drive_booking_date) lines.push(`Test drive requested for: ${lead.test_drive_booking_date}`)
  lines.push(`Preferred contact: ${lead.customer.preferred_contact_method}`)
  lines.push(`Marketing opt-in: ${lead.consent.opt_in ? 'Yes' : 'No'}`)
  lines.push(`Page: ${lead.url}`)
  return lines.join('\n')
}

function customerElement(lead: StoredLead): XmlNode {
  const { customer } = lead
  const name = adfNameParts(customer.name, customer.last_name)
  const preferred = customer.preferred_contact_method
  const phoneType = preferred === 'SMS' || isMobile(customer.phone) ? 'cellphone' : 'voice'
  return node('customer', undefined, [
    node('contact', { primarycontact: '1' }, [
      node('name', { part: 'first' }, name.first),
      name.last ? node('name', { part: 'last' }, name.last) : null,
      node('email', preferred === 'Email' ? { preferredcontact: '1' } : undefined, customer.email),
      node('phone', { type: phoneType, ...(preferred === 'Email' ? {} : { preferredcontact: '1' }) }, customer.phone),
      node('address', undefined, [
        optional('city', lead.postcode_location?.suburbs.length === 1 ? lead.postcode_location.suburbs[0] : null),
        optional('regioncode', lead.postcode_location?.state),
        node('postalcode', undefined, customer.postcode),
        node('country', undefined, 'AU'),
      ]),
    ]),
    node('comments', undefined, customerComments(lead)),
  ])
}

function vendorElement(vendor: AdfVendor): XmlNode {
  const contactName = vendor.contactName?.trim() || vendor.name
  return node('vendor', undefined, [
    node('vendorname', undefined, vendor.name),
    optional('url', vendor.url),
    node('contact', { primarycontact: '1' }, [
      node('name', { part: 'full' }, contactName),
      optional('email', vendor.email),
      optional('phone', vendor.phone, { type: 'voice' }),
    ]),
  ])
}

/** The whole ADF document for one lead. Every value from the visitor or the tenant is escaped. */
export function renderLeadAdf({ lead, leadId, vendor, providerUrl }: AdfInput): string {
  const prospect = node('prospect', { status: 'new' }, [
    node('id', { sequence: '1', source: ADF_PROVIDER_NAME }, String(leadId)),
    node('requestdate', undefined, lead.received_at),
    ...vehicleElements(lead),
    customerElement(lead),
    vendorElement(vendor),
    node('provider', undefined, [
      node('name', { part: 'full' }, ADF_PROVIDER_NAME),
      node('service', undefined, ADF_PROVIDER_SERVICE),
      optional('url', providerUrl),
    ]),
  ])
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<?adf version="1.0"?>', serialise(node('adf', undefined, [prospect]), 0), ''].join('\n')
}
