import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`tenants_onboarding_needs_replacing\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tenants_onboarding_needs_replacing_order_idx\` ON \`tenants_onboarding_needs_replacing\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`tenants_onboarding_needs_replacing_parent_id_idx\` ON \`tenants_onboarding_needs_replacing\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`onboarding_cloned_at\` text;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`onboarding_seeded_documents\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`tenants_onboarding_needs_replacing\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`onboarding_cloned_at\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`onboarding_seeded_documents\`;`)
}
