import type { Access } from 'payload'

import { isSuperAdminUser, tenantIdsForRole } from '../auth/roles'

/** Super-admins, and onboarding staff of at least one tenant (the plugin limits them to their tenants). */
export const superAdminOrOnboarding: Access = ({ req }) => isSuperAdminUser(req.user) || tenantIdsForRole(req.user, 'onboarding').length > 0
