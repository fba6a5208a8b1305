import demo from '../demo.json' with { type: 'json' }
import { caravanDealer } from './caravanDealer'
import { toyotaDealer } from './toyotaDealer'
import type { TemplateFactory, TenantSiteTemplate } from './types'
import { usedCarGroup } from './usedCarGroup'

export const templates = {
  'toyota-dealer': toyotaDealer,
  'used-car-group': usedCarGroup,
  'caravan-dealer': caravanDealer,
} satisfies Record<string, TemplateFactory>

export type TemplateName = keyof typeof templates

function isTemplateName(name: string): name is TemplateName {
  return name in templates
}

/** The demo tenants `npm start` seeds, described in demo.json (which `npm start` also prints). */
export const demoTenants: TenantSiteTemplate[] = demo.tenants.map(({ template, settings, ...identity }) => {
  if (!isTemplateName(template)) throw new Error(`demo.json names an unknown template "${template}"`)
  const site = templates[template](identity)
  // A demo tenant's own settings over its template's (Harbourside's Google review page, for the review landing).
  return settings ? { ...site, settings: { ...site.settings, ...settings } } : site
})

export const demoSuperAdmin = demo.superAdmin
