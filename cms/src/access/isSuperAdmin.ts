import type { Access } from 'payload'

import { isSuperAdminUser } from '../auth/roles'

export const isSuperAdmin: Access = ({ req }) => isSuperAdminUser(req.user)
