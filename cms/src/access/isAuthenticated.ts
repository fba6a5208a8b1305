import type { Access } from 'payload'

/**
 * Any signed-in admin user (staff, never a shopper); the multi-tenant plugin narrows this to the user's
 * tenants.
 */
export const isAuthenticated: Access = ({ req }) => req.user?.collection === 'users'
