import { describe, expect, it } from '@jest/globals'

import { checkCard, luhnValid, signTestWebhook, TEST_CARDS, verifyTestWebhook } from './testProcessor'

describe('the test processor', () => {
  it('checks cards as a processor would and keeps only brand and last four', () => {
    for (const number of Object.values(TEST_CARDS)) expect(luhnValid(number)).toBe(true)
    expect(luhnValid('4242424242424241')).toBe(false)
    const now = new Date('2026-11-26T00:00:00Z')
    expect(checkCard({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, now)).toEqual({
      ok: true,
      digits: '4242424242424242',
      card: 'Visa •••• 4242',
    })
    expect(checkCard({ number: '5555 5555 5555 4444', expiry: '11/26', cvc: '123' }, now)).toMatchObject({ card: 'Mastercard •••• 4444' })
    expect(checkCard({ number: '4242 4242 4242 4241', expiry: '12/30', cvc: '123' }, now)).toMatchObject({ ok: false, field: 'number' })
    expect(checkCard({ number: TEST_CARDS.success, expiry: '10/26', cvc: '123' }, now)).toMatchObject({
      ok: false,
      message: 'Your card has expired.',
    })
    expect(checkCard({ number: TEST_CARDS.success, expiry: '13/30', cvc: '123' }, now)).toMatchObject({ ok: false, field: 'expiry' })
    expect(checkCard({ number: TEST_CARDS.success, expiry: '12/30', cvc: '1' }, now)).toMatchObject({ ok: false, field: 'cvc' })
  })

  it('signs its webhooks, and refuses a wrong secret, an altered body and an old signature', () => {
    const now = Date.parse('2026-11-26T00:00:00Z')
    const body = '{"id":"evt_1"}'
    const header = signTestWebhook('secret', body, now)
    expect(verifyTestWebhook('secret', body, header, now)).toBe(true)
    expect(verifyTestWebhook('other', body, header, now)).toBe(false)
    expect(verifyTestWebhook('secret', '{"id":"evt_2"}', header, now)).toBe(false)
    expect(verifyTestWebhook('secret', body, header, now + 10 * 60_000)).toBe(false)
    expect(verifyTestWebhook('secret', body, null, now)).toBe(false)
  })
})
