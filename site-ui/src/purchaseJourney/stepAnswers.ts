import { handoverWindow, type JourneyStep, type JourneyView } from '@forecourt/domain/purchaseJourney'
import { adjustmentQuestions } from '@forecourt/domain/tradeIn'

/** A step form's answers by field name; nested answers are named by path ('finance.deposit'). */
export type Values = Record<string, string>

/** The answers a step's form starts with: what the shopper gave before, or the defaults. */
export function initialValues(step: JourneyStep, view: JourneyView | null, today: Date): Values {
  switch (step) {
    case 'details':
      return { ...(view?.details ?? { first_name: '', last_name: '', email: '', phone: '', postcode: '' }) }
    case 'trade-in': {
      const tradeIn = view?.trade_in
      return {
        has_trade_in: tradeIn?.has_trade_in ? 'true' : 'false',
        rego: tradeIn?.rego ?? '',
        regoState: tradeIn?.regoState ?? '',
        kms: tradeIn?.kms === null || tradeIn?.kms === undefined ? '' : String(tradeIn.kms),
      }
    }
    case 'payment-method': {
      const chosen = view?.payment_method
      return {
        method: chosen?.method ?? 'cash',
        'finance.deposit': String(chosen?.finance?.deposit ?? 0),
        'finance.term_years': String(chosen?.finance?.term_years ?? 5),
        'finance.balloon': String(chosen?.finance?.balloon ?? 0),
        'finance.frequency': chosen?.finance?.frequency ?? 'weekly',
      }
    }
    case 'delivery': {
      const handover = view?.delivery
      return {
        option: handover?.option ?? 'pickup',
        date: handover?.date ?? handoverWindow(today).first,
        'address.street': handover?.address?.street ?? '',
        'address.suburb': handover?.address?.suburb ?? '',
        'address.state': handover?.address?.state ?? '',
        'address.postcode': handover?.address?.postcode ?? view?.details?.postcode ?? '',
      }
    }
    case 'review':
      return { terms_agreed: view?.terms_agreed ? 'true' : '' }
    case 'payment':
      return { amount: 'deposit' }
  }
  return {}
}

/** The step's answers in the shape the server checks. */
export function stepData(step: JourneyStep, values: Values): unknown {
  switch (step) {
    case 'trade-in': {
      if (values.has_trade_in !== 'true') return { has_trade_in: false }
      const answers = Object.fromEntries(adjustmentQuestions.map((question) => [question.name, values[`answer.${question.name}`]]))
      return { has_trade_in: true, rego: values.rego, regoState: values.regoState, kms: values.kms, adjustmentAnswers: answers }
    }
    case 'payment-method':
      return values.method === 'cash'
        ? { method: 'cash' }
        : {
            method: values.method,
            finance: {
              deposit: values['finance.deposit'],
              term_years: values['finance.term_years'],
              balloon: values['finance.balloon'],
              frequency: values['finance.frequency'],
            },
          }
    case 'delivery':
      return {
        option: values.option,
        date: values.date,
        ...(values.option === 'delivery'
          ? {
              address: {
                street: values['address.street'],
                suburb: values['address.suburb'],
                state: values['address.state'],
                postcode: values['address.postcode'],
              },
            }
          : {}),
      }
    case 'review':
      return { terms_agreed: values.terms_agreed === 'true' }
    default:
      return values
  }
}
