import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`reservations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`reference\` text NOT NULL,
  	\`status\` text NOT NULL,
  	\`active_car\` text,
  	\`car_id\` integer,
  	\`car_name\` text,
  	\`car_slug\` text,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`postcode\` text NOT NULL,
  	\`deposit_cents\` numeric NOT NULL,
  	\`currency\` text DEFAULT 'aud',
  	\`processor\` text NOT NULL,
  	\`payment_intent_id\` text,
  	\`card\` text,
  	\`refund_id\` text,
  	\`failure_message\` text,
  	\`pending_expires_at\` text,
  	\`hold_expires_at\` text,
  	\`idempotency_key\` text NOT NULL,
  	\`lead_id\` integer,
  	\`history\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`car_id\`) REFERENCES \`vehicles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`reservations_tenant_idx\` ON \`reservations\` (\`tenant_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`reservations_reference_idx\` ON \`reservations\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`reservations_status_idx\` ON \`reservations\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`reservations_active_car_idx\` ON \`reservations\` (\`active_car\`);`)
  await db.run(sql`CREATE INDEX \`reservations_car_idx\` ON \`reservations\` (\`car_id\`);`)
  await db.run(sql`CREATE INDEX \`reservations_payment_intent_id_idx\` ON \`reservations\` (\`payment_intent_id\`);`)
  await db.run(sql`CREATE INDEX \`reservations_pending_expires_at_idx\` ON \`reservations\` (\`pending_expires_at\`);`)
  await db.run(sql`CREATE INDEX \`reservations_hold_expires_at_idx\` ON \`reservations\` (\`hold_expires_at\`);`)
  await db.run(sql`CREATE INDEX \`reservations_lead_idx\` ON \`reservations\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`reservations_updated_at_idx\` ON \`reservations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reservations_created_at_idx\` ON \`reservations\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`tenant_idempotency_key_1_idx\` ON \`reservations\` (\`tenant_id\`,\`idempotency_key\`);`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`payments_stripe_publishable_key\` text;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`payments_stripe_secret_key\` text;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`payments_stripe_webhook_secret\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`reserve_deposit\` numeric;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`reservations_id\` integer REFERENCES reservations(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reservations_id_idx\` ON \`payload_locked_documents_rels\` (\`reservations_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`reservations\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`tenants_id\` integer,
  	\`users_id\` integer,
  	\`site_settings_id\` integer,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`vehicles_id\` integer,
  	\`promo_cards_id\` integer,
  	\`enquiries_id\` integer,
  	\`dealerships_id\` integer,
  	\`locations_id\` integer,
  	\`offers_id\` integer,
  	\`popups_id\` integer,
  	\`posts_id\` integer,
  	\`regulators_id\` integer,
  	\`legal_content_id\` integer,
  	\`navigation_id\` integer,
  	\`manufacturers_id\` integer,
  	\`models_id\` integer,
  	\`brand_assets_id\` integer,
  	\`phone_reveals_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tenants_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`site_settings_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vehicles_id\`) REFERENCES \`vehicles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`promo_cards_id\`) REFERENCES \`promo_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dealerships_id\`) REFERENCES \`dealerships\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`locations_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offers_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`popups_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`regulators_id\`) REFERENCES \`regulators\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`legal_content_id\`) REFERENCES \`legal_content\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`navigation_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`manufacturers_id\`) REFERENCES \`manufacturers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`models_id\`) REFERENCES \`models\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brand_assets_id\`) REFERENCES \`brand_assets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`phone_reveals_id\`) REFERENCES \`phone_reveals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "tenants_id", "users_id", "site_settings_id", "pages_id", "media_id", "vehicles_id", "promo_cards_id", "enquiries_id", "dealerships_id", "locations_id", "offers_id", "popups_id", "posts_id", "regulators_id", "legal_content_id", "navigation_id", "manufacturers_id", "models_id", "brand_assets_id", "phone_reveals_id") SELECT "id", "order", "parent_id", "path", "tenants_id", "users_id", "site_settings_id", "pages_id", "media_id", "vehicles_id", "promo_cards_id", "enquiries_id", "dealerships_id", "locations_id", "offers_id", "popups_id", "posts_id", "regulators_id", "legal_content_id", "navigation_id", "manufacturers_id", "models_id", "brand_assets_id", "phone_reveals_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tenants_id_idx\` ON \`payload_locked_documents_rels\` (\`tenants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_site_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`site_settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vehicles_id_idx\` ON \`payload_locked_documents_rels\` (\`vehicles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_promo_cards_id_idx\` ON \`payload_locked_documents_rels\` (\`promo_cards_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dealerships_id_idx\` ON \`payload_locked_documents_rels\` (\`dealerships_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_locations_id_idx\` ON \`payload_locked_documents_rels\` (\`locations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offers_id_idx\` ON \`payload_locked_documents_rels\` (\`offers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_popups_id_idx\` ON \`payload_locked_documents_rels\` (\`popups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_regulators_id_idx\` ON \`payload_locked_documents_rels\` (\`regulators_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_legal_content_id_idx\` ON \`payload_locked_documents_rels\` (\`legal_content_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_navigation_id_idx\` ON \`payload_locked_documents_rels\` (\`navigation_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_manufacturers_id_idx\` ON \`payload_locked_documents_rels\` (\`manufacturers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_models_id_idx\` ON \`payload_locked_documents_rels\` (\`models_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_brand_assets_id_idx\` ON \`payload_locked_documents_rels\` (\`brand_assets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_phone_reveals_id_idx\` ON \`payload_locked_documents_rels\` (\`phone_reveals_id\`);`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`payments_stripe_publishable_key\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`payments_stripe_secret_key\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`payments_stripe_webhook_secret\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`reserve_deposit\`;`)
}
