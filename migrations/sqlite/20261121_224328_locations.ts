import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_locations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`variant\` text DEFAULT 'primary',
  	\`location_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_locations_order_idx\` ON \`pages_blocks_locations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_locations_parent_id_idx\` ON \`pages_blocks_locations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_locations_path_idx\` ON \`pages_blocks_locations\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_locations_location_idx\` ON \`pages_blocks_locations\` (\`location_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_locations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`variant\` text DEFAULT 'primary',
  	\`location_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_locations_order_idx\` ON \`_pages_v_blocks_locations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_locations_parent_id_idx\` ON \`_pages_v_blocks_locations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_locations_path_idx\` ON \`_pages_v_blocks_locations\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_locations_location_idx\` ON \`_pages_v_blocks_locations\` (\`location_id\`);`)
  await db.run(sql`CREATE TABLE \`dealerships\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`dealer_license_number\` text,
  	\`motor_vehicle_repairer\` text,
  	\`review_url\` text,
  	\`visible\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`dealerships_tenant_idx\` ON \`dealerships\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`dealerships_slug_idx\` ON \`dealerships\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`dealerships_updated_at_idx\` ON \`dealerships\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`dealerships_created_at_idx\` ON \`dealerships\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`dealerships_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`dealerships\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dealerships_texts_order_parent\` ON \`dealerships_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`locations_contact_detail_opening_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`hours_type\` text DEFAULT 'sales' NOT NULL,
  	\`weekday\` text NOT NULL,
  	\`status\` text DEFAULT 'Open' NOT NULL,
  	\`formated_hours\` text,
  	\`open\` text,
  	\`close\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`locations_contact_detail_opening_hours_order_idx\` ON \`locations_contact_detail_opening_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`locations_contact_detail_opening_hours_parent_id_idx\` ON \`locations_contact_detail_opening_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`locations_special_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text NOT NULL,
  	\`name\` text,
  	\`status\` text DEFAULT 'Closed' NOT NULL,
  	\`start_hour\` text,
  	\`end_hour\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`locations_special_hours_order_idx\` ON \`locations_special_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`locations_special_hours_parent_id_idx\` ON \`locations_special_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`locations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`dealership_id\` integer,
  	\`location_type\` text,
  	\`location_subtype\` text,
  	\`sort_order\` numeric DEFAULT 0,
  	\`primary\` integer DEFAULT false,
  	\`visible\` integer DEFAULT true,
  	\`coming_soon\` integer DEFAULT false,
  	\`dealer_license_number\` text,
  	\`motor_vehicle_repairer\` text,
  	\`image_id\` integer,
  	\`address_street\` text,
  	\`address_city\` text,
  	\`address_state\` text,
  	\`address_postcode\` text,
  	\`address_lat\` numeric,
  	\`address_long\` numeric,
  	\`address_place_url\` text,
  	\`address_place_id\` text,
  	\`contact_detail_phone\` text,
  	\`contact_detail_landline_phone\` text,
  	\`contact_detail_email\` text,
  	\`reviews_average_rating\` numeric,
  	\`reviews_count\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`dealership_id\`) REFERENCES \`dealerships\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`locations_tenant_idx\` ON \`locations\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`locations_slug_idx\` ON \`locations\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`locations_dealership_idx\` ON \`locations\` (\`dealership_id\`);`)
  await db.run(sql`CREATE INDEX \`locations_image_idx\` ON \`locations\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`locations_updated_at_idx\` ON \`locations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`locations_created_at_idx\` ON \`locations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`locations_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`locations_texts_order_parent\` ON \`locations_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`dealerships_id\` integer REFERENCES dealerships(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`locations_id\` integer REFERENCES locations(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dealerships_id_idx\` ON \`payload_locked_documents_rels\` (\`dealerships_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_locations_id_idx\` ON \`payload_locked_documents_rels\` (\`locations_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_locations\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_locations\`;`)
  await db.run(sql`DROP TABLE \`dealerships\`;`)
  await db.run(sql`DROP TABLE \`dealerships_texts\`;`)
  await db.run(sql`DROP TABLE \`locations_contact_detail_opening_hours\`;`)
  await db.run(sql`DROP TABLE \`locations_special_hours\`;`)
  await db.run(sql`DROP TABLE \`locations\`;`)
  await db.run(sql`DROP TABLE \`locations_texts\`;`)
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tenants_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`site_settings_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vehicles_id\`) REFERENCES \`vehicles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`promo_cards_id\`) REFERENCES \`promo_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "tenants_id", "users_id", "site_settings_id", "pages_id", "media_id", "vehicles_id", "promo_cards_id", "enquiries_id") SELECT "id", "order", "parent_id", "path", "tenants_id", "users_id", "site_settings_id", "pages_id", "media_id", "vehicles_id", "promo_cards_id", "enquiries_id" FROM \`payload_locked_documents_rels\`;`)
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
}
