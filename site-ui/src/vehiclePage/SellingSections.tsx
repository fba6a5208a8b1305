import { keyInformation } from '@forecourt/domain/vehicle'
import {
  isToyotaCertified,
  reserveOnlineTileHref,
  showsGuaranteeStrip,
  showsUsedCarBanner,
  TOYOTA_CERTIFIED_BENEFITS,
  TOYOTA_CERTIFIED_TITLE,
  USED_CAR_FEATURES,
  vehicleDetailsRows,
  type VehiclePageData,
  WHY_BUY_TITLE,
  whyBuyFromUs,
} from '@forecourt/domain/vehiclePage'
import { GuaranteeStrip } from '../guarantee'
import { DialogLink } from './DialogLink.client'
import { PageSection } from './DetailSections'

type SectionProps = { data: VehiclePageData }

/** The five promises and the 'Reserve online' tile, on used cars. */
export function GuaranteeStripSection({ data }: SectionProps) {
  if (!showsGuaranteeStrip(data.car)) return null
  return <GuaranteeStrip heading="Our Guarantee" reserveHref={reserveOnlineTileHref(data.car, data.settings)} />
}

/** What every used car of a Toyota dealer comes with. */
export function UsedCarBannerSection({ data }: SectionProps) {
  if (!showsUsedCarBanner(data.car, data.settings)) return null
  return (
    <section className="fc-used-car-banner" aria-labelledby="used-car-banner-title">
      <h2 id="used-car-banner-title" className="fc-visually-hidden">
        Every used car comes with
      </h2>
      <ul className="fc-used-car-banner__items">
        {USED_CAR_FEATURES.map((feature) => (
          <li key={feature.title} className="fc-used-car-banner__item">
            <strong>{feature.title}</strong>
            <span>{feature.text}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The dealer's reasons to buy here: its own points from Site settings, or the standard ones. */
export function WhyBuySection({ data }: SectionProps) {
  return (
    <PageSection id="why-buy" title={WHY_BUY_TITLE}>
      <ul className="fc-why-buy">
        {whyBuyFromUs(data.settings.why_buy_from_us).map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </PageSection>
  )
}

/** The sidebar card with the facts that identify this very car (stock number, VIN, plate, …). */
export function VehicleDetailsSection({ data }: SectionProps) {
  const rows = vehicleDetailsRows(keyInformation(data.car, data.settings, data.today))
  if (rows.length === 0) return null
  return (
    <section className="fc-vehicle-details" aria-labelledby="vehicle-details-title">
      <h2 id="vehicle-details-title" className="fc-vehicle-details__title">
        Vehicle Details
      </h2>
      <dl className="fc-vehicle-details__list">
        {rows.map((row) => (
          <div key={row.key} className="fc-vehicle-details__row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/**
 * The Toyota Certified badge beside the title: a link to the benefits on the page that opens them in a
 * dialog. Only on certified used Toyotas of a Toyota dealer.
 */
export function CertifiedBadge({ data }: SectionProps) {
  if (!isToyotaCertified(data.car, data.settings)) return null
  return (
    <DialogLink
      href="#service-advantage"
      className="fc-certified-badge"
      dialogLabel={TOYOTA_CERTIFIED_TITLE}
      content={
        <div className="fc-certified-popup">
          <h2 className="fc-dialog__title">{TOYOTA_CERTIFIED_TITLE}</h2>
          <p>Every Toyota Certified Pre-Owned vehicle comes with:</p>
          <ul className="fc-benefit-list">
            {TOYOTA_CERTIFIED_BENEFITS.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </div>
      }
    >
      <span aria-hidden="true">✓</span> Toyota Certified
    </DialogLink>
  )
}
