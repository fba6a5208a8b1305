import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`consent_terms_required\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`consent_version\` text;`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`consent_form_id\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`consent_terms_required\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`consent_version\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`consent_form_id\`;`)
}
