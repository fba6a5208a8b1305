import { printSheet, type VehiclePageData } from '@forecourt/domain/vehiclePage'
import { SiteLogo, type SiteLogoImage } from '../navigation/SiteLogo'
import { PrintNowButton } from './PrintNowButton.client'

/**
 * The printable page of a car (/print?car_id={slug}): no site header, menus or popups, one column,
 * plain markup that prints on one or two A4 pages. The same content as the PDF.
 */
export function PrintSheet({ data, logo = null }: { data: VehiclePageData; logo?: SiteLogoImage | null }) {
  const sheet = printSheet(data)
  return (
    <div className="fc-print-sheet">
      <header className="fc-print-sheet__header">
        <p className="fc-print-sheet__dealer">
          {logo ? <SiteLogo logo={logo} siteName={data.tenant.name} className="fc-print-sheet__logo" /> : data.tenant.name}
        </p>
        <div className="fc-print-sheet__controls">
          <PrintNowButton />
          <a className="fc-button fc-button--secondary" href={data.pageUrl}>
            Back to the car
          </a>
        </div>
      </header>
      <main id="main" className="fc-print-sheet__main">
        <h1 className="fc-print-sheet__title">{sheet.title}</h1>
        <div className="fc-print-sheet__price-block">
          <p className="fc-print-sheet__price">{sheet.price}</p>
          {sheet.wasPrice ? (
            <p className="fc-print-sheet__was">
              Was <s>{sheet.wasPrice}</s>
            </p>
          ) : null}
          {sheet.marketPrice ? <p className="fc-print-sheet__market">{sheet.marketPrice}</p> : null}
        </div>
        {sheet.photo ? (
          // A plain image: the optimiser's lazy, responsive output is of no use on paper.
          // eslint-disable-next-line @next/next/no-img-element -- see above
          <img
            className="fc-print-sheet__photo"
            src={sheet.photo.src}
            alt={sheet.photo.alt}
            width={sheet.photo.width}
            height={sheet.photo.height}
            decoding="sync"
          />
        ) : null}
        {sheet.specs.length > 0 ? (
          <section className="fc-print-sheet__section" aria-labelledby="print-specs-title">
            <h2 id="print-specs-title">Key Information</h2>
            <dl className="fc-print-sheet__specs">
              {sheet.specs.map((row) => (
                <div key={row.key}>
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
        <section className="fc-print-sheet__section" aria-labelledby="print-comments-title">
          <h2 id="print-comments-title">Dealer Comments</h2>
          {sheet.comments.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </section>
        <section className="fc-print-sheet__section fc-print-sheet__contact" aria-labelledby="print-contact-title">
          <h2 id="print-contact-title">Contact</h2>
          <p className="fc-print-sheet__contact-name">{sheet.dealer.name}</p>
          {sheet.dealer.address ? <address>{sheet.dealer.address}</address> : null}
          {sheet.dealer.phone ? (
            <p>
              Phone <a href={sheet.dealer.phone.telHref}>{sheet.dealer.phone.number}</a>
            </p>
          ) : null}
        </section>
      </main>
      <footer className="fc-print-sheet__footer">
        <p>
          View this car online: <a href={sheet.pageUrl}>{sheet.pageUrl}</a>
        </p>
      </footer>
    </div>
  )
}
