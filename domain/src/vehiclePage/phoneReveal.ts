/** Where a click on a masked number is recorded (the spec's reveal call: car_id, dealership_id, website_id). */
export const PHONE_REVEAL_PATH = '/api/phone-reveals/record'

export type PhoneRevealBody = { car_id: number | string; dealership_id: number | string | null; website_id: number | string }

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
