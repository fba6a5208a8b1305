import type { Access } from 'payload'

/** Any signed-in admin user; the multi-tenant plugin narrows this to the user's tenants. */
export const isAuthenticated: Access = ({ req }) => Boolean(req.user)
