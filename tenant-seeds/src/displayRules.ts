/**
 * The demo stock's showing of every display rule of the car page and cards: lender figures for every
 * finance provider, market data in each indicator state, was prices, pre-order and no-price cars,
 * history reports, payment processors, subscription prices, certified used cars, a car sold inside
 * the sold window, dealer comments with a long feature list, and registrations current and expired. Applied after the generator, from a random stream of its own, so the generated cars
 * themselves (and everything that reads them: benchmarks, the search tests) stay exactly as they were.
 */
import { type CarStockRecord, seededRandom, type Random } from './stockGenerator'

/** The providers a site can choose (Site settings → Finance provider), as `finance_lenders` keys them. */
export const LENDER_KEYS = ['taurus', 'car_clarity', 'manual', '360_finance', 'angle', 'powertorque', 'nissan_finance', 'ausloans'] as const
export type LenderKey = (typeof LENDER_KEYS)[number]

const LENDER_NAMES: Record<LenderKey, string> = {
  taurus: 'Taurus',
  car_clarity: 'Car Clarity',
  manual: 'Manual',
  '360_finance': '360 Finance',
  angle: 'Angle',
  powertorque: 'Powertorque',
  nissan_finance: 'Nissan Finance',
  ausloans: 'AusLoans',
}

export type DemoLender = {
  financeProvider: string
  interestRate: number
  comparisonRate: number
  paymentWeek: number
  paymentMonth: number
  deposit: number
  balloon: number
  termYears: number
  termMonths: number
  termWeeks: number
  establishmentFees: number
  totalPayable: number
  disclaimer: string
}

/**
 * One demo car of each rule, per tenant: what the table of docs/demo-data.md and the end-to-end test point at.
 * `market-*` are the market indicator's states: shown against the state average, shown against the
 * national one (no state figure), hidden because the gap is $499 or less, hidden because the car costs
 * more than the state average.
 */
export const DISPLAY_RULES = [
  'finance',
  'market-below-state',
  'market-below-national',
  'market-small-gap',
  'market-above-state',
  'was-price',
  'preorder',
  'no-price',
  'history-report',
  'payment-processors',
  'subscription',
  'certified',
  'sold-recently',
  'dealer-comments',
  'rego-current',
  'rego-expired',
] as const
export type DisplayRule = (typeof DISPLAY_RULES)[number]

/** Caravans are not certified pre-owned: the certified programmes are the car makers'. */
export function rulesFor(kind: 'cars' | 'caravans' | undefined): readonly DisplayRule[] {
  return kind === 'caravans' ? DISPLAY_RULES.filter((rule) => rule !== 'certified') : DISPLAY_RULES
}

/** The fields the rules fill, on top of the generated record. */
export type DisplayRuleFields = {
  vin?: string
  before_price?: number | null
  preorder?: boolean
  subscription_price?: number | null
  autograb_data?: { state_average_market_price: number | null; average_market_price: number | null } | null
  finance_lenders?: Partial<Record<LenderKey, DemoLender>> | null
  youxQuote?: { weeklyRepaymentAmount: number; advertisedRate: number; comparisonRate: number } | null
  file?: string | null
  payment_processors?: string[] | null
  /** Sold this many days before seeding: the seed dates it from its own clock, inside the sold window. */
  sold_days_ago?: number
  dealercomments?: string | null
  /** The registration runs out this many days after seeding (negative: it has run out). */
  rego_expiry_days?: number
  /** The rules this car is the tenant's example of (docs/demo-data.md, end-to-end test). */
  showcase?: DisplayRule[]
}

export type DemoCar = CarStockRecord & DisplayRuleFields

export type DisplayRuleOptions = {
  seed: number
  kind?: 'cars' | 'caravans'
  /**
   * The site asks its finance quote service for card estimates (Site settings → Request finance
   * quotes): its cards show that, so the cars carry no quote of their own. Elsewhere the cars with
   * lender figures carry the tenant's provider's weekly payment as their card quote.
   */
  quotesRequested?: boolean
  /** The tenant's provider, whose figures become the card quote. */
  financeProvider?: LenderKey | null
  /** "Now" for the Taurus age rule; the generator's reference year by default. */
  currentYear?: number
}

const VIN_CHARACTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
const COMPARISON_MARGIN = 1.9
const TERM_YEARS = 5

function vinOf(random: Random, make: string): string {
  // A plausible world manufacturer prefix, then 14 characters (VINs never use I, O or Q).
  const prefix = make === 'Toyota' ? 'JTM' : make === 'Ford' ? 'MPB' : make === 'Mazda' ? 'JM0' : 'KNA'
  let vin = prefix
  while (vin.length < 17) vin += VIN_CHARACTERS[random.integer(0, VIN_CHARACTERS.length - 1)]
  return vin
}

/** Level repayments per period of a loan, with the balloon left over at the end (the annuity formula). */
function repayment(principal: number, balloon: number, ratePercent: number, periodsPerYear: number, years: number): number {
  const rate = ratePercent / 100 / periodsPerYear
  const periods = periodsPerYear * years
  const financed = principal - balloon / (1 + rate) ** periods
  return (financed * rate) / (1 - (1 + rate) ** -periods)
}

const money = (amount: number) => `$${Math.round(amount).toLocaleString('en-AU')}`

/** One lender's figures for a car: no deposit, 5 years, the rate by the car's age, balloon where the lender uses one. */
function lenderFor(key: LenderKey, price: number, rate: number, balloonShare: number): DemoLender {
  const balloon = key === 'angle' ? 0 : Math.round(price * balloonShare)
  const weekly = repayment(price, balloon, rate, 52, TERM_YEARS)
  const monthly = repayment(price, balloon, rate, 12, TERM_YEARS)
  const comparisonRate = Math.round((rate + COMPARISON_MARGIN) * 100) / 100
  const balloonText = balloon > 0 ? ` and a final balloon payment of ${money(balloon)}` : ' and no final balloon payment'
  return {
    financeProvider: LENDER_NAMES[key],
    interestRate: rate,
    comparisonRate,
    paymentWeek: Math.round(weekly * 100) / 100,
    paymentMonth: Math.round(monthly * 100) / 100,
    deposit: 0,
    balloon,
    termYears: TERM_YEARS,
    termMonths: TERM_YEARS * 12,
    termWeeks: TERM_YEARS * 52,
    establishmentFees: 0,
    totalPayable: Math.round(weekly * 52 * TERM_YEARS + balloon),
    disclaimer:
      `Repayments of ${money(weekly)} per week are an estimate by ${LENDER_NAMES[key]} at ${rate.toFixed(2)}% p.a. ` +
      `(comparison rate ${comparisonRate.toFixed(2)}% p.a.) over ${TERM_YEARS} years with no deposit${balloonText}. ` +
      'Fees, charges and lending criteria apply; approval is subject to the lender’s credit assessment. ' +
      'Comparison rate based on a secured loan of $30,000 over 5 years.',
  }
}

/** Every provider's figures, so the box shows whichever provider the dealer picks in Site settings. */
function lendersFor(car: CarStockRecord, random: Random, currentYear: number): Partial<Record<LenderKey, DemoLender>> {
  const age = Math.max(0, currentYear - car.year)
  // New and demonstrator cars get the makers' subsidised rate (the spec's 6.29%); older cars pay more.
  const rate = car.car_type === 'used' ? Math.round((8.49 + age * 0.5 + random.integer(0, 4) * 0.25) * 100) / 100 : 6.29
  const balloonShare = car.car_type === 'used' ? 0.2 : 0.3
  return Object.fromEntries(
    LENDER_KEYS.map((key) => [key, lenderFor(key, car.price, rate, key === 'nissan_finance' && random.chance(0.4) ? 0 : balloonShare)]),
  )
}

const isPriced = (car: CarStockRecord) => car.price > 500
const onSite = (car: CarStockRecord) => car.show_on_dealer_website

/** Which cars may show a rule. Finance needs a lender every provider would quote on (Taurus: under 12 years). */
function suits(rule: DisplayRule, car: CarStockRecord, currentYear: number): boolean {
  const inStock = car.status === 'in_stock' && onSite(car)
  switch (rule) {
    case 'finance':
      return inStock && isPriced(car) && car.year > currentYear - 12 && !car.make.toLowerCase().startsWith('suzuki')
    case 'market-below-state':
    case 'market-below-national':
    case 'market-small-gap':
    case 'market-above-state':
    case 'history-report':
      return inStock && isPriced(car) && car.car_type === 'used'
    case 'was-price':
    case 'payment-processors':
    case 'no-price':
    case 'sold-recently':
      return inStock && isPriced(car)
    case 'preorder':
    case 'subscription':
      return inStock && isPriced(car) && car.car_type !== 'used'
    case 'certified':
      return inStock && isPriced(car) && car.car_type === 'used' && currentYear - car.year <= 5
    case 'dealer-comments':
      return inStock && isPriced(car)
    case 'rego-current':
    case 'rego-expired':
      return inStock && isPriced(car) && car.car_type !== 'new'
  }
}

/** Puts one rule on a car (the figures a dealer's feed would send for it). */
function apply(rule: DisplayRule, car: DemoCar, random: Random, currentYear: number): void {
  switch (rule) {
    case 'finance':
      car.finance_lenders = lendersFor(car, random, currentYear)
      return
    case 'market-below-state': {
      const state = car.price + random.integer(15, 45) * 100
      car.autograb_data = { state_average_market_price: state, average_market_price: state + random.integer(2, 10) * 100 }
      return
    }
    case 'market-below-national':
      car.autograb_data = { state_average_market_price: null, average_market_price: car.price + random.integer(12, 40) * 100 }
      return
    case 'market-small-gap':
      car.autograb_data = { state_average_market_price: car.price + random.integer(1, 4) * 100, average_market_price: car.price + 450 }
      return
    case 'market-above-state':
      car.autograb_data = { state_average_market_price: car.price - random.integer(5, 20) * 100, average_market_price: car.price + 2500 }
      return
    case 'was-price':
      car.before_price = car.price + random.integer(1, 4) * 1000
      return
    case 'preorder':
      // Ordered from the factory: no price yet and not in the yard.
      car.price = 0
      car.preorder = true
      car.status = 'coming_soon'
      return
    case 'no-price':
      car.price = 0
      return
    case 'history-report':
      car.file = `https://www.ppsr.gov.au/search?vin=${car.vin}`
      return
    case 'payment-processors':
      car.payment_processors = random.chance(0.5) ? ['stripe'] : ['stripe', 'afterpay']
      return
    case 'subscription':
      // A month of a subscription costs about 2% of the car's price, all in.
      car.subscription_price = Math.round((car.price * 0.021) / 10) * 10 - 1
      return
    case 'certified':
      car.certified = true
      return
    case 'sold-recently':
      car.status = 'sold'
      car.sold_days_ago = 1
      car.sold_date_timestamp = null
      return
    // Fixed text, no draw from the random stream: the other rules' cars stay as they were.
    case 'dealer-comments':
      car.dealercomments = DEMO_DEALER_COMMENTS
      car.filtered_features = [...DEMO_LONG_FEATURE_LIST]
      return
    case 'rego-current':
      car.rego_expiry_days = 200
      return
    case 'rego-expired':
      car.rego_expiry_days = -20
      return
  }
}

/** A feed's comments, '|' between paragraphs, as dealers write them. */
const DEMO_DEALER_COMMENTS =
  'One owner from new, with a full dealer service history.|Fresh roadworthy certificate and a 90 point inspection.|Trade-ins welcome: ask us for a valuation.'

/** More than the eight features the page lists before 'Show All'. */
const DEMO_LONG_FEATURE_LIST = [
  'Adaptive Cruise Control',
  'Android Auto',
  'Apple CarPlay',
  'Blind Spot Monitor',
  'Heated Seats',
  'Keyless Entry',
  'Lane Keep Assist',
  'Leather Seats',
  'Rear Camera',
  'Satellite Navigation',
  'Sunroof',
  'Tow Bar',
] as const

/** Share of the other suitable cars that carry each rule too, so the stock looks like a real feed's. */
const BACKGROUND_SHARE: Partial<Record<DisplayRule, number>> = {
  finance: 0.6,
  'market-below-state': 0.25,
  'market-small-gap': 0.05,
  'market-above-state': 0.1,
  'was-price': 0.08,
  'history-report': 0.3,
  'payment-processors': 0.15,
  subscription: 0.2,
}

const PLAIN_PER_STATUS = 3

/** A rule that changes the price or status must not stack with another on the same car. */
const EXCLUSIVE: ReadonlySet<DisplayRule> = new Set(['preorder', 'no-price', 'sold-recently'])
const MARKET_RULES: ReadonlySet<DisplayRule> = new Set([
  'market-below-state',
  'market-below-national',
  'market-small-gap',
  'market-above-state',
])

/**
 * The cars with the rules' fields filled in, deterministic for the options. Each rule gets one example
 * car of its own, taken from the end of the stock-number order; then a share of the other cars carry the
 * non-exclusive rules as background, except the first three listed cars of each status, which stay plain.
 */
export function withDisplayRules(cars: readonly CarStockRecord[], options: DisplayRuleOptions): DemoCar[] {
  const random = seededRandom(options.seed ^ 0x5eed_d15c)
  const currentYear = options.currentYear ?? 2026
  const result: DemoCar[] = cars.map((car) => ({ ...car }))
  for (const car of result) car.vin = vinOf(random, car.make)

  const byStockDesc = [...result].sort((a, b) => (a.stocknum < b.stocknum ? 1 : a.stocknum > b.stocknum ? -1 : 0))
  const taken = new Set<DemoCar>()
  for (const rule of rulesFor(options.kind)) {
    const car = byStockDesc.find((candidate) => !taken.has(candidate) && suits(rule, candidate, currentYear))
    if (!car) continue
    taken.add(car)
    apply(rule, car, random, currentYear)
    car.showcase = [rule]
  }

  // The first listed cars of each status keep their generated figures alone: the plain case (no lender,
  // no market data) is a state to see as well, and it is where other tests look for "a car".
  const plain = new Set<DemoCar>()
  for (const status of ['in_stock', 'coming_soon', 'sold'] as const) {
    const listed = byStockDesc.filter((car) => car.status === status && onSite(car) && !car.showcase)
    for (const car of listed.slice(-PLAIN_PER_STATUS)) plain.add(car)
  }
  for (const car of result) {
    if (plain.has(car) || car.showcase?.some((rule) => EXCLUSIVE.has(rule))) continue
    for (const [rule, share] of Object.entries(BACKGROUND_SHARE) as Array<[DisplayRule, number]>) {
      if (car.showcase?.includes(rule) || (MARKET_RULES.has(rule) && car.autograb_data)) continue
      if (rule === 'finance' && car.finance_lenders) continue
      if (suits(rule, car, currentYear) && random.chance(share)) apply(rule, car, random, currentYear)
    }
    if (car.car_type === 'used' && car.tag === 'Price Drop' && car.before_price == null && isPriced(car))
      apply('was-price', car, random, currentYear)
  }

  // The card's own quote: the tenant's provider's weekly figure, unless the site asks its quote service.
  const provider = options.financeProvider
  if (!options.quotesRequested && provider) {
    for (const car of result) {
      const lender = car.finance_lenders?.[provider]
      if (lender && car.status === 'in_stock') {
        car.youxQuote = {
          weeklyRepaymentAmount: Math.round(lender.paymentWeek),
          advertisedRate: lender.interestRate,
          comparisonRate: lender.comparisonRate,
        }
      }
    }
  }
  return result
}

/** The tenant's example car of each rule. */
export function displayRuleExamples(cars: readonly DemoCar[]): Partial<Record<DisplayRule, DemoCar>> {
  const examples: Partial<Record<DisplayRule, DemoCar>> = {}
  for (const car of cars) for (const rule of car.showcase ?? []) examples[rule] ??= car
  return examples
}
