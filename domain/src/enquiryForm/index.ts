/**
 * The enquiry rules an enquiry form needs in the browser: everything of `@forecourt/domain/enquiry` but
 * the server's zod schema (`validateEnquiry`), so the form's code does not carry the schema library.
 * The form checks its answers with `checkEnquiry`, held to the schema's verdicts by `check.test.ts`.
 */
export * from '../enquiry/analytics'
export * from '../enquiry/categories'
export * from '../enquiry/check'
export * from '../enquiry/fields'
export * from '../enquiry/formSetup'
export * from '../enquiry/messages'
export * from '../enquiry/money'
export * from '../enquiry/postcode'
