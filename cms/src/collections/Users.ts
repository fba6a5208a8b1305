import type { CollectionConfig } from 'payload'

import { tenantsArrayField } from '@payloadcms/plugin-multi-tenant/fields'

import { superAdminOrOnboarding } from '../access/superAdminOrOnboarding'
import { usersSelfOrManager } from '../access/usersSelfOrManager'
import { globalRoles, isSuperAdminUser, tenantIdsForRole, tenantRoles } from '../auth/roles'
import { enforcePasswordPolicy } from '../hooks/enforcePasswordPolicy'
import { platformSettings } from '../platform/settings'
import { servedOverHttps } from '../platform/settings/server'
import { equaliseLoginAnswers } from '../hooks/equaliseLoginAnswers'

/** Only super-admins and onboarding staff hand out tenant memberships; a marketer cannot widen their own. */
const canManageMemberships = ({ req }: { req: { user?: unknown } }) =>
  isSuperAdminUser(req.user as never) || tenantIdsForRole(req.user as never, 'onboarding').length > 0

const tenantMemberships = tenantsArrayField({
  tenantsArrayFieldName: 'tenants',
  tenantsArrayTenantFieldName: 'tenant',
  tenantsCollectionSlug: 'tenants',
  arrayFieldAccess: { create: canManageMemberships, update: canManageMemberships },
  tenantFieldAccess: {},
  rowFields: [
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['marketer'],
      options: tenantRoles.map((value) => ({ label: value, value })),
    },
  ],
})

export const Users: CollectionConfig = {
  slug: 'users',
  // Payload's defaults, spelled out: five wrong passwords lock an account for ten minutes. The lock is
  // never named in an answer (equaliseLoginAnswers, hideAccountLocks).
  // The admin's session cookie is Secure whenever the admin is served over https (PUBLIC_URL), so a
  // browser never sends it over plain http.
  auth: { maxLoginAttempts: 5, lockTime: 10 * 60 * 1000, cookies: { secure: servedOverHttps(platformSettings().server), sameSite: 'Lax' } },
  hooks: { beforeOperation: [enforcePasswordPolicy, equaliseLoginAnswers] },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'] },
  access: {
    admin: ({ req }) => Boolean(req.user),
    create: superAdminOrOnboarding,
    delete: superAdminOrOnboarding,
    read: ({ req }) => Boolean(req.user),
    update: usersSelfOrManager,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      defaultValue: ['user'],
      options: globalRoles.map((value) => ({ label: value, value })),
      access: {
        create: ({ req }) => isSuperAdminUser(req.user),
        update: ({ req }) => isSuperAdminUser(req.user),
      },
      admin: { position: 'sidebar' },
    },
    { ...tenantMemberships, admin: { ...tenantMemberships.admin, position: 'sidebar' } },
  ],
}
