import { OptimisedImage } from '@forecourt/site-ui/media'
import type { Metadata } from 'next'
import Link from 'next/link'
import { permanentRedirect } from 'next/navigation'

import { offerPage } from '@/lib/reads/offers'
import { siteFromParams } from '@/lib/reads/tenant'
import { siteNotFound, siteNotFoundMetadata } from '@/site/SiteNotFound'

type Args = { params: Promise<{ site: string; q: string; segments: string[] }> }

// Rendered on its first request per tenant, path and query, then served from the cache (see ../layout.tsx).
export async function generateStaticParams() {
  return []
}

/** /offers/{id} or /offers/{manufacturer}/{id}: the id is always the last segment. */
async function pageForRequest(params: Args['params']) {
  const segments = (await params).segments
  if (segments.length < 1 || segments.length > 2) return null
  const { tenant, origin } = await siteFromParams(params)
  const id = decodeURIComponent(segments[segments.length - 1] ?? '')
  if (!tenant || !/^[A-Za-z0-9-]+$/.test(id)) return null
  const found = await offerPage(tenant, origin.host, id)
  return found ? { tenant, found, path: `/offers/${segments.join('/')}` } : null
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const request = await pageForRequest(params)
  if (!request) {
    return siteNotFoundMetadata(params)
  }
  const { tenant, found } = request
  return {
    title: `${found.offer.name} | ${tenant.name}`,
    description: found.offer.description?.text ?? undefined,
    alternates: { canonical: found.canonicalPath },
  }
}

export default async function OfferRoute({ params }: Args) {
  const request = await pageForRequest(params)
  if (!request) return siteNotFound(params)
  const { found, path } = request
  // One address per offer: the other form (or an old brand slug) moves permanently to the right one.
  if (path !== found.canonicalPath) permanentRedirect(found.canonicalPath)
  const { offer } = found
  return (
    <article className="fc-page fc-offer-detail">
      <p>
        <Link href="/special-offers">All special offers</Link>
      </p>
      {offer.category ? <p className="fc-offer-card__category">{offer.category}</p> : null}
      <h1>{offer.name}</h1>
      {offer.manufacturer || offer.model ? (
        <p className="fc-offer-detail__vehicle">
          {offer.manufacturer}
          {offer.model ? ' ' : null}
          {offer.model?.href ? <Link href={offer.model.href}>{offer.model.name}</Link> : offer.model?.name}
        </p>
      ) : null}
      {offer.image ? (
        <OptimisedImage
          className="fc-offer-detail__image"
          src={offer.image.src}
          alt={offer.image.alt}
          width={offer.image.width}
          height={offer.image.height}
          sizes="(min-width: 960px) 900px, 100vw"
          priority
          unoptimized={!offer.image.src.startsWith('/')}
        />
      ) : null}
      {found.description ? <p className="fc-offer-detail__description">{found.description}</p> : null}
      <p>
        <Link className="fc-button fc-button--primary" href={`/enquiries/general-enquiry?offer=${encodeURIComponent(String(offer.id))}`}>
          Enquire about this offer
        </Link>
      </p>
      {found.disclaimer ? (
        <section className="fc-offer-detail__disclaimer" aria-labelledby="offer-disclaimer">
          <h2 id="offer-disclaimer">Disclaimer</h2>
          <p>{found.disclaimer}</p>
        </section>
      ) : null}
    </article>
  )
}
