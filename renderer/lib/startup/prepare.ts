import config from '@payload-config'
import {
  databaseKind,
  expireContentTags,
  onTenantContentChanged,
  platformServices,
  rebuildSearchIndices,
  tagsForChange,
} from '@forecourt/cms'
import { platformSettings, settingsReport } from '@forecourt/cms/settings'
import { getPayload, type Migration } from 'payload'

async function migrationsFor(kind: 'sqlite' | 'postgres'): Promise<Migration[]> {
  const generated = kind === 'postgres' ? await import('@forecourt/migrations/postgres') : await import('@forecourt/migrations/sqlite')
  // The generated modules type their arguments per adapter; migrate() accepts either.
  return generated.migrations as unknown as Migration[]
}

/** Applies pending SQL migrations, then seeds the demo tenants when SEED_DEMO_TENANTS=1. */
export async function preparePlatform(): Promise<void> {
  const payload = await getPayload({ config })
  // Checked already (renderer/instrumentation.ts): what the server runs with, secrets hidden.
  payload.logger.info(`Settings in effect:\n${settingsReport(platformSettings())}`)
  const kind = databaseKind()
  if (kind !== 'mongodb') {
    await payload.db.migrate({ migrations: await migrationsFor(kind) })
  }
  if (platformSettings().server.seedDemoTenants) {
    const started = Date.now()
    const { seedDemo } = await import('@forecourt/tenant-seeds')
    const created = await seedDemo(payload, (message) => payload.logger.debug(message))
    payload.logger.info(
      created.length === 0
        ? 'Demo tenants are seeded; nothing to add.'
        : `Seeded ${created.length} demo records in ${Date.now() - started} ms.`,
    )
  }
  const indexing = Date.now()
  const indexed = await rebuildSearchIndices(payload)
  payload.logger.info(`Search indices rebuilt: ${indexed.records} cars of ${indexed.tenants} tenants in ${Date.now() - indexing} ms.`)
  // Other server processes on this database (docs/several-processes.md): their changes reach
  // this process's search indices through the channel, and its cached pages through this listener,
  // which the channel runs inside a request to this server (revalidateTag needs one).
  onTenantContentChanged('renderer-pages', (changes) => {
    // The same tags the saving process expired (cms/src/hooks/revalidateTenantContent.ts).
    expireContentTags(changes.flatMap(({ tenant, collection }) => tagsForChange(tenant, collection)))
  })
  // Each feature's background work, after the migrations (which create the columns it reads) and the
  // subscription above: lead delivery (docs/leads.md), the release of reservation holds, the search
  // reconciliation that repairs what reached the database without the vehicle hooks (docs/search.md), and
  // the channel that brings other processes' changes.
  platformServices().startBackgroundWork(payload)
  // Payload's crons on the same instance, once the migrations have made the jobs table: the jobs queue
  // (scheduled publishing, cms/src/jobs/queue.ts) runs from the start rather than from the first admin
  // or API request, which is when Payload would start it otherwise.
  await getPayload({ config, cron: true })
}
