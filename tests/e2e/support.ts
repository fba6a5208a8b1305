import demo from '../../tenant-seeds/src/demo.json' with { type: 'json' }

export const port = Number(process.env.E2E_PORT ?? 3210)

/** Every tenant answers at {slug}.localhost, which Chromium resolves to this machine. */
export function tenantUrl(slug: string, path = '/'): string {
  return `http://${slug}.localhost:${port}${path}`
}

export const demoTenants = demo.tenants
export const superAdmin = demo.superAdmin
