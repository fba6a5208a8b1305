import { formatMoney } from '@forecourt/domain/enquiry'

import type { LeadVehicle, StoredLead } from './leadPayload'

/**
 * Leads rendered as ADF/XML 1.0 (Auto-lead Data Format), the XML dealer CRMs import. Every document is
 * valid against the ADF 1.0 DTD (adf-1.0.dtd beside this file; adf.dtd.test.ts checks each form kind with
 * xmllint), because some CRMs validate against it and reject anything else: elements in the DTD's order,
 * the mandatory ones always present and never empty, at most one price per vehicle.
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
const forbiddenXmlCharacters =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

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

/**
 * The DTD makes year, make and model mandatory in every vehicle, and a vehicle mandatory in every
 * prospect. When the lead names no car (a general or service enquiry, a trade-in described only by its
 * kilometres) they say so in words: an empty element tells a CRM nothing, and some read it as year 0.
 */
export const ADF_NOT_SPECIFIED = 'Not specified'

/** ADF knows only new and used; demonstrators are registered cars, which CRMs file as used. */
function adfVehicleStatus(carType: string | null | undefined): 'new' | 'used' {
  return carType === 'used' || carType === 'demo' ? 'used' : 'new'
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

/** A mandatory element: its value, or the words saying it is not known. */
function required(name: string, value: string | number | null | undefined): XmlNode {
  const text = value === null || value === undefined ? '' : String(value).trim()
  return node(name, undefined, text || ADF_NOT_SPECIFIED)
}

const money = (amount: number) => formatMoney(amount)

/** The car the lead is about, as the server found it by car_id; a car only the page described is no car. */
function carOnRecord(lead: StoredLead): LeadVehicle | null {
  return lead.vehicle && lead.vehicle.on_record !== false ? lead.vehicle : null
}

/** What the form asks about the car: a test drive books one; everything else is about buying. */
function interestOf(lead: StoredLead): 'buy' | 'test-drive' {
  return lead.form_kind === 'test-drive' ? 'test-drive' : 'buy'
}

function odometer(km: number | null | undefined): XmlNode | null {
  return typeof km === 'number' && Number.isFinite(km) ? node('odometer', { status: 'unknown', units: 'km' }, Math.round(km)) : null
}

/** The one price the DTD allows: the visitor's offer when they made one, else the asking price. */
function priceElements(lead: StoredLead, asking: number | null): (XmlNode | null)[] {
  const offer = lead.offer_from_client
  if (offer !== null) {
    return [
      node('price', { type: 'offer', currency: 'AUD' }, offer),
      asking !== null ? node('pricecomments', undefined, `Asking price: ${money(asking)}`) : null,
    ]
  }
  return [asking !== null ? node('price', { type: 'asking', currency: 'AUD' }, asking) : null]
}

function colourCombination(vehicle: LeadVehicle): XmlNode | null {
  const exterior = vehicle.colour?.trim()
  const interior = vehicle.interior_colour?.trim()
  if (!exterior && !interior) return null
  return node('colorcombination', undefined, [
    optional('interiorcolor', interior),
    optional('exteriorcolor', exterior),
    node('preference', undefined, '1'),
  ])
}

function carElement(lead: StoredLead, vehicle: LeadVehicle): XmlNode {
  const notes = [
    vehicle.car_type === 'demo' ? 'Demonstrator' : null,
    vehicle.status && vehicle.status !== 'in_stock' ? `Stock status: ${vehicle.status}` : null,
  ].filter((note): note is string => note !== null)
  return node('vehicle', { interest: interestOf(lead), status: adfVehicleStatus(vehicle.car_type) }, [
    node('id', { source: ADF_PROVIDER_NAME }, vehicle.car_id),
    required('year', vehicle.year),
    required('make', vehicle.make),
    required('model', vehicle.model),
    optional('vin', vehicle.vin),
    optional('stock', vehicle.stock_number),
    optional('trim', vehicle.badge),
    optional('doors', vehicle.doors),
    optional('bodystyle', vehicle.body),
    optional('transmission', vehicle.transmission),
    odometer(vehicle.km),
    colourCombination(vehicle),
    ...priceElements(lead, vehicle.price),
    optional('comments', notes.join('. ')),
  ])
}

/** New or used when the visitor's category says which; otherwise left to the DTD's default. */
function statusFromCategory(category: string): 'new' | 'used' | undefined {
  if (/\bnew\b/i.test(category)) return 'new'
  if (/\bused\b/i.test(category)) return 'used'
  return undefined
}

/** The vehicle of a lead that names no car on record: the interest the form expresses, and why no car. */
function noCarElement(lead: StoredLead): XmlNode {
  const described = lead.vehicle
  const reason = described
    ? `Car ${described.car_id} named by the page is no longer on record${described.title ? ` (the page said: ${described.title}${described.stock_number ? `, stock ${described.stock_number}` : ''})` : ''}`
    : `No particular vehicle: ${lead.category}${lead.subcategory ? ` - ${lead.subcategory}` : ''}`
  return node('vehicle', { interest: interestOf(lead), status: statusFromCategory(lead.category) }, [
    required('year', null),
    required('make', null),
    required('model', null),
    ...priceElements(lead, null),
    node('comments', undefined, reason),
  ])
}

function tradeInElement(lead: StoredLead): XmlNode | null {
  const tradeIn = lead.trade_in
  if (!tradeIn?.has_trade_in) return null
  const rego = tradeIn.rego ? `Rego: ${tradeIn.rego}${tradeIn.rego_state ? ` (${tradeIn.rego_state})` : ''}` : null
  return node('vehicle', { interest: 'trade-in', status: 'used' }, [
    required('year', null),
    required('make', null),
    required('model', null),
    odometer(tradeIn.kms),
    tradeIn.valuation !== null ? node('price', { type: 'appraisal', currency: 'AUD' }, tradeIn.valuation) : null,
    node('comments', undefined, rego ?? 'The customer has a vehicle to trade in'),
  ])
}

/** ADF needs at least one vehicle: a sell-my-car lead without a car on the page has only its trade-in. */
function vehicleElements(lead: StoredLead): XmlNode[] {
  const car = carOnRecord(lead)
  const tradeIn = tradeInElement(lead)
  const wanted = car ? carElement(lead, car) : tradeIn && lead.form_kind === 'trade-in' && !lead.vehicle ? null : noCarElement(lead)
  return [wanted, tradeIn].filter((element): element is XmlNode => element !== null)
}

/** Where the visitor is: the DTD's address needs a street, which no form asks for, so it is said in words. */
function whereabouts(lead: StoredLead): string | null {
  const postcode = lead.customer.postcode.trim()
  if (!postcode) return null
  const place = lead.postcode_location
  const suburb = place?.suburbs.length === 1 ? place.suburbs[0] : null
  const region = [suburb, place?.state].filter(Boolean).join(', ')
  return `Postcode: ${postcode}${region ? ` (${region})` : ''}`
}

/** The customer's own words first, then what the form knew, because CRMs show comments as one note. */
function customerComments(lead: StoredLead): string {
  const lines: string[] = []
  if (lead.message) lines.push(lead.message, '')
  lines.push(`Enquiry: ${lead.category}${lead.subcategory ? ` - ${lead.subcategory}` : ''}`)
  const where = whereabouts(lead)
  if (where) lines.push(where)
  if (lead.offer_from_client !== null) lines.push(`Offer: ${money(lead.offer_from_client)}`)
  if (lead.test_drive_booking_date) lines.push(`Test drive requested for: ${lead.test_drive_booking_date}`)
  lines.push(`Preferred contact: ${lead.customer.preferred_contact_method}`)
  lines.push(`Marketing opt-in: ${lead.consent.opt_in ? 'Yes' : 'No'}`)
  lines.push(`Page: ${lead.url}`)
  return lines.join('\n')
}

/** The DTD asks a contact for an email or a phone; a hand-made lead with neither says so. */
function reachBy(email: XmlNode | null, phone: XmlNode | null): XmlNode[] {
  if (email || phone) return [email, phone].filter((element): element is XmlNode => element !== null)
  return [node('phone', undefined, ADF_NOT_SPECIFIED)]
}

function customerElement(lead: StoredLead): XmlNode {
  const { customer } = lead
  const name = adfNameParts(customer.name, customer.last_name)
  const preferred = customer.preferred_contact_method
  const phoneType = preferred === 'SMS' || isMobile(customer.phone) ? 'cellphone' : 'voice'
  const email = optional('email', customer.email, preferred === 'Email' ? { preferredcontact: '1' } : undefined)
  const phone = optional('phone', customer.phone, { type: phoneType, ...(preferred === 'Email' ? {} : { preferredcontact: '1' }) })
  const booking = lead.test_drive_booking_date
  return node('customer', undefined, [
    node('contact', { primarycontact: '1' }, [
      name.first ? node('name', { part: 'first' }, name.first) : node('name', { part: 'full' }, ADF_NOT_SPECIFIED),
      name.last ? node('name', { part: 'last' }, name.last) : null,
      ...reachBy(email, phone),
    ]),
    booking
      ? node('timeframe', undefined, [node('description', undefined, 'Test drive booking'), node('earliestdate', undefined, booking)])
      : null,
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
      ...reachBy(optional('email', vendor.email), optional('phone', vendor.phone, { type: 'voice' })),
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
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<?adf version="1.0"?>', serialise(node('adf', undefined, [prospect]), 0), ''].join(
    '\n',
  )
}
