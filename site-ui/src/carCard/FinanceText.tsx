/** The words before and after the weekly amount on a card's finance line. */
export const CARD_FINANCE_TEXT = { before: 'Finance est.', after: 'per week' } as const

/** A card's finance line; the same markup for a car's own quote and for one fetched in the browser. */
export function CardFinanceText({ weeklyText }: { weeklyText: string }) {
  return (
    <p className="fc-car-card__finance">
      {CARD_FINANCE_TEXT.before} <strong>{weeklyText}</strong> {CARD_FINANCE_TEXT.after}
    </p>
  )
}
