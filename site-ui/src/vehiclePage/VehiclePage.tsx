import type React from 'react'

import { carCardTitle } from '@forecourt/domain/carCard'
import { VIEW_ACCESSORIES_TEXT } from '@forecourt/domain/navigation'
import { actionButtons, actionHref, carJsonLd, choosePhone, priceDisplay, showMobileCallNow, vehicleNoun } from '@forecourt/domain/vehicle'
import { FinanceCalculatorSection } from './CalculatorSection'
import {
  jsonLdScriptText,
  sectionsByArea,
  type VehiclePageData,
  type VehiclePageSection,
  viewedCarEntry,
} from '@forecourt/domain/vehiclePage'
import { DealerCommentsSection, FeaturesSection, KeyInformationSection, PageSection, RegoSection, SpecsSection } from './DetailSections'
import { FinanceBoxSection } from './FinanceBox'
import { GallerySection } from './Gallery'
import { LocationSection, ReviewsSection, ServiceAdvantageSection } from './ServiceSections'
import { PriceRangeSlider } from './PriceRangeSlider.client'
import { shareLinks } from './share.view'
import { ShareLinks } from './ShareLinks.client'
import { StickyBar } from './StickyBar.client'
import { ViewedCarRecorder } from './ViewedCarRecorder.client'
import { GuaranteeStripSection, UsedCarBannerSection, VehicleDetailsSection, WhyBuySection } from './SellingSections'
import { SummarySection, type VehiclePageDialogs } from './Summary'
import { callTarget, eventCar } from './Tools'

type SectionProps = { data: VehiclePageData; order: readonly VehiclePageSection[]; dialogs: VehiclePageDialogs }

function ShareSection({ data }: SectionProps) {
  return (
    <section className="fc-vehicle-section fc-vehicle-share" aria-labelledby="share-title">
      <h2 id="share-title" className="fc-vehicle-section__title">
        Share this {vehicleNoun(data.car)}
      </h2>
      <ShareLinks links={shareLinks(data.pageUrl, carCardTitle(data.car))} url={data.pageUrl} />
    </section>
  )
}

function PriceRangeSection() {
  return (
    <PageSection id="price-range" title="Search by price">
      <PriceRangeSlider />
    </PageSection>
  )
}

function StickyBarSection({ data }: SectionProps) {
  const { car, settings } = data
  const phone = choosePhone(car, settings)
  const callNow = showMobileCallNow({
    phone,
    tenant: settings,
    openingHours: car.location?.contact_detail?.opening_hours,
    now: new Date(data.nowMs),
  })
  // The enquiry target follows the sidebar's: a sold car's 'enquiry' is the find-similar form.
  const enquiry = actionButtons(car, settings, phone).find((button) => button.id === 'enquire' || button.id === 'findSimilar')
  return (
    <StickyBar
      title={carCardTitle(car)}
      priceText={priceDisplay(car, settings).text}
      call={callNow && phone.kind === 'phone' ? { car: eventCar(car), ...callTarget(data, phone.telHref) } : null}
      enquireHref={enquiry ? actionHref(enquiry, car) : null}
      // The site's enquire wording ('Message Now'); a sold car's bar keeps 'Enquire Now' for its find-similar form.
      enquireLabel={enquiry?.id === 'enquire' ? enquiry.label : undefined}
    />
  )
}

const SECTION_COMPONENTS: Readonly<Record<VehiclePageSection, (props: SectionProps) => React.ReactNode>> = {
  gallery: GallerySection,
  summary: SummarySection,
  financeBox: FinanceBoxSection,
  vehicleDetails: VehicleDetailsSection,
  usedCarBanner: UsedCarBannerSection,
  keyInformation: KeyInformationSection,
  features: FeaturesSection,
  dealerComments: DealerCommentsSection,
  whyBuy: WhyBuySection,
  rego: RegoSection,
  specs: SpecsSection,
  serviceAdvantage: ServiceAdvantageSection,
  guaranteeStrip: GuaranteeStripSection,
  financeCalculator: FinanceCalculatorSection,
  reviews: ReviewsSection,
  location: LocationSection,
  priceRange: PriceRangeSection,
  share: ShareSection,
  stickyBar: StickyBarSection,
}

/**
 * The vehicle detail page: the sections in `order`, each in its area (photos, sidebar, details), and
 * the car's structured data. Sections with nothing to show render nothing. `dialogs` are the site's
 * enquiry forms for this car, opened in place by the sidebar's buttons (their pages without JavaScript).
 */
export function VehiclePage({
  data,
  order,
  dialogs = {},
}: {
  data: VehiclePageData
  order: readonly VehiclePageSection[]
  dialogs?: VehiclePageDialogs
}) {
  const areas = sectionsByArea(order)
  const render = (section: VehiclePageSection) => {
    const Section = SECTION_COMPONENTS[section]
    return <Section key={section} data={data} order={order} dialogs={dialogs} />
  }
  return (
    <div className={`fc-vehicle-page${order.includes('stickyBar') ? ' fc-vehicle-page--with-sticky-bar' : ''}`}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScriptText(carJsonLd(data.car, data.pageUrl)) }} />
      <ViewedCarRecorder entry={viewedCarEntry(data.car)} car={eventCar(data.car)} />
      {/* Without the summary the page would have no main heading. */}
      {order.includes('summary') ? null : <h1 className="fc-visually-hidden">{carCardTitle(data.car)}</h1>}
      {areas.media.length > 0 ? <div className="fc-vehicle-page__media">{areas.media.map(render)}</div> : null}
      {areas.sidebar.length > 0 || data.accessoriesHref ? (
        <div className="fc-vehicle-page__sidebar">
          {areas.sidebar.map(render)}
          {data.accessoriesHref ? (
            <a className="fc-button fc-button--secondary fc-vehicle-accessories" href={data.accessoriesHref}>
              {VIEW_ACCESSORIES_TEXT}
            </a>
          ) : null}
        </div>
      ) : null}
      <div className="fc-vehicle-page__main">{areas.main.map(render)}</div>
    </div>
  )
}
