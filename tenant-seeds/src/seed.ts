// `npm run seed` (through `payload run`): seeds the demo tenants; safe to run any number of times.
import config from '@payload-config'
import { getPayload } from 'payload'

import { seedDemo } from './seedDemo'

const payload = await getPayload({ config })
const started = Date.now()
const created = await seedDemo(payload, (message) => payload.logger.info(message))
payload.logger.info(
  created.length === 0
    ? `Demo tenants already seeded; nothing changed (${Date.now() - started} ms).`
    : `Seeded ${created.length} records in ${Date.now() - started} ms: ${created.join(', ')}`,
)
await payload.destroy()
process.exit(0)
