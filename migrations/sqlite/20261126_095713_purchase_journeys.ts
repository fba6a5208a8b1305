import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`purchase_journeys\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`reference\` text NOT NULL,
  	\`status\` text NOT NULL,
  	\`step\` text NOT NULL,
  	\`car_id\` integer NOT NULL,
  	\`car_name\` text,
  	\`car_slug\` text,
  	\`car_price\` numeric,
  	\`shopper_id\` integer,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`email\` text,
  	\`phone\` text,
  	\`postcode\` text,
  	\`trade_in_has_trade_in\` integer,
  	\`trade_in_rego\` text,
  	\`trade_in_rego_state\` text,
  	\`trade_in_kms\` numeric,
  	\`trade_in_adjustment_answers\` text,
  	\`trade_in_vehicle_title\` text,
  	\`trade_in_estimate\` text,
  	\`trade_in_valuation_id\` integer,
  	\`payment_method\` text,
  	\`finance_deposit\` numeric,
  	\`finance_term_years\` numeric,
  	\`finance_balloon\` numeric,
  	\`finance_frequency\` text,
  	\`handover_option\` text,
  	\`handover_date\` text,
  	\`handover_street\` text,
  	\`handover_suburb\` text,
  	\`handover_state\` text,
  	\`handover_postcode\` text,
  	\`terms_agreed\` integer,
  	\`payment_amount\` text,
  	\`reservation_id\` integer,
  	\`lead_id\` integer,
  	\`url\` text,
  	\`idempotency_key\` text NOT NULL,
  	\`history\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`car_id\`) REFERENCES \`vehicles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`shopper_id\`) REFERENCES \`shoppers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`trade_in_valuation_id\`) REFERENCES \`valuations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`reservation_id\`) REFERENCES \`reservations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`purchase_journeys_tenant_idx\` ON \`purchase_journeys\` (\`tenant_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`purchase_journeys_reference_idx\` ON \`purchase_journeys\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`purchase_journeys_status_idx\` ON \`purchase_journeys\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`purchase_journeys_car_idx\` ON \`purchase_journeys\` (\`car_id\`);`)
  await db.run(sql`CREATE INDEX \`purchase_journeys_shopper_idx\` ON \`purchase_journeys\` (\`shopper_id\`);`)
  await db.run(sql`CREATE INDEX \`purchase_journeys_trade_in_trade_in_valuation_idx\` ON \`purchase_journeys\` (\`trade_in_valuation_id\`);`)
  await db.run(sql`CREATE INDEX \`purchase_journeys_reservation_idx\` ON \`purchase_journeys\` (\`reservation_id\`);`)
  await db.run(sql`CREATE INDEX \`purchase_journeys_lead_idx\` ON \`purchase_journeys\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`purchase_journeys_updated_at_idx\` ON \`purchase_journeys\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`purchase_journeys_created_at_idx\` ON \`purchase_journeys\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`tenant_idempotency_key_2_idx\` ON \`purchase_journeys\` (\`tenant_id\`,\`idempotency_key\`);`)
  await db.run(sql`ALTER TABLE \`reservations\` ADD \`journey_id\` integer REFERENCES purchase_journeys(id);`)
  await db.run(sql`ALTER TABLE \`reservations\` ADD \`return_url\` text;`)
  await db.run(sql`CREATE INDEX \`reservations_journey_idx\` ON \`reservations\` (\`journey_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`purchase_journeys_id\` integer REFERENCES purchase_journeys(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_purchase_journeys_id_idx\` ON \`payload_locked_documents_rels\` (\`purchase_journeys_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`purchase_journeys\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_reservations\` (
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
  await db.run(sql`INSERT INTO \`__new_reservations\`("id", "tenant_id", "reference", "status", "active_car", "car_id", "car_name", "car_slug", "name", "email", "phone", "postcode", "deposit_cents", "currency", "processor", "payment_intent_id", "card", "refund_id", "failure_message", "pending_expires_at", "hold_expires_at", "idempotency_key", "lead_id", "history", "updated_at", "created_at") SELECT "id", "tenant_id", "reference", "status", "active_car", "car_id", "car_name", "car_slug", "name", "email", "phone", "postcode", "deposit_cents", "currency", "processor", "payment_intent_id", "card", "refund_id", "failure_message", "pending_expires_at", "hold_expires_at", "idempotency_key", "lead_id", "history", "updated_at", "created_at" FROM \`reservations\`;`)
  await db.run(sql`DROP TABLE \`reservations\`;`)
  await db.run(sql`ALTER TABLE \`__new_reservations\` RENAME TO \`reservations\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  	\`valuations_id\` integer,
  	\`shoppers_id\` integer,
  	\`shopper_codes_id\` integer,
  	\`watchlist_id\` integer,
  	\`reservations_id\` integer,
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
  	FOREIGN KEY (\`phone_reveals_id\`) REFERENCES \`phone_reveals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`valuations_id\`) REFERENCES \`valuations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`shoppers_id\`) REFERENCES \`shoppers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`shopper_codes_id\`) REFERENCES \`shopper_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`watchlist_id\`) REFERENCES \`watchlist\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reservations_id\`) REFERENCES \`reservations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "tenants_id", "users_id", "site_settings_id", "pages_id", "media_id", "vehicles_id", "promo_cards_id", "enquiries_id", "dealerships_id", "locations_id", "offers_id", "popups_id", "posts_id", "regulators_id", "legal_content_id", "navigation_id", "manufacturers_id", "models_id", "brand_assets_id", "phone_reveals_id", "valuations_id", "shoppers_id", "shopper_codes_id", "watchlist_id", "reservations_id") SELECT "id", "order", "parent_id", "path", "tenants_id", "users_id", "site_settings_id", "pages_id", "media_id", "vehicles_id", "promo_cards_id", "enquiries_id", "dealerships_id", "locations_id", "offers_id", "popups_id", "posts_id", "regulators_id", "legal_content_id", "navigation_id", "manufacturers_id", "models_id", "brand_assets_id", "phone_reveals_id", "valuations_id", "shoppers_id", "shopper_codes_id", "watchlist_id", "reservations_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_valuations_id_idx\` ON \`payload_locked_documents_rels\` (\`valuations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shoppers_id_idx\` ON \`payload_locked_documents_rels\` (\`shoppers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shopper_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`shopper_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_watchlist_id_idx\` ON \`payload_locked_documents_rels\` (\`watchlist_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reservations_id_idx\` ON \`payload_locked_documents_rels\` (\`reservations_id\`);`)
}
