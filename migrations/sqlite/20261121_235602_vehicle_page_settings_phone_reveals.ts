import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_settings_vehicle_page_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`section\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_vehicle_page_sections_order_idx\` ON \`site_settings_vehicle_page_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_vehicle_page_sections_parent_id_idx\` ON \`site_settings_vehicle_page_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`phone_reveals\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`revealed_at\` text NOT NULL,
  	\`car_id\` integer NOT NULL,
  	\`dealership_id\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`car_id\`) REFERENCES \`vehicles\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`phone_reveals_tenant_idx\` ON \`phone_reveals\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`phone_reveals_revealed_at_idx\` ON \`phone_reveals\` (\`revealed_at\`);`)
  await db.run(sql`CREATE INDEX \`phone_reveals_car_idx\` ON \`phone_reveals\` (\`car_id\`);`)
  await db.run(sql`CREATE INDEX \`phone_reveals_updated_at_idx\` ON \`phone_reveals\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`phone_reveals_created_at_idx\` ON \`phone_reveals\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`engine_display\` text DEFAULT 'litres';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`show_unregistered\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`call_now_only_when_open\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`offers_subscription\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`service_advantage\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`checkout_uses_buy_online_path\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`find_similar_lower_case\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`show_something_similar_prompt\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`phone_reveals_id\` integer REFERENCES phone_reveals(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_phone_reveals_id_idx\` ON \`payload_locked_documents_rels\` (\`phone_reveals_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`site_settings_vehicle_page_sections\`;`)
  await db.run(sql`DROP TABLE \`phone_reveals\`;`)
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
  	\`regulators_id\` integer,
  	\`legal_content_id\` integer,
  	\`navigation_id\` integer,
  	\`manufacturers_id\` integer,
  	\`models_id\` integer,
  	\`brand_assets_id\` integer,
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
  	FOREIGN KEY (\`regulators_id\`) REFERENCES \`regulators\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`legal_content_id\`) REFERENCES \`legal_content\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`navigation_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`manufacturers_id\`) REFERENCES \`manufacturers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`models_id\`) REFERENCES \`models\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brand_assets_id\`) REFERENCES \`brand_assets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "tenants_id", "users_id", "site_settings_id", "pages_id", "media_id", "vehicles_id", "promo_cards_id", "enquiries_id", "dealerships_id", "locations_id", "offers_id", "popups_id", "regulators_id", "legal_content_id", "navigation_id", "manufacturers_id", "models_id", "brand_assets_id") SELECT "id", "order", "parent_id", "path", "tenants_id", "users_id", "site_settings_id", "pages_id", "media_id", "vehicles_id", "promo_cards_id", "enquiries_id", "dealerships_id", "locations_id", "offers_id", "popups_id", "regulators_id", "legal_content_id", "navigation_id", "manufacturers_id", "models_id", "brand_assets_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_regulators_id_idx\` ON \`payload_locked_documents_rels\` (\`regulators_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_legal_content_id_idx\` ON \`payload_locked_documents_rels\` (\`legal_content_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_navigation_id_idx\` ON \`payload_locked_documents_rels\` (\`navigation_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_manufacturers_id_idx\` ON \`payload_locked_documents_rels\` (\`manufacturers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_models_id_idx\` ON \`payload_locked_documents_rels\` (\`models_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_brand_assets_id_idx\` ON \`payload_locked_documents_rels\` (\`brand_assets_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`engine_display\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`show_unregistered\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`call_now_only_when_open\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`offers_subscription\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`service_advantage\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`checkout_uses_buy_online_path\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`find_similar_lower_case\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`show_something_similar_prompt\`;`)
}
