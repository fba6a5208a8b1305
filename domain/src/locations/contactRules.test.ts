import { describe, expect, it } from '@jest/globals'

import { australianPhoneProblem, clockTimeProblem, closingTimeProblem, contactMessages, postcodeFormatProblem } from './contactRules'

describe('Australian phone numbers', () => {
  it('accepts mobiles, landlines with an area code, 13, 1300 and 1800 numbers, as people write them', () => {
    for (const number of [
      '0412 345 678',
      '+61 412 345 678',
      '(02) 9555 0100',
      '02-9555-0100',
      '+61 2 9555 0100',
      '(08) 9555 0100',
      '13 22 11',
      '1300 555 010',
      '1800 555 010',
    ]) {
      expect({ number, problem: australianPhoneProblem(number) }).toEqual({ number, problem: null })
    }
  })

  it('refuses words, numbers without an area code, and numbers of the wrong length, in words', () => {
    for (const number of ['call us', '9555 0100', '0412 345 67', '1900 555 010', '+44 20 7946 0958', '04123456789']) {
      expect({ number, problem: australianPhoneProblem(number) }).toEqual({ number, problem: contactMessages.phone })
    }
  })

  it('leaves an empty number alone: the fields are optional', () => {
    expect(australianPhoneProblem('')).toBeNull()
    expect(australianPhoneProblem(null)).toBeNull()
  })
})

describe('postcodes', () => {
  it('must be four digits', () => {
    expect(postcodeFormatProblem('2144')).toBeNull()
    expect(postcodeFormatProblem('ABCDE')).toBe('Enter a 4-digit Australian postcode, like 2144.')
    expect(postcodeFormatProblem('45077')).toBe('Enter a 4-digit Australian postcode, like 2144.')
    expect(postcodeFormatProblem(undefined)).toBeNull()
  })
})

describe('opening times', () => {
  it('reads 8:30am, 5:30pm and 17:30, and refuses 25:99 and words', () => {
    for (const time of ['8:30am', '5:30pm', '17:30', '9am']) expect(clockTimeProblem(time)).toBeNull()
    for (const time of ['25:99', '13:00pm', 'noonish']) expect(clockTimeProblem(time)).toBe('Enter a time like 8:30am, 5:30pm or 17:30.')
  })

  it('refuses hours that close at or before they open', () => {
    expect(closingTimeProblem('8:30am', '5:30pm')).toBeNull()
    expect(closingTimeProblem('5:30pm', '8:30am')).toBe('Closes at must be later than Opens at.')
    expect(closingTimeProblem('9:00am', '9:00am')).toBe('Closes at must be later than Opens at.')
    // One time missing or unreadable: nothing to compare (the unreadable one is refused on its own field).
    expect(closingTimeProblem('9:00am', '')).toBeNull()
    expect(closingTimeProblem('25:99', '5:00pm')).toBeNull()
  })
})
