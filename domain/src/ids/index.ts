/** Document ids and relations, as every package reads them; no Node-only imports, so the browser may use them. */
export { relationId } from './ids'
export type { DocumentId, Relation } from './ids'
