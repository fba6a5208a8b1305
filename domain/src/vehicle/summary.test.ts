import { describe, expect, it } from '@jest/globals'

import { actionButtons, financeEnquiryHref, isAvailable, reserveDepositLabel, soldNotice } from './actions'
import { choosePhone, isOpenInPerth, parseClockTime, showMobileCallNow, type PhoneChoice } from './contact'
import { formatDollars, formatThousands, toNumber } from './format'
import { marketPriceIndicator, priceDisplay, subscriptionPriceText, wasPriceText } from './price'
import type { ButtonOption, OpeningHourEntry, TenantDisplaySettings, VehicleForDisplay } from './types'

const car = (overrides: Partial<VehicleForDisplay> = {}): VehicleForDisplay => ({
  id: 42,
  slug: '2021-toyota-corolla-ab123',
  make: 'Toyota',
  model: 'Corolla',
  car_type: 'used',
  status: 'in_stock',
  price: 24990,
  ...overrides,
})

const tenant = (overrides: Partial<TenantDisplaySettings> = {}): TenantDisplaySettings => ({ slug: 'acme', ...overrides })

describe('formatDollars', () => {
  it.each([
    [0, '$0'],
    [999, '$999'],
    [1000, '$1,000'],
    [34990, '$34,990'],
    [1234567, '$1,234,567'],
    [1999.5, '$2,000'],
    [24990.49, '$24,990'],
    [-1500, '-$1,500'],
  ])('%p → %p', (amount, text) => {
    expect(formatDollars(amount)).toBe(text)
  })

  it('groups thousands with optional decimals', () => {
    expect(formatThousands(12345.678, 1)).toBe('12,345.7')
    expect(formatThousands(-0.01, 1)).toBe('0.0')
  })

  it('reads lender numbers sent as strings', () => {
    expect(toNumber('6.29')).toBe(6.29)
    expect(toNumber('$1,234')).toBe(1234)
    expect(toNumber('')).toBeNull()
    expect(toNumber('n/a')).toBeNull()
    expect(toNumber(null)).toBeNull()
  })
})

describe('priceDisplay', () => {
  it.each([
    ['a price above 10', { price: 11 }, {}, { kind: 'price', amount: 11, text: '$11' }],
    ['a normal price', { price: 34990 }, {}, { kind: 'price', amount: 34990, text: '$34,990' }],
    ['a price above 10 on a pre-order', { price: 50000, preorder: true }, {}, { kind: 'price', amount: 50000, text: '$50,000' }],
    ['a pre-order without price', { price: 0, preorder: true }, {}, { kind: 'preorder', text: 'PREORDER' }],
    ['a price of exactly 10', { price: 10 }, {}, { kind: 'no_price', text: 'Enquire for price.' }],
    ['no price', { price: null }, {}, { kind: 'no_price', text: 'Enquire for price.' }],
    ['the tenant text', { price: 1 }, { no_price_text: 'Call for price' }, { kind: 'no_price', text: 'Call for price' }],
    ['a blank tenant text', { price: 1 }, { no_price_text: '  ' }, { kind: 'no_price', text: 'Enquire for price.' }],
  ] as const)('%s', (_name, carFields, tenantFields, expected) => {
    expect(priceDisplay(car(carFields), tenant(tenantFields))).toEqual(expected)
  })
})

describe('subscriptionPriceText', () => {
  it('shows a positive subscription price on subscription sites only', () => {
    expect(subscriptionPriceText(car({ subscription_price: 199 }), tenant({ offers_subscription: true }))).toBe('$199')
    expect(subscriptionPriceText(car({ subscription_price: 199 }), tenant({ offers_subscription: false }))).toBeNull()
    expect(subscriptionPriceText(car({ subscription_price: 0 }), tenant({ offers_subscription: true }))).toBeNull()
    expect(subscriptionPriceText(car({ subscription_price: null }), tenant({ offers_subscription: true }))).toBeNull()
  })
})

describe('wasPriceText', () => {
  it.each([
    [{ price: 30000, before_price: 32000 }, '$32,000'],
    [{ price: 30000, before_price: 30000 }, null],
    [{ price: 30000, before_price: 28000 }, null],
    [{ price: 30000, before_price: null }, null],
    [{ price: 0, before_price: 32000 }, null],
  ])('%p → %p', (fields, expected) => {
    expect(wasPriceText(car(fields))).toBe(expected)
  })
})

describe('marketPriceIndicator', () => {
  const withMarket = (price: number, state: number | null, national: number | null) =>
    car({ price, autograb_data: { state_average_market_price: state, average_market_price: national } })

  it.each([
    ['state average 500 above', withMarket(30000, 30500, null), '$500 below market price'],
    ['state average exactly 499 above', withMarket(30000, 30499, null), null],
    ['state average preferred over a higher national one', withMarket(30000, 31000, 40000), '$1,000 below market price'],
    ['state average too close even though national is far above', withMarket(30000, 30200, 40000), null],
    ['state average below the price', withMarket(30000, 29000, 40000), null],
    ['national average when no state average', withMarket(30000, null, 32500), '$2,500 below market price'],
    ['national average too close', withMarket(30000, null, 30499), null],
    ['no market data', car({ price: 30000 }), null],
    ['no price', withMarket(0, 30000, 30000), null],
  ])('%s', (_name, vehicle, expected) => {
    expect(marketPriceIndicator(vehicle)).toBe(expected)
  })
})

describe('choosePhone', () => {
  const numbers = { new: '08 1111 1111', used: '08 2222 2222', demo: '08 3333 3333' }
  const located = (fields: Partial<VehicleForDisplay>) => car({ location: { phone: '08 9999 9999' }, ...fields })
  const number = (choice: PhoneChoice) => (choice.kind === 'phone' ? [choice.source, choice.number] : choice.kind)

  it.each([
    [
      'override wins',
      located({ car_type: 'used' }),
      { phone_override: '1300 000 000', phone_numbers: numbers },
      ['override', '1300 000 000'],
    ],
    ['used car → used number', located({ car_type: 'used' }), { phone_numbers: numbers }, ['used', '08 2222 2222']],
    ['new car → new number', located({ car_type: 'new' }), { phone_numbers: numbers }, ['new', '08 1111 1111']],
    ['demo car → demo number', located({ car_type: 'demo' }), { phone_numbers: numbers }, ['demo', '08 3333 3333']],
    [
      'demo car without demo number → new',
      located({ car_type: 'demo' }),
      { phone_numbers: { new: numbers.new, used: numbers.used } },
      ['new', '08 1111 1111'],
    ],
    ['used car without used number → new', located({ car_type: 'used' }), { phone_numbers: { new: numbers.new } }, ['new', '08 1111 1111']],
    [
      'new car without new number → used',
      located({ car_type: 'new' }),
      { phone_numbers: { used: numbers.used } },
      ['used', '08 2222 2222'],
    ],
    ['no type → new then used', located({ car_type: null }), { phone_numbers: { used: numbers.used } }, ['used', '08 2222 2222']],
    ['no dealer numbers → location phone', located({ car_type: 'new' }), { phone_override: ' ' }, ['location', '08 9999 9999']],
    ['location contact detail phone', car({ location: { contact_detail: { phone: '08 7777 7777' } } }), {}, ['location', '08 7777 7777']],
    ['nothing at all', car({ location: null }), {}, 'missing'],
  ] as const)('%s', (_name, vehicle, tenantFields, expected) => {
    expect(number(choosePhone(vehicle, tenant(tenantFields)))).toEqual(expected)
  })

  it('gives a tel: link and a warning when missing', () => {
    expect(choosePhone(car(), tenant({ phone_override: '(08) 9300 1234' }))).toMatchObject({ telHref: 'tel:0893001234' })
    expect(choosePhone(car(), tenant())).toEqual({
      kind: 'missing',
      warning: "No phone number for car '2021-toyota-corolla-ab123': the call button is hidden.",
    })
  })
})

describe('availability and the sold notice', () => {
  it.each([
    ['in_stock', true],
    ['coming_soon', true],
    ['sold', false],
    ['withdrawn', false],
    [null, false],
  ] as const)('%p available: %p', (status, expected) => {
    expect(isAvailable(car({ status }))).toBe(expected)
  })

  it('names the vehicle type in the sold message', () => {
    expect(soldNotice(car({ status: 'sold' }), tenant())).toEqual({
      message: "Unfortunately this car recently sold. But don't worry, we can help you find a similar car!",
      prompt: null,
      buttonLabel: 'Find Me Something Similar',
    })
    expect(
      soldNotice(
        car({ status: 'sold', item_type: 'Caravan' }),
        tenant({ show_something_similar_prompt: true, find_similar_lower_case: true }),
      ),
    ).toEqual({
      message: "Unfortunately this caravan recently sold. But don't worry, we can help you find a similar caravan!",
      prompt: 'Like this and want something similar?',
      buttonLabel: 'Find me something similar',
    })
  })

  it('shows no sold notice for available cars', () => {
    expect(soldNotice(car({ status: 'coming_soon' }), tenant())).toBeNull()
  })
})

describe('actionButtons', () => {
  const phone: PhoneChoice = { kind: 'phone', number: '08 1111 1111', telHref: 'tel:0811111111', source: 'new' }
  const noPhone: PhoneChoice = { kind: 'missing', warning: 'none' }
  const everything: Partial<Record<ButtonOption, boolean>> = {
    CTD: true,
    paymentMethods: true,
    whatsapp: true,
    chatWithUs: true,
  }
  const ids = (vehicle: VehicleForDisplay, settings: Partial<TenantDisplaySettings>, choice: PhoneChoice = phone) =>
    actionButtons(vehicle, tenant(settings), choice).map((button) => button.id)
  const checkoutCar = (fields: Partial<VehicleForDisplay> = {}) =>
    car({ payment_processors: ['stripe'], file: '/reports/42.pdf', ...fields })

  it("words the enquire button as the site sets it ('Message Now'), 'Enquire Now' otherwise", () => {
    const enquire = (settings: Partial<TenantDisplaySettings>) =>
      actionButtons(car(), tenant(settings), phone).find((button) => button.id === 'enquire')?.label
    expect(enquire({})).toBe('Enquire Now')
    expect(enquire({ enquire_button_text: ' Message Now ' })).toBe('Message Now')
    expect(enquire({ enquire_button_text: '  ' })).toBe('Enquire Now')
  })

  it('shows the default buttons for an available car with checkout and a report', () => {
    expect(ids(checkoutCar(), { checkout_enabled: true, online_purchase_enabled: true })).toEqual([
      'callUsNow',
      'finance',
      'enquire',
      'testDrive',
      'tradeIn',
      'reserve',
      'onlinePurchase',
      'carHistoryReport',
      'location',
    ])
  })

  it('honours the dealer button options', () => {
    expect(ids(checkoutCar(), { button_options: { ...everything, tradeIn: false, location: false } })).toEqual([
      'CTD',
      'paymentMethods',
      'callUsNow',
      'finance',
      'enquire',
      'testDrive',
      'whatsapp',
      'chatWithUs',
      'carHistoryReport',
    ])
  })

  it.each([
    ['dealer checkout off', checkoutCar(), { checkout_enabled: false }, false],
    ['car without payment processor', checkoutCar({ payment_processors: [] }), { checkout_enabled: true }, false],
    ['checkout on for the car', checkoutCar(), { checkout_enabled: true }, true],
    ['checkout on but reserve option off', checkoutCar(), { checkout_enabled: true, button_options: { reserve: false } }, false],
    ['coming soon car', checkoutCar({ status: 'coming_soon' }), { checkout_enabled: true }, true],
  ] as const)('reserve: %s', (_name, vehicle, settings, shown) => {
    expect(ids(vehicle, settings).includes('reserve')).toBe(shown)
  })

  it.each([
    ['used car on an online-purchase dealer', car({ car_type: 'used', make: 'Toyota' }), true, true],
    ['new Kia', car({ car_type: 'new', make: 'Kia' }), true, true],
    ['demo MG', car({ car_type: 'demo', make: 'MG' }), true, true],
    ['new Toyota', car({ car_type: 'new', make: 'Toyota' }), true, false],
    ['used car on a dealer without online purchase', car({ car_type: 'used' }), false, false],
    ['sold used car', car({ car_type: 'used', status: 'sold' }), true, false],
  ] as const)('online purchase: %s', (_name, vehicle, dealerEnables, shown) => {
    expect(ids(vehicle, { online_purchase_enabled: dealerEnables }).includes('onlinePurchase')).toBe(shown)
  })

  it('hides the history report without a report file and the call button without a phone', () => {
    const shown = ids(car({ file: '  ' }), {}, noPhone)
    expect(shown).not.toContain('carHistoryReport')
    expect(shown).not.toContain('callUsNow')
  })

  it('replaces the car buttons of a sold car with Find Me Something Similar', () => {
    const buttons = actionButtons(
      checkoutCar({ status: 'sold' }),
      tenant({ checkout_enabled: true, online_purchase_enabled: true, button_options: everything }),
      phone,
    )
    expect(buttons.map((button) => button.id)).toEqual(['findSimilar', 'callUsNow', 'whatsapp', 'chatWithUs', 'location'])
    expect(buttons[0]).toEqual({ id: 'findSimilar', label: 'Find Me Something Similar' })
  })

  it('links each button to its page', () => {
    const buttons = actionButtons(
      checkoutCar({ vin: 'JTD123', dealership_slug: 'perth-toyota', car_type: 'used' }),
      tenant({ checkout_enabled: true, online_purchase_enabled: true, checkout_uses_buy_online_path: true }),
      phone,
    )
    const hrefs = Object.fromEntries(buttons.map((button) => [button.id, button.href]))
    expect(hrefs).toEqual({
      callUsNow: 'tel:0811111111',
      finance:
        '/finance?preferredDealership=perth-toyota&vehiclePriceBudget=24990&car_id=2021-toyota-corolla-ab123&car_type=used&vin=JTD123#finance-form',
      enquire: undefined,
      testDrive: undefined,
      tradeIn: '/cars/trade-in?car_id=42',
      reserve: '/cars/2021-toyota-corolla-ab123/buy-online',
      onlinePurchase: '/checkout-journey?car_id=2021-toyota-corolla-ab123',
      carHistoryReport: '/reports/42.pdf',
      location: '#vehicle-map',
    })
    expect(buttons.find((button) => button.id === 'finance')?.label).toBe('Finance Enquiry')
    expect(buttons.find((button) => button.id === 'reserve')?.href).toBe('/cars/2021-toyota-corolla-ab123/buy-online')
    expect(actionButtons(checkoutCar(), tenant({ checkout_enabled: true }), phone).find((b) => b.id === 'reserve')?.href).toBe(
      '/cars/2021-toyota-corolla-ab123/checkout',
    )
  })

  it('uses the configured finance link and leaves out unknown values', () => {
    expect(financeEnquiryHref(car({ price: 0, car_type: null }), tenant({ finance_link: '/apply-for-finance' }))).toBe(
      '/apply-for-finance?car_id=2021-toyota-corolla-ab123#finance-form',
    )
  })
})

describe('reserveDepositLabel', () => {
  it('shows the configured deposit, else $200', () => {
    expect(reserveDepositLabel(500)).toBe('$500')
    expect(reserveDepositLabel(1000)).toBe('$1,000')
    expect(reserveDepositLabel(null)).toBe('$200')
    expect(reserveDepositLabel(0)).toBe('$200')
  })
})

describe('mobile Call Now and Perth opening hours', () => {
  const weekdays: OpeningHourEntry[] = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open', open: '08:30', close: '17:30' }))
  const hours: OpeningHourEntry[] = [
    ...weekdays,
    { weekday: 6, status: 'Open', open: '9:00 AM', close: '1:00 PM' },
    { weekday: 0, status: 'Closed', open: '09:00', close: '17:00' },
  ]
  const phone: PhoneChoice = { kind: 'phone', number: '08 1111 1111', telHref: 'tel:0811111111', source: 'new' }

  it.each([
    // Perth is UTC+8 all year.
    ['Monday 08:29 Perth', '2026-03-02T00:29:00Z', false],
    ['Monday 08:30 Perth', '2026-03-02T00:30:00Z', true],
    ['Monday 17:29 Perth', '2026-03-02T09:29:00Z', true],
    ['Monday 17:30 Perth', '2026-03-02T09:30:00Z', false],
    ['Saturday 12:59 Perth (Friday in UTC)', '2026-03-07T04:59:00Z', true],
    ['Saturday 13:00 Perth', '2026-03-07T05:00:00Z', false],
    ['Sunday, marked closed', '2026-03-08T03:00:00Z', false],
    ['Tuesday 07:00 Perth, still Monday 23:00 UTC', '2026-03-02T23:00:00Z', false],
    ['Tuesday 09:00 Perth, still Monday 01:00 UTC', '2026-03-03T01:00:00Z', true],
  ])('%s → open %p', (_name, instant, open) => {
    expect(isOpenInPerth(hours, new Date(instant))).toBe(open)
  })

  it('reads 24-hour and 12-hour clock times', () => {
    expect(parseClockTime('17:30')).toBe(1050)
    expect(parseClockTime('8:05 am')).toBe(485)
    expect(parseClockTime('12:00 PM')).toBe(720)
    expect(parseClockTime('12:15 AM')).toBe(15)
    expect(parseClockTime('5pm')).toBe(1020)
    expect(parseClockTime('08:00:00')).toBe(480)
    expect(parseClockTime('25:00')).toBeNull()
    expect(parseClockTime('closed')).toBeNull()
  })

  it('shows Call Now only while open on tenants that ask, and never without a phone', () => {
    const closedTime = new Date('2026-03-08T03:00:00Z')
    const openTime = new Date('2026-03-02T02:00:00Z')
    const ask = tenant({ call_now_only_when_open: true })
    expect(showMobileCallNow({ phone, tenant: ask, openingHours: hours, now: openTime })).toBe(true)
    expect(showMobileCallNow({ phone, tenant: ask, openingHours: hours, now: closedTime })).toBe(false)
    expect(showMobileCallNow({ phone, tenant: ask, openingHours: null, now: openTime })).toBe(false)
    expect(showMobileCallNow({ phone, tenant: tenant(), openingHours: hours, now: closedTime })).toBe(true)
    expect(showMobileCallNow({ phone: { kind: 'missing', warning: '' }, tenant: tenant(), openingHours: hours, now: openTime })).toBe(false)
  })
})
