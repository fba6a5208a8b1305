/** What the server takes from the seeds: the demo tenants' seeding at start, and the clone endpoint's handler. */
export { handleCloneRequest } from './clone'
export { seedDemo } from './seedDemo'
