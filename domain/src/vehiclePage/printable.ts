import { carCardTitle } from '../carCard/card'
import { addressLine } from '../locations/locations'
import { dealerComments } from '../vehicle/comments'
import { choosePhone } from '../vehicle/contact'
import { marketPriceIndicator, priceDisplay, wasPriceText } from '../vehicle/price'
import { keyInformation, type SpecRow } from '../vehicle/specs'
import { technicalSpecifications } from './details'
import type { VehiclePageData, VehiclePageImage } from './types'

export type PrintSheet = {
  title: string
  /** Price per the spec's rules ('$34,990', PREORDER or the no-price text). */
  price: string
  wasPrice: string | null
  marketPrice: string | null
  specs: SpecRow[]
  /** Dealer comments split into paragraphs, or the spec's pending text. */
  comments: string[]
  dealer: { name: string; address: string | null; phone: { number: string; telHref: string } | null }
  photo: VehiclePageImage | null
  pageUrl: string
}

/** The key facts and the technical list share a few rows (induction); a printed sheet lists each once. */
function uniqueLabels(rows: readonly SpecRow[]): SpecRow[] {
  const seen = new Set<string>()
  return rows.filter((row) => !seen.has(row.label) && seen.add(row.label))
}

/**
 * What the print page and the PDF both show, so the two never disagree: title, price, key facts and
 * technical specs, the full dealer comments, where the car is and whom to call, the first photo.
 */
export function printSheet(data: VehiclePageData): PrintSheet {
  const { car, settings } = data
  const comments = dealerComments(car.dealercomments, true)
  const address = car.location?.address
  const phone = choosePhone(car, settings)
  return {
    title: carCardTitle(car),
    price: priceDisplay(car, settings).text,
    wasPrice: wasPriceText(car),
    marketPrice: marketPriceIndicator(car),
    specs: uniqueLabels([...keyInformation(car, settings, data.today), ...technicalSpecifications(car)]),
    comments: comments.kind === 'pending' ? [comments.text] : comments.paragraphs,
    dealer: {
      name: car.location?.name?.trim() || car.location_name?.trim() || car.dealership_name?.trim() || data.tenant.name,
      address: addressLine({
        id: car.location?.id ?? car.slug,
        name: null,
        address: address && Object.values(address).some(Boolean) ? address : { city: car.city ?? null, state: car.state ?? null },
      }),
      phone: phone.kind === 'phone' ? { number: phone.number, telHref: phone.telHref } : null,
    },
    photo: car.images[0] ?? null,
    pageUrl: data.pageUrl,
  }
}

/**
 * The standard PDF fonts cover Windows-1252 only. Typographic punctuation within it is kept; anything
 * beyond it (emoji, other scripts) becomes '?' rather than a wrong glyph.
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')

export function pdfSafeText(value: string): string {
  let out = ''
  for (const char of value.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0
    if (char === '\n' || char === '\t') out += char
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue
    else if (code <= 0xff || WIN_ANSI_EXTRA.has(char)) out += char
    else if (char === '\u2212') out += '-'
    else if (char === '\u202f' || char === '\u2009') out += ' '
    else out += '?'
  }
  return out
}
