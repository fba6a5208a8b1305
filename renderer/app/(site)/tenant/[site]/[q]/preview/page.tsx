import { PopupDialog, PopupPicture } from '@forecourt/site-ui/legal'
import { offerCardView } from '@forecourt/site-ui/offers'
import { RenderBlocks } from '@forecourt/blocks/registry'
import { pathForPageSlug } from '@forecourt/cms'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { blockDataFor } from '@/lib/reads/blockData'
import { popupViewOf } from '@/lib/reads/legal'
import { draftPreview } from '@/lib/reads/preview'
import { siteSettingsFor } from '@/lib/reads/siteSettings'
import { siteFromParams, type SiteParams } from '@/lib/reads/tenant'
import { RefreshOnSave } from './RefreshOnSave'

type Args = { params: SiteParams; searchParams: Promise<Record<string, string | string[] | undefined>> }

export const metadata: Metadata = { title: 'Draft preview', robots: { index: false, follow: false } }
export const dynamic = 'force-dynamic'

/**
 * `/preview?token=…`: a draft page, offer or popup of this site, for the signed-in editor the admin
 * handed the link to (its Preview button and Live Preview pane). Without a valid token for this
 * site it is a plain 404, the same as a page that does not exist.
 */
export default async function DraftPreviewPage({ params, searchParams }: Args) {
  const { tenant, origin } = await siteFromParams(params)
  const token = (await searchParams).token
  const preview = tenant ? await draftPreview(tenant, Array.isArray(token) ? token[0] : token) : null
  if (!tenant || !preview) notFound()
  const banner = (
    <p className="fc-preview-banner" role="status">
      Draft preview: this is what the site will show once published. Visitors still see the published version.
    </p>
  )
  if (preview.collection === 'pages') {
    const path = pathForPageSlug(preview.page.slug)
    const blockData = await blockDataFor(tenant, preview.layout, { pathname: path, searchParams: {}, ...origin })
    return (
      <>
        <RefreshOnSave />
        {banner}
        <RenderBlocks
          blocks={preview.layout}
          data={blockData}
          context={{ tenant: { id: tenant.id, name: tenant.name, slug: tenant.slug }, path }}
        />
      </>
    )
  }
  if (preview.collection === 'offers') {
    const offer = offerCardView(preview.offer, (await siteSettingsFor(tenant.id))?.manufacturer)
    return (
      <article className="fc-page fc-offer-detail">
        <RefreshOnSave />
        {banner}
        {offer.category ? <p className="fc-offer-card__category">{offer.category}</p> : null}
        <h1>{offer.name}</h1>
        {offer.description ? <p>{offer.description.full}</p> : null}
        {offer.disclaimer ? <p className="fc-offer-detail__disclaimer">{offer.disclaimer.full}</p> : null}
      </article>
    )
  }
  const popup = popupViewOf(preview.popup)
  return (
    <div className="fc-page">
      <RefreshOnSave />
      {banner}
      {/* A preview always opens, whatever this browser dismissed before. */}
      <PopupDialog
        key={`preview-${String(popup.id)}`}
        popup={{ ...popup, storageKey: `${popup.storageKey}:preview` }}
        image={<PopupPicture popup={popup} />}
      />
    </div>
  )
}
