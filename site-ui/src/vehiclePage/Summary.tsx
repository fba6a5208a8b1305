import type React from 'react'

import { carCardTitle } from '@forecourt/domain/carCard'
import { reservationInProgressTexts, reservationTexts } from '@forecourt/domain/reservation'
import {
  isAvailable,
  marketPriceIndicator,
  pageActions,
  pagePhone,
  priceDisplay,
  soldNotice,
  subscriptionPriceText,
  wasPriceText,
} from '@forecourt/domain/vehicle'
import { MAKE_AN_OFFER_LABEL, maskPhoneNumber, summaryFacts, type VehiclePageData, viewJsonPath } from '@forecourt/domain/vehiclePage'
import { CallNowLink } from './CallNowLink.client'
import { DialogLink } from './DialogLink.client'
import { CarBodyIcon, GearboxIcon, OdometerIcon, PinIcon } from './icons'
import { PhoneReveal } from './PhoneReveal.client'
import { callTarget, eventCar, revealBody, VehicleTools } from './Tools'
import { ViewsCount } from './ViewsCount.client'
import { CertifiedBadge } from './SellingSections'

/**
 * The site's enquiry forms for this car, drawn by the server: the quick enquiry (Enquire Now), the offer
 * form (Make an Offer) and, for a sold car, the find-similar form. A form the site does not have is left
 * out: its button then goes to its page, and Make an Offer is not offered.
 */
export type VehiclePageDialogs = { enquire?: React.ReactNode; findSimilar?: React.ReactNode; makeAnOffer?: React.ReactNode }

const FACT_ICONS = { km: OdometerIcon, transmission: GearboxIcon, body: CarBodyIcon } as const

/** A sold car says so in its sold notice below; only the coming-soon state needs a badge up here. */
function StatusBadge({ status }: { status: string | null | undefined }) {
  return status === 'coming_soon' ? <p className="fc-vehicle-summary__status">Coming Soon</p> : null
}

/** Title, price, views, key facts, location, the sold notice and the action buttons. */
export function SummarySection({ data, dialogs = {} }: { data: VehiclePageData; dialogs?: VehiclePageDialogs }) {
  const { car, settings } = data
  const title = carCardTitle(car)
  const price = priceDisplay(car, settings)
  const wasPrice = wasPriceText(car)
  const market = marketPriceIndicator(car)
  const subscription = subscriptionPriceText(car, settings)
  const sold = soldNotice(car, settings)
  const phone = pagePhone(data)
  const actions = pageActions(data, phone)
  const locationName = car.location?.name || car.location_name || car.dealership_name
  return (
    <section className="fc-vehicle-summary" aria-labelledby="fc-vehicle-title">
      <StatusBadge status={car.status} />
      <h1 id="fc-vehicle-title" className="fc-vehicle-summary__title">
        {title}
      </h1>
      <CertifiedBadge data={data} />
      <div className="fc-vehicle-summary__price-block">
        <p className={`fc-vehicle-summary__price fc-vehicle-summary__price--${price.kind.replace('_', '-')}`}>
          {price.kind === 'price' ? <span className="fc-visually-hidden">Price: </span> : null}
          {price.text}
        </p>
        {wasPrice ? (
          <p className="fc-vehicle-summary__was">
            Was <s>{wasPrice}</s>
          </p>
        ) : null}
        {market ? <p className="fc-vehicle-summary__market">{market}</p> : null}
        {subscription ? <p className="fc-vehicle-summary__subscription">Subscribe from {subscription}</p> : null}
      </div>
      <ViewsCount
        path={viewJsonPath(car.slug, { photos_count: car.photos_count, updated_at: car.updated_at, website_id: data.tenant.id })}
      />
      <ul className="fc-vehicle-summary__facts">
        {summaryFacts(car).map((fact) => {
          const FactIcon = FACT_ICONS[fact.key]
          return (
            <li key={fact.key}>
              <FactIcon />
              <span className="fc-visually-hidden">{fact.label}: </span>
              {fact.value}
            </li>
          )
        })}
      </ul>
      {locationName ? (
        <p className="fc-vehicle-summary__location">
          <PinIcon />
          <span className="fc-visually-hidden">Location: </span>
          <a href="#vehicle-map">{locationName}</a>
        </p>
      ) : null}
      {sold ? (
        <div className="fc-vehicle-summary__sold" role="note">
          <p className="fc-vehicle-summary__sold-title">SOLD</p>
          <p>{sold.message}</p>
          {sold.prompt ? <p>{sold.prompt}</p> : null}
        </div>
      ) : null}
      {car.reserved && !sold ? (
        <div className="fc-vehicle-summary__reserved" role="note">
          <p className="fc-vehicle-summary__sold-title">{reservationTexts.reservedBadge}</p>
          <p>{reservationTexts.reservedNotice}</p>
        </div>
      ) : null}
      {car.reservation_in_progress && !car.reserved && !sold ? (
        <div className="fc-vehicle-summary__reserved fc-vehicle-summary__in-progress" role="note">
          <p className="fc-vehicle-summary__sold-title">{reservationInProgressTexts.badge}</p>
          <p>{reservationInProgressTexts.notice}</p>
        </div>
      ) : null}
      {actions.length > 0 ? (
        <ul className="fc-vehicle-actions">
          {actions.map((action, index) => {
            const className = `fc-button ${index === 0 ? 'fc-button--primary' : 'fc-button--secondary'} fc-vehicle-actions__${action.id}`
            return (
              <li key={action.id}>
                {action.id === 'callUsNow' ? (
                  <CallNowLink className={className} car={eventCar(car)} {...callTarget(data, action.href)}>
                    {action.label}
                  </CallNowLink>
                ) : (action.id === 'enquire' || action.id === 'findSimilar') && dialogs[action.id] ? (
                  <DialogLink href={action.href} className={className} dialogLabel={action.label} content={dialogs[action.id]}>
                    {action.label}
                  </DialogLink>
                ) : (
                  <a
                    className={className}
                    href={action.href}
                    {...(/^https?:\/\//i.test(action.href) ? { rel: 'noopener', target: '_blank' } : {})}
                  >
                    {action.label}
                  </a>
                )}
              </li>
            )
          })}
          {dialogs.makeAnOffer && isAvailable(car) ? (
            <li>
              <DialogLink
                href={`/make-an-offer?car_id=${encodeURIComponent(car.slug)}`}
                className="fc-button fc-button--secondary fc-vehicle-actions__makeAnOffer"
                dialogLabel={MAKE_AN_OFFER_LABEL}
                content={dialogs.makeAnOffer}
              >
                {MAKE_AN_OFFER_LABEL}
              </DialogLink>
            </li>
          ) : null}
        </ul>
      ) : null}
      {phone.kind === 'phone' ? (
        <p className="fc-vehicle-summary__phone">
          Phone{' '}
          {settings.phone_reveal ? (
            <PhoneReveal masked={maskPhoneNumber(phone.number)} reveal={revealBody(data)} />
          ) : (
            <a href={phone.telHref} className="fc-vehicle-summary__phone-link">
              {phone.number}
            </a>
          )}
        </p>
      ) : null}
      <VehicleTools data={data} />
    </section>
  )
}
