import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`tenants_lead_delivery_recipients\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tenants_lead_delivery_recipients_order_idx\` ON \`tenants_lead_delivery_recipients\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`tenants_lead_delivery_recipients_parent_id_idx\` ON \`tenants_lead_delivery_recipients\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`enquiries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`received_at\` text NOT NULL,
  	\`delivery_status\` text,
  	\`next_delivery_at\` text,
  	\`delivery_version\` numeric DEFAULT 0 NOT NULL,
  	\`form_kind\` text NOT NULL,
  	\`category\` text NOT NULL,
  	\`subcategory\` text,
  	\`name\` text NOT NULL,
  	\`last_name\` text,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`postcode\` text NOT NULL,
  	\`preferred_contact_method\` text DEFAULT 'Phone' NOT NULL,
  	\`postcode_location\` text,
  	\`message\` text,
  	\`offer_from_client\` numeric,
  	\`test_drive_booking_date\` text,
  	\`trade_in_has_trade_in\` integer,
  	\`trade_in_kms\` numeric,
  	\`trade_in_rego\` text,
  	\`trade_in_rego_state\` text,
  	\`trade_in_valuation\` numeric,
  	\`additional_services\` text,
  	\`car_id\` text,
  	\`car_dealership_id\` text,
  	\`vehicle\` text,
  	\`dealership_slug\` text,
  	\`location_id\` text,
  	\`page_id\` text,
  	\`url\` text NOT NULL,
  	\`source\` text DEFAULT 'Website' NOT NULL,
  	\`user_agent\` text,
  	\`lead_attributes_visited_pages\` text,
  	\`lead_attributes_linked_query_params\` text,
  	\`form_completed\` integer DEFAULT true,
  	\`offer_accepted\` integer DEFAULT false,
  	\`consent_opt_in\` integer DEFAULT false,
  	\`consent_opt_in_finance\` integer,
  	\`consent_opt_in_trade\` integer,
  	\`consent_wording\` text,
  	\`consent_terms_agreed\` integer DEFAULT false,
  	\`consent_terms_wording\` text,
  	\`consent_recorded_at\` text,
  	\`deliveries\` text,
  	\`idempotency_key\` text NOT NULL,
  	\`client_address_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`enquiries_tenant_idx\` ON \`enquiries\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_received_at_idx\` ON \`enquiries\` (\`received_at\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_delivery_status_idx\` ON \`enquiries\` (\`delivery_status\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_next_delivery_at_idx\` ON \`enquiries\` (\`next_delivery_at\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_category_idx\` ON \`enquiries\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_email_idx\` ON \`enquiries\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_car_id_idx\` ON \`enquiries\` (\`car_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_idempotency_key_idx\` ON \`enquiries\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_client_address_hash_idx\` ON \`enquiries\` (\`client_address_hash\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_updated_at_idx\` ON \`enquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_created_at_idx\` ON \`enquiries\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`tenant_idempotency_key_idx\` ON \`enquiries\` (\`tenant_id\`,\`idempotency_key\`);`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`lead_delivery_webhook_url\` text;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`lead_delivery_webhook_secret\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`enquiries_id\` integer REFERENCES enquiries(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`tenants_lead_delivery_recipients\`;`)
  await db.run(sql`DROP TABLE \`enquiries\`;`)
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tenants_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vehicles_id\`) REFERENCES \`vehicles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "tenants_id", "users_id", "pages_id", "media_id", "vehicles_id") SELECT "id", "order", "parent_id", "path", "tenants_id", "users_id", "pages_id", "media_id", "vehicles_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`lead_delivery_webhook_url\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`lead_delivery_webhook_secret\`;`)
}
