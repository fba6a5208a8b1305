import type { CollectionConfig } from 'payload'

import { SIGN_IN_CODE_MAX_ATTEMPTS } from '@forecourt/domain/shopper'

import { nobody } from '../access/nobody'
import { tenantScoped } from '../lib/feature'

/**
 * One-time sign-in codes sent by text message: only a keyed hash of each code is kept, with its expiry
 * and the wrong tries made. Written and read by the sign-in endpoints alone (overrideAccess); the rows of
 * the last hour are also what limits how many codes one number is sent.
 */
export const ShopperCodes: CollectionConfig = tenantScoped({
  slug: 'shopper-codes',
  labels: { singular: 'Sign-in code', plural: 'Sign-in codes' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'phone', type: 'text', required: true, index: true },
    { name: 'code_hash', label: 'Code (keyed hash)', type: 'text', required: true },
    { name: 'expires_at', label: 'Expires at', type: 'date', required: true },
    { name: 'attempts', type: 'number', defaultValue: 0, min: 0, max: SIGN_IN_CODE_MAX_ATTEMPTS },
    // Set when the code signed someone in, or when a newer code replaced it.
    { name: 'spent_at', label: 'Used or replaced at', type: 'date', index: true },
  ],
})
