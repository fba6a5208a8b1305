import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`payments_test_mode\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`max_live_holds\` numeric;`)
  await db.run(sql`ALTER TABLE \`reservations\` ADD \`phone_key\` text;`)
  await db.run(sql`ALTER TABLE \`reservations\` ADD \`email_key\` text;`)
  await db.run(sql`ALTER TABLE \`reservations\` ADD \`client_address_hash\` text;`)
  await db.run(sql`ALTER TABLE \`reservations\` ADD \`card_fingerprint\` text;`)
  await db.run(sql`CREATE INDEX \`reservations_phone_key_idx\` ON \`reservations\` (\`phone_key\`);`)
  await db.run(sql`CREATE INDEX \`reservations_email_key_idx\` ON \`reservations\` (\`email_key\`);`)
  await db.run(sql`CREATE INDEX \`reservations_client_address_hash_idx\` ON \`reservations\` (\`client_address_hash\`);`)
  await db.run(sql`CREATE INDEX \`reservations_card_fingerprint_idx\` ON \`reservations\` (\`card_fingerprint\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`reservations_phone_key_idx\`;`)
  await db.run(sql`DROP INDEX \`reservations_email_key_idx\`;`)
  await db.run(sql`DROP INDEX \`reservations_client_address_hash_idx\`;`)
  await db.run(sql`DROP INDEX \`reservations_card_fingerprint_idx\`;`)
  await db.run(sql`ALTER TABLE \`reservations\` DROP COLUMN \`phone_key\`;`)
  await db.run(sql`ALTER TABLE \`reservations\` DROP COLUMN \`email_key\`;`)
  await db.run(sql`ALTER TABLE \`reservations\` DROP COLUMN \`client_address_hash\`;`)
  await db.run(sql`ALTER TABLE \`reservations\` DROP COLUMN \`card_fingerprint\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`payments_test_mode\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`max_live_holds\`;`)
}
