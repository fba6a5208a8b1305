// What `npm start` prints once the platform is up, read from the same file the seed uses.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { root } from './workspace.mjs'

export const demo = JSON.parse(readFileSync(path.join(root, 'tenant-seeds/src/demo.json'), 'utf8'))

export function demoTenantSummary(port) {
  const lines = ['Demo sites:']
  for (const tenant of demo.tenants) lines.push(`  ${tenant.name.padEnd(28)} http://${tenant.slug}.localhost:${port}`)
  lines.push('', `Admin: http://localhost:${port}/admin`, '', 'Demo logins:')
  lines.push(`  super-admin  ${demo.superAdmin.email} / ${demo.superAdmin.password}`)
  for (const tenant of demo.tenants) lines.push(`  marketer     ${tenant.marketer.email} / ${tenant.marketer.password}`)
  return lines.join('\n')
}
