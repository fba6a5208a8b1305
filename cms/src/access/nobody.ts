import type { Access } from 'payload'

/** Records written only by the platform's own endpoints (with overrideAccess): nobody edits them through the API. */
export const nobody: Access = () => false
