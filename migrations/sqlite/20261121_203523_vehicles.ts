import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`vehicles_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`url\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vehicles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vehicles_images_order_idx\` ON \`vehicles_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_images_parent_id_idx\` ON \`vehicles_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_images_image_idx\` ON \`vehicles_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`vehicles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`name\` text,
  	\`stocknum\` text NOT NULL,
  	\`slug\` text,
  	\`car_type\` text DEFAULT 'used' NOT NULL,
  	\`status\` text DEFAULT 'in_stock' NOT NULL,
  	\`show_on_dealer_website\` integer DEFAULT true,
  	\`reserved\` integer DEFAULT false,
  	\`sold\` integer DEFAULT false,
  	\`sold_date\` text,
  	\`preorder\` integer DEFAULT false,
  	\`tag\` text,
  	\`make\` text,
  	\`model\` text,
  	\`badge\` text,
  	\`series\` text,
  	\`year\` numeric,
  	\`price\` numeric,
  	\`before_price\` numeric,
  	\`subscription_price\` numeric,
  	\`offer_price\` numeric,
  	\`price_type\` text,
  	\`km\` numeric,
  	\`build_date\` text,
  	\`compliance_date\` text,
  	\`regplate\` text,
  	\`rego_expiry\` text,
  	\`vin\` text,
  	\`nvic\` text,
  	\`has_nvic\` integer DEFAULT false,
  	\`colour\` text,
  	\`interior_colour\` text,
  	\`seats\` numeric,
  	\`doors\` numeric,
  	\`drive\` text,
  	\`simple_body\` text,
  	\`body\` text,
  	\`trans\` text,
  	\`simple_transmission\` text,
  	\`simple_fuel\` text,
  	\`fuel\` text,
  	\`engine_size\` text,
  	\`engine_size_litres\` numeric,
  	\`cylinders\` numeric,
  	\`certified\` integer DEFAULT false,
  	\`item_type\` text,
  	\`carsales_title\` text,
  	\`private_suburb\` text,
  	\`private_postcode\` text,
  	\`views\` numeric DEFAULT 0,
  	\`custom_rank\` numeric DEFAULT 0,
  	\`dealercomments\` text,
  	\`standard_equipment\` text,
  	\`filtered_features\` text,
  	\`file\` text,
  	\`primary_image_url\` text,
  	\`thumbnails\` text,
  	\`photos_count\` numeric,
  	\`dealership_id\` numeric,
  	\`dealership_slug\` text,
  	\`dealership_name\` text,
  	\`city\` text,
  	\`state\` text,
  	\`location_name\` text,
  	\`location_slug\` text,
  	\`location_phone\` text,
  	\`location_address_street\` text,
  	\`location_address_city\` text,
  	\`location_address_state\` text,
  	\`location_address_postcode\` text,
  	\`location_address_place_url\` text,
  	\`location_distribution_locations\` text,
  	\`variant_enginesize\` text,
  	\`variant_enginesize_litres\` numeric,
  	\`variant_cylinders\` numeric,
  	\`variant_induction\` text,
  	\`variant_torque\` text,
  	\`variant_fuelconsumptioncombined\` numeric,
  	\`variant_fuelcapacity\` numeric,
  	\`variant_grossvehiclemass\` numeric,
  	\`variant_vehiclelength\` numeric,
  	\`variant_vehicleheight\` numeric,
  	\`variant_vehiclewidth\` numeric,
  	\`variant_towingcapacitybraked\` numeric,
  	\`variant_bodyconfiguration\` text,
  	\`variant_ancaprating\` numeric,
  	\`variant_geartype\` text,
  	\`specifications_body_width\` numeric,
  	\`specifications_body_length\` numeric,
  	\`specifications_tare_weight\` numeric,
  	\`specifications_axle_type\` text,
  	\`specifications_sleeps\` numeric,
  	\`specifications_aggregate_trailer_mass\` numeric,
  	\`autograb_data_state_average_market_price\` numeric,
  	\`autograb_data_average_market_price\` numeric,
  	\`youx_quote_weekly_repayment_amount\` numeric,
  	\`youx_quote_advertised_rate\` numeric,
  	\`youx_quote_comparison_rate\` numeric,
  	\`finance_lenders\` text,
  	\`payment_processors\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`vehicles_tenant_idx\` ON \`vehicles\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_stocknum_idx\` ON \`vehicles\` (\`stocknum\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_slug_idx\` ON \`vehicles\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_updated_at_idx\` ON \`vehicles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_created_at_idx\` ON \`vehicles\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`tenant_stocknum_idx\` ON \`vehicles\` (\`tenant_id\`,\`stocknum\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`tenant_slug_1_idx\` ON \`vehicles\` (\`tenant_id\`,\`slug\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`vehicles_id\` integer REFERENCES vehicles(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vehicles_id_idx\` ON \`payload_locked_documents_rels\` (\`vehicles_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`vehicles_images\`;`)
  await db.run(sql`DROP TABLE \`vehicles\`;`)
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tenants_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "tenants_id", "users_id", "pages_id", "media_id") SELECT "id", "order", "parent_id", "path", "tenants_id", "users_id", "pages_id", "media_id" FROM \`payload_locked_documents_rels\`;`)
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
}
