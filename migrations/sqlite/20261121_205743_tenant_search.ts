import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`search_algolia_app_id\` text;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`search_algolia_search_key\` text;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`search_algolia_admin_key\` text;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`search_algolia_index_name\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`search_algolia_app_id\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`search_algolia_search_key\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`search_algolia_admin_key\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`search_algolia_index_name\`;`)
}
