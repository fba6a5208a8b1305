import { GUARANTEE_PROMISES, RESERVE_ONLINE_TILE } from './guaranteeStrip.view'

/**
 * The five promises and the 'Reserve online' tile (used cars and the contact page). The tile links to
 * where the visitor reserves: a car's checkout on its page, the used stock elsewhere.
 */
export function GuaranteeStrip({
  heading,
  headingLevel: Heading = 'h2',
  reserveHref,
}: {
  heading?: string | null
  /** h1 where the strip opens its page. */
  headingLevel?: 'h1' | 'h2'
  reserveHref: string
}) {
  return (
    <section className="fc-guarantee" aria-label={heading ?? 'Our guarantee'}>
      {heading ? <Heading className="fc-guarantee__heading">{heading}</Heading> : null}
      <ul className="fc-guarantee__items">
        {GUARANTEE_PROMISES.map((promise) => (
          <li key={promise.title} className="fc-guarantee__item">
            <strong className="fc-guarantee__title">{promise.title}</strong>
            <span className="fc-guarantee__text">{promise.text}</span>
          </li>
        ))}
        <li className="fc-guarantee__item fc-guarantee__item--reserve">
          <a className="fc-guarantee__reserve" href={reserveHref}>
            <strong className="fc-guarantee__title">{RESERVE_ONLINE_TILE.title}</strong>
            <span className="fc-guarantee__text">{RESERVE_ONLINE_TILE.text}</span>
          </a>
        </li>
      </ul>
    </section>
  )
}
