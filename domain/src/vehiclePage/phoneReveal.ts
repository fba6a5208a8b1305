/** Where a click on a masked number is recorded (the spec's reveal call: car_id, dealership_id, website_id). */
export const PHONE_REVEAL_PATH = '/api/phone-reveals/record'

export type PhoneRevealBody = { car_id: number | string; dealership_id: number | string | null; website_id: number | string }

/**
 * What the reveal call answers: the reveal it recorded and the number it reveals. While masking is
 * on the page never holds the number (not in its HTML, links or data), so it comes only from here.
 */
export type PhoneRevealAnswer = { id: number | string; number: string; tel_href: string }

export function isPhoneRevealAnswer(value: unknown): value is PhoneRevealAnswer {
  if (!value || typeof value !== 'object') return false
  const answer = value as Record<string, unknown>
  return typeof answer.number === 'string' && typeof answer.tel_href === 'string' && answer.tel_href.startsWith('tel:')
}

/**
 * The number with its last four digits hidden, keeping its spacing and brackets, so the shopper sees
 * it is a local number without being able to dial it: '(02) 9555 0101' → '(02) 9555 XXXX'.
 */
export function maskPhoneNumber(number: string): string {
  let toHide = Math.min(4, (number.match(/\d/g) ?? []).length)
  const characters = [...number]
  for (let index = characters.length - 1; index >= 0 && toHide > 0; index -= 1) {
    if (/\d/.test(characters[index] ?? '')) {
      characters[index] = 'X'
      toHide -= 1
    }
  }
  return characters.join('')
}
