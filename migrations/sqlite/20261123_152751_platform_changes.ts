import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`platform_changes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`origin\` text NOT NULL,
  	\`changed_tenant\` text NOT NULL,
  	\`changed_collection\` text NOT NULL,
  	\`document\` text NOT NULL,
  	\`operation\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`platform_changes_updated_at_idx\` ON \`platform_changes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`platform_changes_created_at_idx\` ON \`platform_changes\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`platform_changes\`;`)
}
