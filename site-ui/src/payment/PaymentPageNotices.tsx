import { paymentModeTexts, reservationInProgressTexts } from '@forecourt/domain/reservation'
import type { VehiclePageData } from '@forecourt/domain/vehiclePage'

/**
 * What every page that takes a payment says above its form: that the site is in test mode (no real
 * money moves), and that a payment for this car is under way, so a reservation would be refused.
 */
export function PaymentPageNotices({ data }: { data: Pick<VehiclePageData, 'car' | 'settings'> }) {
  const { car, settings } = data
  return (
    <>
      {settings.payment_mode === 'test' ? (
        <div className="fc-payment-notice fc-test-mode" role="note">
          <p>
            <strong>{paymentModeTexts.testNotice}</strong>
          </p>
        </div>
      ) : null}
      {car.reservation_in_progress && !car.reserved ? (
        <div className="fc-payment-notice fc-reserve__in-progress" role="status">
          <p>
            <strong>{reservationInProgressTexts.badge}</strong>
          </p>
          <p>{reservationInProgressTexts.notice}</p>
        </div>
      ) : null}
    </>
  )
}
