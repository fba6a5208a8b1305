import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_settings_social_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`platform\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_social_links_order_idx\` ON \`site_settings_social_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_social_links_parent_id_idx\` ON \`site_settings_social_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_gmb_profiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`review_url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_gmb_profiles_order_idx\` ON \`site_settings_gmb_profiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_gmb_profiles_parent_id_idx\` ON \`site_settings_gmb_profiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_label_rewrites\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_label_rewrites_order_idx\` ON \`site_settings_label_rewrites\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_label_rewrites_parent_id_idx\` ON \`site_settings_label_rewrites\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_sign_in_required_routes\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_sign_in_required_routes_order_idx\` ON \`site_settings_sign_in_required_routes\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_sign_in_required_routes_parent_idx\` ON \`site_settings_sign_in_required_routes\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_button_options\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_button_options_order_idx\` ON \`site_settings_button_options\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_button_options_parent_idx\` ON \`site_settings_button_options\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`phone_override\` text,
  	\`phone_numbers_new\` text,
  	\`phone_numbers_used\` text,
  	\`phone_numbers_demo\` text,
  	\`phone_numbers_service\` text,
  	\`phone_numbers_parts\` text,
  	\`email\` text,
  	\`manufacturer\` text,
  	\`base_domain\` text,
  	\`complaints_contact_name\` text,
  	\`complaints_contact_email\` text,
  	\`complaints_contact_phone\` text,
  	\`map_provider_key\` text,
  	\`enquire_button_text\` text,
  	\`submit_text\` text,
  	\`no_price_text\` text,
  	\`sold_tag_name\` text,
  	\`just_arrived_tag_name\` text,
  	\`just_arrived_days\` numeric,
  	\`include_sold_cars_days\` numeric,
  	\`finance_provider\` text,
  	\`finance_link\` text,
  	\`finance_enabled\` integer DEFAULT true,
  	\`finance_quote_enabled\` integer DEFAULT false,
  	\`reviews_min_rating\` numeric DEFAULT 4,
  	\`google_reviews_count\` numeric,
  	\`hide_reviews\` integer DEFAULT false,
  	\`favourites_storage\` text DEFAULT 'browser',
  	\`compare_enabled\` integer DEFAULT false,
  	\`printing_enabled\` integer DEFAULT true,
  	\`checkout_enabled\` integer DEFAULT false,
  	\`online_purchase_enabled\` integer DEFAULT false,
  	\`garage_enabled\` integer DEFAULT false,
  	\`phone_reveal\` integer DEFAULT false,
  	\`fuel_tags_enabled\` integer DEFAULT false,
  	\`certified_only_toggle\` integer DEFAULT false,
  	\`km_sort_enabled\` integer DEFAULT false,
  	\`price_asc_requires_price\` integer DEFAULT false,
  	\`opt_in_default\` integer DEFAULT true,
  	\`terms_required\` integer DEFAULT false,
  	\`comments_required\` integer DEFAULT true,
  	\`configured_stock_count\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_tenant_idx\` ON \`site_settings\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_updated_at_idx\` ON \`site_settings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_created_at_idx\` ON \`site_settings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_vehicle_search_car_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_vehicle_search\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_vehicle_search_car_types_order_idx\` ON \`pages_blocks_vehicle_search_car_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_vehicle_search_car_types_parent_idx\` ON \`pages_blocks_vehicle_search_car_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_vehicle_search\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`make\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_vehicle_search_order_idx\` ON \`pages_blocks_vehicle_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_vehicle_search_parent_id_idx\` ON \`pages_blocks_vehicle_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_vehicle_search_path_idx\` ON \`pages_blocks_vehicle_search\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_show_me_button_car_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_show_me_button\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_show_me_button_car_types_order_idx\` ON \`pages_blocks_show_me_button_car_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_show_me_button_car_types_parent_idx\` ON \`pages_blocks_show_me_button_car_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_show_me_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`make\` text,
  	\`model\` text,
  	\`singular\` text DEFAULT 'Car',
  	\`plural\` text DEFAULT 'Cars',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_show_me_button_order_idx\` ON \`pages_blocks_show_me_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_show_me_button_parent_id_idx\` ON \`pages_blocks_show_me_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_show_me_button_path_idx\` ON \`pages_blocks_show_me_button\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_vehicle_search_car_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_vehicle_search\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_vehicle_search_car_types_order_idx\` ON \`_pages_v_blocks_vehicle_search_car_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_vehicle_search_car_types_parent_idx\` ON \`_pages_v_blocks_vehicle_search_car_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_vehicle_search\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`make\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_vehicle_search_order_idx\` ON \`_pages_v_blocks_vehicle_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_vehicle_search_parent_id_idx\` ON \`_pages_v_blocks_vehicle_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_vehicle_search_path_idx\` ON \`_pages_v_blocks_vehicle_search\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_show_me_button_car_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_show_me_button\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_show_me_button_car_types_order_idx\` ON \`_pages_v_blocks_show_me_button_car_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_show_me_button_car_types_parent_idx\` ON \`_pages_v_blocks_show_me_button_car_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_show_me_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`make\` text,
  	\`model\` text,
  	\`singular\` text DEFAULT 'Car',
  	\`plural\` text DEFAULT 'Cars',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_show_me_button_order_idx\` ON \`_pages_v_blocks_show_me_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_show_me_button_parent_id_idx\` ON \`_pages_v_blocks_show_me_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_show_me_button_path_idx\` ON \`_pages_v_blocks_show_me_button\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`promo_cards_display\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`promo_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`promo_cards_display_order_idx\` ON \`promo_cards_display\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`promo_cards_display_parent_idx\` ON \`promo_cards_display\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`promo_cards\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer,
  	\`button_label\` text,
  	\`button_url\` text,
  	\`start\` text,
  	\`expiry\` text,
  	\`position\` numeric,
  	\`strict_display\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`promo_cards_tenant_idx\` ON \`promo_cards\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`promo_cards_image_idx\` ON \`promo_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`promo_cards_updated_at_idx\` ON \`promo_cards\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`promo_cards_created_at_idx\` ON \`promo_cards\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`site_settings_id\` integer REFERENCES site_settings(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`promo_cards_id\` integer REFERENCES promo_cards(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_site_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`site_settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_promo_cards_id_idx\` ON \`payload_locked_documents_rels\` (\`promo_cards_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`site_settings_social_links\`;`)
  await db.run(sql`DROP TABLE \`site_settings_gmb_profiles\`;`)
  await db.run(sql`DROP TABLE \`site_settings_label_rewrites\`;`)
  await db.run(sql`DROP TABLE \`site_settings_sign_in_required_routes\`;`)
  await db.run(sql`DROP TABLE \`site_settings_button_options\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_vehicle_search_car_types\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_vehicle_search\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_show_me_button_car_types\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_show_me_button\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_vehicle_search_car_types\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_vehicle_search\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_show_me_button_car_types\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_show_me_button\`;`)
  await db.run(sql`DROP TABLE \`promo_cards_display\`;`)
  await db.run(sql`DROP TABLE \`promo_cards\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`tenants_id\` integer,
  	\`users_id\` integer,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`vehicles_id\` integer,
  	\`enquiries_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tenants_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vehicles_id\`) REFERENCES \`vehicles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "tenants_id", "users_id", "pages_id", "media_id", "vehicles_id", "enquiries_id") SELECT "id", "order", "parent_id", "path", "tenants_id", "users_id", "pages_id", "media_id", "vehicles_id", "enquiries_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tenants_id_idx\` ON \`payload_locked_documents_rels\` (\`tenants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vehicles_id_idx\` ON \`payload_locked_documents_rels\` (\`vehicles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
}
