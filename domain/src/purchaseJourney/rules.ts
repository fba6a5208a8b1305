import { z } from 'zod'

import { enquiryMessages } from '../enquiry/messages'
import { australianStates } from '../enquiry/fields'
import { boundedFinanceFigure, financeFigureMessage, financeFrequencies } from '../finance/application'
import type { PaymentFrequency } from '../finance/calculatorRanges'
import { parseEstimateRequest, type EstimateRequest } from '../tradeIn/request'

/**
 * The online purchase journey (/checkout-journey?car_id={slug}): the buyer's details, a trade-in,
 * how they pay (cash, a finance application, or both), delivery or pick-up with a date, a review,
 * then the deposit or the full price through the payment processor. Each step is sent to the server
 * as it is finished and kept there, so the shopper can leave and come back; the dealer gets one lead
 * for the whole journey, delivered when it is paid for.
 */

export const journeySteps = ['details', 'trade-in', 'payment-method', 'delivery', 'review', 'payment'] as const
export type JourneyStep = (typeof journeySteps)[number]

export const journeyStepLabels: Readonly<Record<JourneyStep, string>> = {
  details: 'Your details',
  'trade-in': 'Trade-in',
  'payment-method': 'Payment method',
  delivery: 'Delivery or pick-up',
  review: 'Review',
  payment: 'Payment',
}

/** The step after `step`; the payment is the last. */
export function stepAfter(step: JourneyStep): JourneyStep {
  return journeySteps[Math.min(journeySteps.indexOf(step) + 1, journeySteps.length - 1)]!
}

/** The payment step is the journey's last: its submission is the one sent with isLastStep. */
export function isLastJourneyStep(step: JourneyStep): boolean {
  return step === journeySteps[journeySteps.length - 1]
}

/**
 * A step may be sent once every step before it has been: the shopper can go back and change an
 * earlier answer, never skip ahead. `reached` is the furthest step the journey has been to.
 */
export function canSubmitStep(step: JourneyStep, reached: JourneyStep): boolean {
  return journeySteps.indexOf(step) <= journeySteps.indexOf(reached)
}

/** Where a journey stands: 'in_progress' until the payment is started, then paid (completed) or given back to the shopper. */
export const journeyStatuses = ['in_progress', 'awaiting_payment', 'completed'] as const
type JourneyStatus = (typeof journeyStatuses)[number]

export const paymentMethods = ['cash', 'finance', 'both'] as const
type PaymentMethod = (typeof paymentMethods)[number]
export const paymentMethodLabels: Readonly<Record<PaymentMethod, string>> = {
  cash: 'Cash or bank transfer',
  finance: 'Finance application',
  both: 'Part cash, part finance',
}

export const handoverOptions = ['pickup', 'delivery'] as const
type HandoverOption = (typeof handoverOptions)[number]
export const handoverLabels: Readonly<Record<HandoverOption, string>> = {
  pickup: 'Pick up from the dealership',
  delivery: 'Deliver to my address',
}

export const paymentAmounts = ['deposit', 'full'] as const
type PaymentAmount = (typeof paymentAmounts)[number]

/** A handover is booked at least this many days ahead (preparation, roadworthy, paperwork) and at most this many. */
const HANDOVER_MIN_DAYS_AHEAD = 2
const HANDOVER_MAX_DAYS_AHEAD = 60
/** The category of the journey's lead, as the dealer's inbox and CRM see it. */
export const ONLINE_PURCHASE_LEAD_CATEGORY = 'Online Purchase'

export const journeyTexts = {
  heading: 'Buy this car online',
  intro: 'Buy this car online in six steps. Your progress is saved as you go, so you can leave and come back.',
  resumeSaved: (email: string) => `Your progress is saved. We have emailed a link to ${email} so you can continue later.`,
  resumeSignedIn: 'Your progress is saved to your account.',
  tradeInNone: 'I have no car to trade in',
  tradeInHave: 'I have a car to trade in',
  fullPaymentCashOnly: 'Paying in full online is available when you pay cash.',
  payDeposit: (deposit: string) => `Pay ${deposit} deposit`,
  payFull: (price: string) => `Pay ${price} in full`,
  depositNote: (deposit: string) =>
    `A ${deposit} deposit is refundable in full and holds the car for you for 48 hours while the dealer prepares your paperwork.`,
  completed: (reference: string) =>
    `Your purchase is confirmed (reference ${reference}). We have emailed you a summary, and the dealer will be in touch to arrange the handover.`,
  cardNote: 'You enter your card on the payment page of our payment processor; your card details never reach our website.',
} as const

export const journeyMessages = {
  unknownSite: 'There is no dealer site at this address.',
  unknownCar: 'There is no such car on this site.',
  notOffered: 'This car cannot be bought online.',
  unknownJourney: 'This purchase could not be found. Please start again from the car page.',
  stepOutOfOrder: 'Please finish the earlier steps first.',
  journeyClosed: 'This purchase is already paid for.',
  invalid: enquiryMessages.errorSummary,
  rateLimited: 'Too many requests from your address. Please wait a minute and try again.',
  failed: 'Your progress could not be saved. Please try again.',
  handoverDate: `Please choose a date from ${HANDOVER_MIN_DAYS_AHEAD} to ${HANDOVER_MAX_DAYS_AHEAD} days from today.`,
  addressRequired: 'Please enter the delivery address.',
  financeRequired: 'Please enter the figures of your finance application.',
  fullPaymentNotCash: 'Paying in full online is available when you pay cash.',
  priceUnknown: 'This car has no online price; please pay the deposit, and the dealer will confirm the price.',
} as const

const name = (label: string) =>
  z
    .string({ error: `Please enter your ${label}.` })
    .trim()
    .min(1, `Please enter your ${label}.`)
    .max(100, `Please shorten your ${label} to 100 characters.`)

const detailsSchema = z.object({
  first_name: name('first name'),
  last_name: name('last name'),
  email: z
    .string({ error: 'Please enter a valid email address.' })
    .trim()
    .max(254, 'Please enter a valid email address.')
    .email('Please enter a valid email address.'),
  phone: z
    .string({ error: 'Please enter a valid phone number.' })
    .trim()
    .regex(/^\+?[\d ()-]{8,20}$/, 'Please enter a valid phone number.'),
  postcode: z
    .string({ error: 'Please enter a 4-digit postcode.' })
    .trim()
    .regex(/^\d{4}$/, 'Please enter a 4-digit postcode.'),
})
type JourneyDetails = z.output<typeof detailsSchema>

type JourneyTradeIn = { has_trade_in: false } | ({ has_trade_in: true } & EstimateRequest)

type JourneyFinance = { deposit: number; term_years: number; balloon: number; frequency: PaymentFrequency }
type JourneyPaymentMethod = { method: PaymentMethod; finance: JourneyFinance | null }

type JourneyHandover = {
  option: HandoverOption
  /** The day, YYYY-MM-DD, in the dealer's calendar. */
  date: string
  address: { street: string; suburb: string; state: (typeof australianStates)[number]; postcode: string } | null
}

type JourneyReview = { terms_agreed: true }
type JourneyPayment = { amount: PaymentAmount }

export type StepInput = {
  details: JourneyDetails
  'trade-in': JourneyTradeIn
  'payment-method': JourneyPaymentMethod
  delivery: JourneyHandover
  review: JourneyReview
  payment: JourneyPayment
}

type StepParse<S extends JourneyStep> = { ok: true; data: StepInput[S] } | { ok: false; errors: Record<string, string> }

const asObject = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}

function zodErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_form'
    if (!(field in errors)) errors[field] = issue.message
  }
  return errors
}

/** YYYY-MM-DD of `date` plus `days`, in UTC (the date itself carries no time of day). */
function dayPlus(date: Date, days: number): string {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + days)).toISOString().slice(0, 10)
}

/** The first and last day a handover may be booked for, YYYY-MM-DD. */
export function handoverWindow(now: Date): { first: string; last: string } {
  return { first: dayPlus(now, HANDOVER_MIN_DAYS_AHEAD), last: dayPlus(now, HANDOVER_MAX_DAYS_AHEAD) }
}

const addressSchema = z.object({
  street: z.string().trim().min(1, journeyMessages.addressRequired).max(200, journeyMessages.addressRequired),
  suburb: z.string().trim().min(1, journeyMessages.addressRequired).max(100, journeyMessages.addressRequired),
  state: z.enum(australianStates, { error: enquiryMessages.regoStateInvalid }),
  postcode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'Please enter a 4-digit postcode.'),
})

function parseFinance(input: Record<string, unknown>): { ok: true; data: JourneyFinance } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {}
  const deposit = boundedFinanceFigure('deposit', input.deposit ?? 0)
  if (deposit === null) errors['finance.deposit'] = financeFigureMessage('deposit')
  const term = boundedFinanceFigure('term', input.term_years)
  if (term === null) errors['finance.term_years'] = financeFigureMessage('term')
  const balloon = boundedFinanceFigure('balloon', input.balloon ?? 0)
  if (balloon === null) errors['finance.balloon'] = financeFigureMessage('balloon')
  const frequency = (financeFrequencies as readonly string[]).includes(String(input.frequency))
    ? (input.frequency as PaymentFrequency)
    : null
  if (frequency === null) errors['finance.frequency'] = journeyMessages.financeRequired
  if (deposit === null || term === null || balloon === null || frequency === null) return { ok: false, errors }
  return { ok: true, data: { deposit, term_years: term, balloon, frequency } }
}

/**
 * One step's answers as the shopper sent them, checked and bounded. `context.now` fixes the handover
 * window; `context.method` (the payment method already given) decides whether paying in full is allowed.
 */
export function parseStep<S extends JourneyStep>(
  step: S,
  body: unknown,
  context: { now: Date; method?: PaymentMethod | null; priceKnown?: boolean },
): StepParse<S> {
  const input = asObject(body)
  const answer = <T>(result: { ok: true; data: T } | { ok: false; errors: Record<string, string> }) => result as unknown as StepParse<S>
  switch (step) {
    case 'details': {
      const parsed = detailsSchema.safeParse(input)
      return answer(parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: zodErrors(parsed.error) })
    }
    case 'trade-in': {
      if (input.has_trade_in !== true && input.has_trade_in !== 'true') return answer({ ok: true, data: { has_trade_in: false } })
      const parsed = parseEstimateRequest(input)
      return answer(parsed.ok ? { ok: true, data: { has_trade_in: true, ...parsed.data } } : parsed)
    }
    case 'payment-method': {
      const method = (paymentMethods as readonly string[]).includes(String(input.method)) ? (input.method as PaymentMethod) : null
      if (!method) return answer({ ok: false, errors: { method: 'Please choose how you will pay.' } })
      if (method === 'cash') return answer({ ok: true, data: { method, finance: null } })
      const finance = parseFinance(asObject(input.finance))
      return answer(finance.ok ? { ok: true, data: { method, finance: finance.data } } : finance)
    }
    case 'delivery': {
      const option = (handoverOptions as readonly string[]).includes(String(input.option)) ? (input.option as HandoverOption) : null
      const errors: Record<string, string> = {}
      if (!option) errors.option = 'Please choose delivery or pick-up.'
      const { first, last } = handoverWindow(context.now)
      const date = typeof input.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(input.date) ? input.date : null
      // Compared as text: YYYY-MM-DD sorts as the calendar does; a day like 2027-02-30 fails the round trip.
      const parsedDay = date === null ? Number.NaN : Date.parse(`${date}T00:00:00Z`)
      const real = !Number.isNaN(parsedDay) && new Date(parsedDay).toISOString().slice(0, 10) === date
      if (!date || !real || date < first || date > last) errors.date = journeyMessages.handoverDate
      let address: JourneyHandover['address'] = null
      if (option === 'delivery') {
        const parsed = addressSchema.safeParse(input.address)
        if (parsed.success) address = parsed.data
        else for (const [field, message] of Object.entries(zodErrors(parsed.error))) errors[`address.${field}`] ??= message
      }
      if (Object.keys(errors).length > 0 || !option || !date) return answer({ ok: false, errors })
      return answer({ ok: true, data: { option, date, address } })
    }
    case 'review': {
      const agreed = input.terms_agreed === true || input.terms_agreed === 'true' || input.terms_agreed === 'on'
      if (!agreed) return answer({ ok: false, errors: { terms_agreed: enquiryMessages.termsRequired } })
      return answer({ ok: true, data: { terms_agreed: true } })
    }
    case 'payment': {
      const amount = (paymentAmounts as readonly string[]).includes(String(input.amount)) ? (input.amount as PaymentAmount) : 'deposit'
      if (amount === 'full' && context.method !== 'cash')
        return answer({ ok: false, errors: { amount: journeyMessages.fullPaymentNotCash } })
      if (amount === 'full' && context.priceKnown === false) return answer({ ok: false, errors: { amount: journeyMessages.priceUnknown } })
      return answer({ ok: true, data: { amount } })
    }
  }
  return answer({ ok: false, errors: { step: journeyMessages.stepOutOfOrder } })
}

export const journeyStepSchema = z.enum(journeySteps)

/** What GET /api/purchase-journeys/current and each step's answer tell the browser: the shopper's own journey. */
export type JourneyView = {
  reference: string
  status: JourneyStatus
  /** Why the last payment attempt ended (a declined card), while the shopper may try again. */
  payment_message: string | null
  /** The furthest step reached: the page opens there. */
  step: JourneyStep
  car_slug: string
  details: JourneyDetails | null
  trade_in: {
    has_trade_in: boolean
    rego: string | null
    regoState: string | null
    kms: number | null
    vehicle_title: string | null
    estimate: string | null
    no_estimate: string | null
  } | null
  payment_method: JourneyPaymentMethod | null
  delivery: JourneyHandover | null
  terms_agreed: boolean
  reservation: string | null
  lead_id: string | null
  /** The link that brings the shopper back to this journey (also emailed). */
  resume_url: string | null
}
