import { type LayoutBlock, RenderBlocks } from '@forecourt/blocks/registry'
import type { ResolvedTenant } from '@forecourt/cms'
import {
  accessoriesPageView,
  bodyCategoryOfSlug,
  modelListGroups,
  modelPageView,
  showroomModelOf,
  showroomPathOf,
  type ShowroomModel,
} from '@forecourt/domain/navigation'
import { AccessoriesPage, ModelList, ModelPage } from '@forecourt/site-ui/showroom'
import type { ReactNode } from 'react'

import type { SearchParamsRecord, SiteOrigin } from '@/lib/http/siteRoute'
import { blockDataFor } from '@/lib/reads/blockData'
import { tenantShowroom } from '@/lib/reads/navigation'
import { modelStock } from '@/lib/reads/search'

/** A showroom page found for a path: what its metadata says, and the page itself. */
export type ShowroomMatch = { title: string; description: string | null; canonical: string; render: () => Promise<ReactNode> }

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/**
 * The model page's enquiry form: a general enquiry filed as a new-vehicle enquiry, with the model
 * filled in from the page (its loader reads it as '?model=' would name it). Not a CMS page, so its
 * signed description names no page.
 */
function modelEnquiryForm(slug: string, heading: string): LayoutBlock {
  return {
    blockType: 'enquiryForm',
    id: `model-enquiry-${slug}`.slice(0, 64),
    kind: 'general',
    heading,
    category: 'New Vehicle Enquiry',
    fields: { preferredContactMethod: true },
  }
}

async function modelPage(tenant: ResolvedTenant, make: string, model: ShowroomModel, origin: SiteOrigin): Promise<ReactNode> {
  const view = modelPageView(model, make)
  // An upcoming model has no stock to show, as its menu tile has no Our Stock button.
  const stock = view.status === 'upcoming' ? null : await modelStock(tenant, make, view.name)
  const layout = [modelEnquiryForm(view.slug, view.enquiryHeading)]
  const path = `/${view.slug}`
  const blockData = await blockDataFor(tenant, layout, { pathname: path, searchParams: { model: view.slug }, ...origin })
  const enquiry = (
    <RenderBlocks
      blocks={layout}
      startIndex={1}
      data={blockData}
      context={{ tenant: { id: tenant.id, name: tenant.name, slug: tenant.slug }, path }}
    />
  )
  return <ModelPage view={view} stock={stock} enquiry={enquiry} />
}

/**
 * The showroom page a path names on this tenant: `/models` (with `?body=`), `/{model slug}` or
 * `/{model slug}/accessories`, for the models of the make the tenant's New Vehicles menu lists. Asked
 * only after no CMS page of the tenant has the path, so a marketer's page always wins; null (the
 * framed 404) for any other path, an unknown or hidden model, an unknown body or a site with no make.
 */
export async function showroomFor(
  tenant: ResolvedTenant,
  segments: readonly string[],
  query: SearchParamsRecord,
  origin: SiteOrigin,
): Promise<ShowroomMatch | null> {
  const path = showroomPathOf(segments)
  if (!path) return null
  const { make, models } = await tenantShowroom(tenant.id)
  if (!make || models.length === 0) return null

  if (path.kind === 'models') {
    const body = firstValue(query.body)?.trim() || null
    const groups = modelListGroups(models, body)
    if (!groups) return null
    const category = body ? bodyCategoryOfSlug(body) : null
    const title = category ? `${make} ${category}` : `New ${make} Models`
    const categories = (modelListGroups(models, null) ?? []).map((group) => ({
      label: group.category,
      href: group.href,
      current: group.category === category,
    }))
    return {
      title,
      description: `The ${title} range at ${tenant.name}: every model with its From price.`,
      canonical: category ? (groups[0]?.href ?? '/models') : '/models',
      render: async () => <ModelList title={title} groups={groups} categories={categories} />,
    }
  }

  const model = showroomModelOf(models, path.slug)
  if (!model) return null
  if (path.kind === 'accessories') {
    const view = accessoriesPageView(model, make)
    return {
      title: view.title,
      description: `Genuine accessories for the ${make} ${model.name} from ${tenant.name}.`,
      canonical: `/${model.slug}/accessories`,
      render: async () => <AccessoriesPage view={view} modelName={`${make} ${model.name}`} />,
    }
  }
  return {
    title: `${make} ${model.name}`,
    description: model.intro?.trim() || `The ${make} ${model.name} at ${tenant.name}: variants, prices and stock.`,
    canonical: `/${model.slug}`,
    render: () => modelPage(tenant, make, model, origin),
  }
}
