import { toyotaDealer } from './toyotaDealer'
import type { TemplateFactory, TenantSiteTemplate } from './types'
import { usedCarGroup } from './usedCarGroup'

export const templates = {
  'toyota-dealer': toyotaDealer,
  'used-car-group': usedCarGroup,
} satisfies Record<string, TemplateFactory>

export type TemplateName = keyof typeof templates

/** The demo tenants `npm start` seeds. */
export const demoTenants: TenantSiteTemplate[] = [
  toyotaDealer({ name: 'Harbourside Toyota', slug: 'harbourside-toyota', domains: ['harbourside-toyota.com.au'] }),
  usedCarGroup({ name: 'Southern Cross Motor Group', slug: 'southern-cross-motors', domains: ['southerncrossmotors.com.au'] }),
]

export const demoSuperAdmin = { email: 'admin@forecourt.test', password: 'demo-admin', name: 'Platform Admin' }
