import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_settings_why_buy_from_us\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_why_buy_from_us_order_idx\` ON \`site_settings_why_buy_from_us\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_why_buy_from_us_parent_id_idx\` ON \`site_settings_why_buy_from_us\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_trade_in_valuation\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Value My Trade-In',
  	\`intro\` text,
  	\`success_redirect\` text DEFAULT '/success',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_trade_in_valuation_order_idx\` ON \`pages_blocks_trade_in_valuation\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trade_in_valuation_parent_id_idx\` ON \`pages_blocks_trade_in_valuation\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trade_in_valuation_path_idx\` ON \`pages_blocks_trade_in_valuation\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_trade_in_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_trade_in_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_trade_in_faq_items_order_idx\` ON \`pages_blocks_trade_in_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trade_in_faq_items_parent_id_idx\` ON \`pages_blocks_trade_in_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_trade_in_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Trade-In FAQs',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_trade_in_faq_order_idx\` ON \`pages_blocks_trade_in_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trade_in_faq_parent_id_idx\` ON \`pages_blocks_trade_in_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trade_in_faq_path_idx\` ON \`pages_blocks_trade_in_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_shopper_account\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'sign-in',
  	\`heading\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_shopper_account_order_idx\` ON \`pages_blocks_shopper_account\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_shopper_account_parent_id_idx\` ON \`pages_blocks_shopper_account\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_shopper_account_path_idx\` ON \`pages_blocks_shopper_account\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_trade_in_valuation\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Value My Trade-In',
  	\`intro\` text,
  	\`success_redirect\` text DEFAULT '/success',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trade_in_valuation_order_idx\` ON \`_pages_v_blocks_trade_in_valuation\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trade_in_valuation_parent_id_idx\` ON \`_pages_v_blocks_trade_in_valuation\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trade_in_valuation_path_idx\` ON \`_pages_v_blocks_trade_in_valuation\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_trade_in_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_trade_in_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trade_in_faq_items_order_idx\` ON \`_pages_v_blocks_trade_in_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trade_in_faq_items_parent_id_idx\` ON \`_pages_v_blocks_trade_in_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_trade_in_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Trade-In FAQs',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trade_in_faq_order_idx\` ON \`_pages_v_blocks_trade_in_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trade_in_faq_parent_id_idx\` ON \`_pages_v_blocks_trade_in_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trade_in_faq_path_idx\` ON \`_pages_v_blocks_trade_in_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_shopper_account\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'sign-in',
  	\`heading\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_shopper_account_order_idx\` ON \`_pages_v_blocks_shopper_account\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_shopper_account_parent_id_idx\` ON \`_pages_v_blocks_shopper_account\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_shopper_account_path_idx\` ON \`_pages_v_blocks_shopper_account\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`valuations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`rego\` text NOT NULL,
  	\`rego_state\` text NOT NULL,
  	\`kms\` numeric NOT NULL,
  	\`vehicle_title\` text,
  	\`vehicle_make\` text,
  	\`vehicle_model\` text,
  	\`vehicle_variant\` text,
  	\`vehicle_year\` numeric,
  	\`adjustment_answers_condition\` text,
  	\`adjustment_answers_service_history\` text,
  	\`adjustment_answers_accident\` text,
  	\`adjustment_answers_keys\` text,
  	\`adjustment_answers_finance_owing\` text,
  	\`outcome\` text NOT NULL,
  	\`no_estimate_reason\` text,
  	\`estimate_low\` numeric,
  	\`estimate_high\` numeric,
  	\`lead_id\` integer,
  	\`car_id\` integer,
  	\`lookup_provider\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`car_id\`) REFERENCES \`vehicles\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`valuations_tenant_idx\` ON \`valuations\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`valuations_rego_idx\` ON \`valuations\` (\`rego\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`valuations_lead_idx\` ON \`valuations\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`valuations_car_idx\` ON \`valuations\` (\`car_id\`);`)
  await db.run(sql`CREATE INDEX \`valuations_updated_at_idx\` ON \`valuations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`valuations_created_at_idx\` ON \`valuations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`shoppers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`phone\` text NOT NULL,
  	\`last_signed_in_at\` text,
  	\`session_version\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`shoppers_tenant_idx\` ON \`shoppers\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`shoppers_phone_idx\` ON \`shoppers\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`shoppers_updated_at_idx\` ON \`shoppers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`shoppers_created_at_idx\` ON \`shoppers\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`tenant_phone_idx\` ON \`shoppers\` (\`tenant_id\`,\`phone\`);`)
  await db.run(sql`CREATE TABLE \`shopper_codes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`phone\` text NOT NULL,
  	\`code_hash\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`attempts\` numeric DEFAULT 0,
  	\`spent_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`shopper_codes_tenant_idx\` ON \`shopper_codes\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`shopper_codes_phone_idx\` ON \`shopper_codes\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`shopper_codes_spent_at_idx\` ON \`shopper_codes\` (\`spent_at\`);`)
  await db.run(sql`CREATE INDEX \`shopper_codes_updated_at_idx\` ON \`shopper_codes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`shopper_codes_created_at_idx\` ON \`shopper_codes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`watchlist\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`shopper_id\` integer NOT NULL,
  	\`car_id\` integer,
  	\`car_name\` text,
  	\`saved_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`shopper_id\`) REFERENCES \`shoppers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`car_id\`) REFERENCES \`vehicles\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`watchlist_tenant_idx\` ON \`watchlist\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`watchlist_shopper_idx\` ON \`watchlist\` (\`shopper_id\`);`)
  await db.run(sql`CREATE INDEX \`watchlist_car_idx\` ON \`watchlist\` (\`car_id\`);`)
  await db.run(sql`CREATE INDEX \`watchlist_updated_at_idx\` ON \`watchlist\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`watchlist_created_at_idx\` ON \`watchlist\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`shopper_car_idx\` ON \`watchlist\` (\`shopper_id\`,\`car_id\`);`)
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
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`strict_favourite_rules\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`favourites_used_only\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`reserve_deposit\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`finance_needs_vehicle_identifier\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`watchlist_path\` text DEFAULT '/watchlist';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`brand_logo_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`brand_logo_dark_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`brand_brand_colour\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`brand_brand_text_colour\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`brand_accent_colour\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`brand_accent_text_colour\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`brand_surface_colour\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`brand_ink_colour\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`brand_header_colour\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`brand_header_text_colour\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`brand_corner_radius\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`brand_heading_font\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`brand_body_font\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`brand_share_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`site_settings_brand_brand_logo_idx\` ON \`site_settings\` (\`brand_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_brand_brand_logo_dark_idx\` ON \`site_settings\` (\`brand_logo_dark_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_brand_brand_share_image_idx\` ON \`site_settings\` (\`brand_share_image_id\`);`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`finance_application_applied\` integer;`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`finance_application_price\` numeric;`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`finance_application_deposit\` numeric;`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`finance_application_term_years\` numeric;`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`finance_application_balloon\` numeric;`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`finance_application_frequency\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`valuations_id\` integer REFERENCES valuations(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`shoppers_id\` integer REFERENCES shoppers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`shopper_codes_id\` integer REFERENCES shopper_codes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`watchlist_id\` integer REFERENCES watchlist(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`reservations_id\` integer REFERENCES reservations(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_valuations_id_idx\` ON \`payload_locked_documents_rels\` (\`valuations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shoppers_id_idx\` ON \`payload_locked_documents_rels\` (\`shoppers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shopper_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`shopper_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_watchlist_id_idx\` ON \`payload_locked_documents_rels\` (\`watchlist_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reservations_id_idx\` ON \`payload_locked_documents_rels\` (\`reservations_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_preferences_rels\` ADD \`shoppers_id\` integer REFERENCES shoppers(id);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_shoppers_id_idx\` ON \`payload_preferences_rels\` (\`shoppers_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`site_settings_why_buy_from_us\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_trade_in_valuation\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_trade_in_faq_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_trade_in_faq\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_shopper_account\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_trade_in_valuation\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_trade_in_faq_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_trade_in_faq\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_shopper_account\`;`)
  await db.run(sql`DROP TABLE \`valuations\`;`)
  await db.run(sql`DROP TABLE \`shoppers\`;`)
  await db.run(sql`DROP TABLE \`shopper_codes\`;`)
  await db.run(sql`DROP TABLE \`watchlist\`;`)
  await db.run(sql`DROP TABLE \`reservations\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
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
  	\`location_pages\` text DEFAULT 'our-location',
  	\`enquire_button_text\` text,
  	\`submit_text\` text,
  	\`used_label_pre_owned\` integer DEFAULT false,
  	\`zero_price_band_as_enquire\` integer DEFAULT false,
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
  	\`engine_display\` text DEFAULT 'litres',
  	\`show_unregistered\` integer DEFAULT false,
  	\`call_now_only_when_open\` integer DEFAULT false,
  	\`offers_subscription\` integer DEFAULT false,
  	\`service_advantage\` text,
  	\`checkout_uses_buy_online_path\` integer DEFAULT false,
  	\`find_similar_lower_case\` integer DEFAULT false,
  	\`show_something_similar_prompt\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "tenant_id", "phone_override", "phone_numbers_new", "phone_numbers_used", "phone_numbers_demo", "phone_numbers_service", "phone_numbers_parts", "email", "manufacturer", "base_domain", "complaints_contact_name", "complaints_contact_email", "complaints_contact_phone", "map_provider_key", "location_pages", "enquire_button_text", "submit_text", "used_label_pre_owned", "zero_price_band_as_enquire", "no_price_text", "sold_tag_name", "just_arrived_tag_name", "just_arrived_days", "include_sold_cars_days", "finance_provider", "finance_link", "finance_enabled", "finance_quote_enabled", "reviews_min_rating", "google_reviews_count", "hide_reviews", "favourites_storage", "compare_enabled", "printing_enabled", "checkout_enabled", "online_purchase_enabled", "garage_enabled", "phone_reveal", "fuel_tags_enabled", "certified_only_toggle", "km_sort_enabled", "price_asc_requires_price", "opt_in_default", "terms_required", "comments_required", "configured_stock_count", "engine_display", "show_unregistered", "call_now_only_when_open", "offers_subscription", "service_advantage", "checkout_uses_buy_online_path", "find_similar_lower_case", "show_something_similar_prompt", "updated_at", "created_at") SELECT "id", "tenant_id", "phone_override", "phone_numbers_new", "phone_numbers_used", "phone_numbers_demo", "phone_numbers_service", "phone_numbers_parts", "email", "manufacturer", "base_domain", "complaints_contact_name", "complaints_contact_email", "complaints_contact_phone", "map_provider_key", "location_pages", "enquire_button_text", "submit_text", "used_label_pre_owned", "zero_price_band_as_enquire", "no_price_text", "sold_tag_name", "just_arrived_tag_name", "just_arrived_days", "include_sold_cars_days", "finance_provider", "finance_link", "finance_enabled", "finance_quote_enabled", "reviews_min_rating", "google_reviews_count", "hide_reviews", "favourites_storage", "compare_enabled", "printing_enabled", "checkout_enabled", "online_purchase_enabled", "garage_enabled", "phone_reveal", "fuel_tags_enabled", "certified_only_toggle", "km_sort_enabled", "price_asc_requires_price", "opt_in_default", "terms_required", "comments_required", "configured_stock_count", "engine_display", "show_unregistered", "call_now_only_when_open", "offers_subscription", "service_advantage", "checkout_uses_buy_online_path", "find_similar_lower_case", "show_something_similar_prompt", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_tenant_idx\` ON \`site_settings\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_updated_at_idx\` ON \`site_settings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_created_at_idx\` ON \`site_settings\` (\`created_at\`);`)
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
  await db.run(sql`CREATE TABLE \`__new_payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_preferences_rels\`("id", "order", "parent_id", "path", "users_id") SELECT "id", "order", "parent_id", "path", "users_id" FROM \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_preferences_rels\` RENAME TO \`payload_preferences_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`payments_stripe_publishable_key\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`payments_stripe_secret_key\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`payments_stripe_webhook_secret\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`finance_application_applied\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`finance_application_price\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`finance_application_deposit\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`finance_application_term_years\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`finance_application_balloon\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`finance_application_frequency\`;`)
}
