import { createHash } from 'node:crypto'

import { z } from 'zod'

import { enquiryFormKinds } from '@forecourt/domain/enquiry'

import { readSignedJson, signJson } from '../lib/signedToken'

/**
 * What the server showed a visitor, signed into the form it rendered: the form's kind, the switches
 * that decide which fields are required (terms among them), and the exact opt-in and terms wording
 * beside the boxes. The intake trusts these claims, and only these, for consent: a browser can read
 * them but cannot change one word without the HMAC (keyed with PAYLOAD_SECRET) failing.
 *
 * The wording travels inside the token rather than being looked up again at submission, so a marketer
 * editing the terms while a visitor has the page open cannot change what that visitor is recorded as
 * having agreed to.
 */

const TOKEN_PURPOSE = 'forecourt:enquiry-form:v1'
/** A token is an attribute of one form; anything longer was not made here. */
export const ENQUIRY_FORM_TOKEN_MAX_LENGTH = 16 * 1024

const flag = z.boolean().optional()

export const enquiryFormClaimsSchema = z.object({
  tenant: z.union([z.string().max(64), z.number()]),
  page: z.union([z.string().max(64), z.number()]).nullable(),
  block: z.string().max(64).nullable(),
  kind: z.enum(enquiryFormKinds),
  settings: z.object({
    commentsRequired: flag,
    termsRequired: flag,
    optInDefault: flag,
    optInStyle: z.enum(['single', 'finance-and-trade']).optional(),
  }),
  show: z.object({
    categorySelect: flag,
    locationSelect: flag,
    dealershipSelect: flag,
    lastName: flag,
    preferredContactMethod: flag,
    financeStatus: flag,
    tradeIn: flag,
  }),
  opt_in_wording: z.string().max(2000),
  terms_wording: z.string().max(4000),
})

export type EnquiryFormClaims = z.infer<typeof enquiryFormClaimsSchema>

export function signEnquiryForm(secret: string, claims: EnquiryFormClaims): string {
  return signJson(TOKEN_PURPOSE, secret, claims)
}

/** The claims of a token this server signed, or null for anything else (forged, altered, malformed). */
export function verifyEnquiryForm(secret: string, token: unknown): EnquiryFormClaims | null {
  const parsed = enquiryFormClaimsSchema.safeParse(readSignedJson(TOKEN_PURPOSE, secret, token, ENQUIRY_FORM_TOKEN_MAX_LENGTH))
  return parsed.success ? parsed.data : null
}

/**
 * The version of the consent wording a visitor saw: the same words give the same version on every
 * form and tenant, so leads can be grouped by the wording they agreed to.
 */
export function consentWordingVersion(wording: { optIn: string | null; terms: string | null; termsRequired: boolean }): string {
  const text = JSON.stringify([wording.optIn ?? '', wording.terms ?? '', wording.termsRequired])
  return `sha256:${createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 16)}`
}
