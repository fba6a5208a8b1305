import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`navigation_menu_items_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`mandatory\` integer DEFAULT true,
  	\`shown\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_menu_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_menu_items_children_order_idx\` ON \`navigation_menu_items_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_menu_items_children_parent_id_idx\` ON \`navigation_menu_items_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_menu_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`mandatory\` integer DEFAULT true,
  	\`shown\` integer DEFAULT false,
  	\`dynamic\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_menu_items_order_idx\` ON \`navigation_menu_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_menu_items_parent_id_idx\` ON \`navigation_menu_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_dealer_items_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`mandatory\` integer DEFAULT true,
  	\`shown\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_dealer_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_dealer_items_children_order_idx\` ON \`navigation_dealer_items_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_dealer_items_children_parent_id_idx\` ON \`navigation_dealer_items_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_dealer_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`mandatory\` integer DEFAULT true,
  	\`shown\` integer DEFAULT false,
  	\`dynamic\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_dealer_items_order_idx\` ON \`navigation_dealer_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_dealer_items_parent_id_idx\` ON \`navigation_dealer_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_footer_items_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`mandatory\` integer DEFAULT true,
  	\`shown\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_footer_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_footer_items_children_order_idx\` ON \`navigation_footer_items_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_footer_items_children_parent_id_idx\` ON \`navigation_footer_items_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_footer_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`mandatory\` integer DEFAULT true,
  	\`shown\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_footer_items_order_idx\` ON \`navigation_footer_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_footer_items_parent_id_idx\` ON \`navigation_footer_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_social_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`platform\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_social_links_order_idx\` ON \`navigation_social_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_social_links_parent_id_idx\` ON \`navigation_social_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_licence_numbers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`number\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_licence_numbers_order_idx\` ON \`navigation_licence_numbers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_licence_numbers_parent_id_idx\` ON \`navigation_licence_numbers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`dealer_mode\` text DEFAULT 'append',
  	\`models_manufacturer_id\` integer,
  	\`show_search\` integer DEFAULT true,
  	\`copyright_name\` text,
  	\`footer_text\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`models_manufacturer_id\`) REFERENCES \`manufacturers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_tenant_idx\` ON \`navigation\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_models_manufacturer_idx\` ON \`navigation\` (\`models_manufacturer_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_updated_at_idx\` ON \`navigation\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`navigation_created_at_idx\` ON \`navigation\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`manufacturers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`logo_id\` integer,
  	\`override_url\` text,
  	\`status\` text DEFAULT 'active' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`brand_assets\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`manufacturers_name_idx\` ON \`manufacturers\` (\`name\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`manufacturers_slug_idx\` ON \`manufacturers\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`manufacturers_logo_idx\` ON \`manufacturers\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`manufacturers_updated_at_idx\` ON \`manufacturers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`manufacturers_created_at_idx\` ON \`manufacturers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`models_body_categories\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`models\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`models_body_categories_order_idx\` ON \`models_body_categories\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`models_body_categories_parent_idx\` ON \`models_body_categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`models\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`manufacturer_id\` integer NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`status\` text DEFAULT 'active' NOT NULL,
  	\`order\` numeric DEFAULT 100,
  	\`image_id\` integer,
  	\`override_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`manufacturer_id\`) REFERENCES \`manufacturers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`brand_assets\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`models_manufacturer_idx\` ON \`models\` (\`manufacturer_id\`);`)
  await db.run(sql`CREATE INDEX \`models_slug_idx\` ON \`models\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`models_image_idx\` ON \`models\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`models_updated_at_idx\` ON \`models\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`models_created_at_idx\` ON \`models\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`brand_assets\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`brand_assets_updated_at_idx\` ON \`brand_assets\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`brand_assets_created_at_idx\` ON \`brand_assets\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`brand_assets_filename_idx\` ON \`brand_assets\` (\`filename\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`navigation_id\` integer REFERENCES navigation(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`manufacturers_id\` integer REFERENCES manufacturers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`models_id\` integer REFERENCES models(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`brand_assets_id\` integer REFERENCES brand_assets(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_navigation_id_idx\` ON \`payload_locked_documents_rels\` (\`navigation_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_manufacturers_id_idx\` ON \`payload_locked_documents_rels\` (\`manufacturers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_models_id_idx\` ON \`payload_locked_documents_rels\` (\`models_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_brand_assets_id_idx\` ON \`payload_locked_documents_rels\` (\`brand_assets_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`navigation_menu_items_children\`;`)
  await db.run(sql`DROP TABLE \`navigation_menu_items\`;`)
  await db.run(sql`DROP TABLE \`navigation_dealer_items_children\`;`)
  await db.run(sql`DROP TABLE \`navigation_dealer_items\`;`)
  await db.run(sql`DROP TABLE \`navigation_footer_items_children\`;`)
  await db.run(sql`DROP TABLE \`navigation_footer_items\`;`)
  await db.run(sql`DROP TABLE \`navigation_social_links\`;`)
  await db.run(sql`DROP TABLE \`navigation_licence_numbers\`;`)
  await db.run(sql`DROP TABLE \`navigation\`;`)
  await db.run(sql`DROP TABLE \`manufacturers\`;`)
  await db.run(sql`DROP TABLE \`models_body_categories\`;`)
  await db.run(sql`DROP TABLE \`models\`;`)
  await db.run(sql`DROP TABLE \`brand_assets\`;`)
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
  	FOREIGN KEY (\`legal_content_id\`) REFERENCES \`legal_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "tenants_id", "users_id", "site_settings_id", "pages_id", "media_id", "vehicles_id", "promo_cards_id", "enquiries_id", "dealerships_id", "locations_id", "offers_id", "popups_id", "regulators_id", "legal_content_id") SELECT "id", "order", "parent_id", "path", "tenants_id", "users_id", "site_settings_id", "pages_id", "media_id", "vehicles_id", "promo_cards_id", "enquiries_id", "dealerships_id", "locations_id", "offers_id", "popups_id", "regulators_id", "legal_content_id" FROM \`payload_locked_documents_rels\`;`)
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
}
