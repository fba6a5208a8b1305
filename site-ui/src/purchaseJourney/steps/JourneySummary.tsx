import { handoverLabels, paymentMethodLabels, type JourneyView } from '@forecourt/domain/purchaseJourney'

/** 'YYYY-MM-DD' as the shopper reads it: 'Saturday 28 November 2026' (the day itself, whatever the browser's zone). */
function handoverDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`)
  return Number.isNaN(day.getTime())
    ? date
    : day.toLocaleDateString('en-AU', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
}

/** What the shopper has chosen so far, for them to check before paying. */
export function JourneySummary({ view, price }: { view: JourneyView | null; price: string | null }) {
  if (!view) return null
  const rows: Array<[string, string]> = []
  if (price) rows.push(['Price', price])
  if (view.details) {
    const { first_name, last_name, email, phone, postcode } = view.details
    rows.push(['Buyer', `${first_name} ${last_name}, ${email}, ${phone}, ${postcode}`])
  }
  if (view.trade_in) {
    rows.push([
      'Trade-in',
      view.trade_in.has_trade_in
        ? `${view.trade_in.vehicle_title ?? view.trade_in.rego ?? ''}, ${view.trade_in.kms?.toLocaleString('en-AU') ?? ''} km. ${view.trade_in.estimate ?? view.trade_in.no_estimate ?? ''}`
        : 'None',
    ])
  }
  if (view.payment_method) {
    const finance = view.payment_method.finance
    rows.push([
      'Payment method',
      `${paymentMethodLabels[view.payment_method.method]}${finance ? ` (deposit $${finance.deposit.toLocaleString('en-AU')}, ${finance.term_years} years, ${finance.frequency})` : ''}`,
    ])
  }
  if (view.delivery) {
    const { option, date, address } = view.delivery
    rows.push([
      handoverLabels[option],
      `${handoverDay(date)}${address ? `, ${address.street}, ${address.suburb} ${address.state} ${address.postcode}` : ''}`,
    ])
  }
  return (
    <dl className="fc-journey__summary">
      {rows.map(([term, detail]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </dl>
  )
}
