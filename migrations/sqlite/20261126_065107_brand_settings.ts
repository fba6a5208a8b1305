import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
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
}
