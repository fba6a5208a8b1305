import sharp from 'sharp'
import type { Payload } from 'payload'

import type { Media, Page, Tenant, User } from '@forecourt/schema'

export type TenantFixture = { tenant: Tenant; publishedPage: Page; draftPage: Page; media: Media; marketer: User; onboarding: User }

export const password = 'test-password-1'

async function tinyImage(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 32, channels: 3, background: colour } })
    .png()
    .toBuffer()
}

/** One tenant with a published page, a draft page, an image, a marketer and an onboarding user. */
export async function createTenantFixture(payload: Payload, slug: string, colour = '#cc0000'): Promise<TenantFixture> {
  const tenant = await payload.create({
    collection: 'tenants',
    data: {
      name: `Tenant ${slug}`,
      slug,
      status: 'active',
      template: 'blank',
      domains: [{ domain: `${slug}.example.com.au` }],
      // A dealer has a number: a phone reveal answers with it (and refuses a car of a dealer without one).
      contact: { phone: '(03) 9000 0000' },
    },
    overrideAccess: true,
  })
  const publishedPage = await payload.create({
    collection: 'pages',
    data: { tenant: tenant.id, slug: 'home', title: `Home of ${slug}`, _status: 'published', layout: [] },
    overrideAccess: true,
  })
  const draftPage = await payload.create({
    collection: 'pages',
    data: { tenant: tenant.id, slug: 'secret-draft', title: `Draft of ${slug}`, _status: 'draft' },
    draft: true,
    overrideAccess: true,
  })
  const data = await tinyImage(colour)
  const media = await payload.create({
    collection: 'media',
    data: { alt: `Image of ${slug}`, tenant: tenant.id },
    file: { data, mimetype: 'image/png', name: `${slug}.png`, size: data.length },
    overrideAccess: true,
  })
  const marketer = await payload.create({
    collection: 'users',
    data: { email: `marketer@${slug}.test`, password, roles: ['user'], tenants: [{ tenant: tenant.id, roles: ['marketer'] }] },
    overrideAccess: true,
  })
  const onboarding = await payload.create({
    collection: 'users',
    data: { email: `onboarding@${slug}.test`, password, roles: ['user'], tenants: [{ tenant: tenant.id, roles: ['onboarding'] }] },
    overrideAccess: true,
  })
  return { tenant, publishedPage, draftPage, media, marketer, onboarding }
}

export async function createSuperAdmin(payload: Payload): Promise<User> {
  return payload.create({
    collection: 'users',
    data: { email: 'root@platform.test', password, roles: ['super-admin', 'user'] },
    overrideAccess: true,
  })
}

/** Logs in through the auth operation and returns the JWT a browser or API client would send. */
export async function tokenFor(payload: Payload, email: string): Promise<string> {
  const result = await payload.login({ collection: 'users', data: { email, password } })
  if (!result.token) throw new Error(`No token for ${email}`)
  return result.token
}

/** The user document as Payload attaches it to an authenticated request. */
export async function authUser(payload: Payload, user: User): Promise<User & { collection: 'users' }> {
  const fresh = await payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true })
  return { ...fresh, collection: 'users' }
}
