import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_social_links_platform" AS ENUM('facebook', 'instagram', 'youtube', 'tiktok', 'linkedin', 'x');
  CREATE TYPE "public"."enum_site_settings_sign_in_required_routes" AS ENUM('watchlist', 'garage', 'checkout', 'finance-application', 'compare');
  CREATE TYPE "public"."enum_site_settings_button_options" AS ENUM('CTD', 'paymentMethods', 'callUsNow', 'finance', 'enquire', 'testDrive', 'tradeIn', 'whatsapp', 'reserve', 'onlinePurchase', 'chatWithUs', 'carHistoryReport', 'location');
  CREATE TYPE "public"."enum_site_settings_finance_provider" AS ENUM('taurus', 'car_clarity', 'manual', '360_finance', 'angle', 'powertorque', 'nissan_finance', 'ausloans');
  CREATE TYPE "public"."enum_site_settings_favourites_storage" AS ENUM('off', 'browser', 'account');
  CREATE TYPE "public"."enum_pages_blocks_vehicle_search_car_types" AS ENUM('new', 'demo', 'used');
  CREATE TYPE "public"."enum_pages_blocks_show_me_button_car_types" AS ENUM('new', 'demo', 'used');
  CREATE TYPE "public"."enum__pages_v_blocks_vehicle_search_car_types" AS ENUM('new', 'demo', 'used');
  CREATE TYPE "public"."enum__pages_v_blocks_show_me_button_car_types" AS ENUM('new', 'demo', 'used');
  CREATE TYPE "public"."enum_promo_cards_display" AS ENUM('new', 'demo', 'used');
  CREATE TABLE "site_settings_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" "enum_site_settings_social_links_platform" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_gmb_profiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"review_url" varchar
  );
  
  CREATE TABLE "site_settings_label_rewrites" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_sign_in_required_routes" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_site_settings_sign_in_required_routes",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "site_settings_button_options" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_site_settings_button_options",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"phone_override" varchar,
  	"phone_numbers_new" varchar,
  	"phone_numbers_used" varchar,
  	"phone_numbers_demo" varchar,
  	"phone_numbers_service" varchar,
  	"phone_numbers_parts" varchar,
  	"email" varchar,
  	"manufacturer" varchar,
  	"base_domain" varchar,
  	"complaints_contact_name" varchar,
  	"complaints_contact_email" varchar,
  	"complaints_contact_phone" varchar,
  	"map_provider_key" varchar,
  	"enquire_button_text" varchar,
  	"submit_text" varchar,
  	"no_price_text" varchar,
  	"sold_tag_name" varchar,
  	"just_arrived_tag_name" varchar,
  	"just_arrived_days" numeric,
  	"include_sold_cars_days" numeric,
  	"finance_provider" "enum_site_settings_finance_provider",
  	"finance_link" varchar,
  	"finance_enabled" boolean DEFAULT true,
  	"finance_quote_enabled" boolean DEFAULT false,
  	"reviews_min_rating" numeric DEFAULT 4,
  	"google_reviews_count" numeric,
  	"hide_reviews" boolean DEFAULT false,
  	"favourites_storage" "enum_site_settings_favourites_storage" DEFAULT 'browser',
  	"compare_enabled" boolean DEFAULT false,
  	"printing_enabled" boolean DEFAULT true,
  	"checkout_enabled" boolean DEFAULT false,
  	"online_purchase_enabled" boolean DEFAULT false,
  	"garage_enabled" boolean DEFAULT false,
  	"phone_reveal" boolean DEFAULT false,
  	"fuel_tags_enabled" boolean DEFAULT false,
  	"certified_only_toggle" boolean DEFAULT false,
  	"km_sort_enabled" boolean DEFAULT false,
  	"price_asc_requires_price" boolean DEFAULT false,
  	"opt_in_default" boolean DEFAULT true,
  	"terms_required" boolean DEFAULT false,
  	"comments_required" boolean DEFAULT true,
  	"configured_stock_count" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pages_blocks_vehicle_search_car_types" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_vehicle_search_car_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_vehicle_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"make" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_show_me_button_car_types" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_show_me_button_car_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_show_me_button" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"make" varchar,
  	"model" varchar,
  	"singular" varchar DEFAULT 'Car',
  	"plural" varchar DEFAULT 'Cars',
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_vehicle_search_car_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_vehicle_search_car_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_vehicle_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"make" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_show_me_button_car_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_show_me_button_car_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_show_me_button" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"make" varchar,
  	"model" varchar,
  	"singular" varchar DEFAULT 'Car',
  	"plural" varchar DEFAULT 'Cars',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "promo_cards_display" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_promo_cards_display",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "promo_cards" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer,
  	"button_label" varchar,
  	"button_url" varchar,
  	"start" timestamp(3) with time zone,
  	"expiry" timestamp(3) with time zone,
  	"position" numeric,
  	"strict_display" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "site_settings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "promo_cards_id" integer;
  ALTER TABLE "site_settings_social_links" ADD CONSTRAINT "site_settings_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_gmb_profiles" ADD CONSTRAINT "site_settings_gmb_profiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_label_rewrites" ADD CONSTRAINT "site_settings_label_rewrites_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_sign_in_required_routes" ADD CONSTRAINT "site_settings_sign_in_required_routes_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_button_options" ADD CONSTRAINT "site_settings_button_options_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_vehicle_search_car_types" ADD CONSTRAINT "pages_blocks_vehicle_search_car_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_vehicle_search"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_vehicle_search" ADD CONSTRAINT "pages_blocks_vehicle_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_show_me_button_car_types" ADD CONSTRAINT "pages_blocks_show_me_button_car_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_show_me_button"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_show_me_button" ADD CONSTRAINT "pages_blocks_show_me_button_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_vehicle_search_car_types" ADD CONSTRAINT "_pages_v_blocks_vehicle_search_car_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_vehicle_search"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_vehicle_search" ADD CONSTRAINT "_pages_v_blocks_vehicle_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_show_me_button_car_types" ADD CONSTRAINT "_pages_v_blocks_show_me_button_car_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_show_me_button"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_show_me_button" ADD CONSTRAINT "_pages_v_blocks_show_me_button_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promo_cards_display" ADD CONSTRAINT "promo_cards_display_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promo_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promo_cards" ADD CONSTRAINT "promo_cards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promo_cards" ADD CONSTRAINT "promo_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "site_settings_social_links_order_idx" ON "site_settings_social_links" USING btree ("_order");
  CREATE INDEX "site_settings_social_links_parent_id_idx" ON "site_settings_social_links" USING btree ("_parent_id");
  CREATE INDEX "site_settings_gmb_profiles_order_idx" ON "site_settings_gmb_profiles" USING btree ("_order");
  CREATE INDEX "site_settings_gmb_profiles_parent_id_idx" ON "site_settings_gmb_profiles" USING btree ("_parent_id");
  CREATE INDEX "site_settings_label_rewrites_order_idx" ON "site_settings_label_rewrites" USING btree ("_order");
  CREATE INDEX "site_settings_label_rewrites_parent_id_idx" ON "site_settings_label_rewrites" USING btree ("_parent_id");
  CREATE INDEX "site_settings_sign_in_required_routes_order_idx" ON "site_settings_sign_in_required_routes" USING btree ("order");
  CREATE INDEX "site_settings_sign_in_required_routes_parent_idx" ON "site_settings_sign_in_required_routes" USING btree ("parent_id");
  CREATE INDEX "site_settings_button_options_order_idx" ON "site_settings_button_options" USING btree ("order");
  CREATE INDEX "site_settings_button_options_parent_idx" ON "site_settings_button_options" USING btree ("parent_id");
  CREATE UNIQUE INDEX "site_settings_tenant_idx" ON "site_settings" USING btree ("tenant_id");
  CREATE INDEX "site_settings_updated_at_idx" ON "site_settings" USING btree ("updated_at");
  CREATE INDEX "site_settings_created_at_idx" ON "site_settings" USING btree ("created_at");
  CREATE INDEX "pages_blocks_vehicle_search_car_types_order_idx" ON "pages_blocks_vehicle_search_car_types" USING btree ("order");
  CREATE INDEX "pages_blocks_vehicle_search_car_types_parent_idx" ON "pages_blocks_vehicle_search_car_types" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_vehicle_search_order_idx" ON "pages_blocks_vehicle_search" USING btree ("_order");
  CREATE INDEX "pages_blocks_vehicle_search_parent_id_idx" ON "pages_blocks_vehicle_search" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_vehicle_search_path_idx" ON "pages_blocks_vehicle_search" USING btree ("_path");
  CREATE INDEX "pages_blocks_show_me_button_car_types_order_idx" ON "pages_blocks_show_me_button_car_types" USING btree ("order");
  CREATE INDEX "pages_blocks_show_me_button_car_types_parent_idx" ON "pages_blocks_show_me_button_car_types" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_show_me_button_order_idx" ON "pages_blocks_show_me_button" USING btree ("_order");
  CREATE INDEX "pages_blocks_show_me_button_parent_id_idx" ON "pages_blocks_show_me_button" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_show_me_button_path_idx" ON "pages_blocks_show_me_button" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_vehicle_search_car_types_order_idx" ON "_pages_v_blocks_vehicle_search_car_types" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_vehicle_search_car_types_parent_idx" ON "_pages_v_blocks_vehicle_search_car_types" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_vehicle_search_order_idx" ON "_pages_v_blocks_vehicle_search" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_vehicle_search_parent_id_idx" ON "_pages_v_blocks_vehicle_search" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_vehicle_search_path_idx" ON "_pages_v_blocks_vehicle_search" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_show_me_button_car_types_order_idx" ON "_pages_v_blocks_show_me_button_car_types" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_show_me_button_car_types_parent_idx" ON "_pages_v_blocks_show_me_button_car_types" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_show_me_button_order_idx" ON "_pages_v_blocks_show_me_button" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_show_me_button_parent_id_idx" ON "_pages_v_blocks_show_me_button" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_show_me_button_path_idx" ON "_pages_v_blocks_show_me_button" USING btree ("_path");
  CREATE INDEX "promo_cards_display_order_idx" ON "promo_cards_display" USING btree ("order");
  CREATE INDEX "promo_cards_display_parent_idx" ON "promo_cards_display" USING btree ("parent_id");
  CREATE INDEX "promo_cards_tenant_idx" ON "promo_cards" USING btree ("tenant_id");
  CREATE INDEX "promo_cards_image_idx" ON "promo_cards" USING btree ("image_id");
  CREATE INDEX "promo_cards_updated_at_idx" ON "promo_cards" USING btree ("updated_at");
  CREATE INDEX "promo_cards_created_at_idx" ON "promo_cards" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_site_settings_fk" FOREIGN KEY ("site_settings_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promo_cards_fk" FOREIGN KEY ("promo_cards_id") REFERENCES "public"."promo_cards"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_site_settings_id_idx" ON "payload_locked_documents_rels" USING btree ("site_settings_id");
  CREATE INDEX "payload_locked_documents_rels_promo_cards_id_idx" ON "payload_locked_documents_rels" USING btree ("promo_cards_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings_social_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_gmb_profiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_label_rewrites" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_sign_in_required_routes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_button_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_vehicle_search_car_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_vehicle_search" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_show_me_button_car_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_show_me_button" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_vehicle_search_car_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_vehicle_search" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_show_me_button_car_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_show_me_button" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promo_cards_display" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promo_cards" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "site_settings_social_links" CASCADE;
  DROP TABLE "site_settings_gmb_profiles" CASCADE;
  DROP TABLE "site_settings_label_rewrites" CASCADE;
  DROP TABLE "site_settings_sign_in_required_routes" CASCADE;
  DROP TABLE "site_settings_button_options" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "pages_blocks_vehicle_search_car_types" CASCADE;
  DROP TABLE "pages_blocks_vehicle_search" CASCADE;
  DROP TABLE "pages_blocks_show_me_button_car_types" CASCADE;
  DROP TABLE "pages_blocks_show_me_button" CASCADE;
  DROP TABLE "_pages_v_blocks_vehicle_search_car_types" CASCADE;
  DROP TABLE "_pages_v_blocks_vehicle_search" CASCADE;
  DROP TABLE "_pages_v_blocks_show_me_button_car_types" CASCADE;
  DROP TABLE "_pages_v_blocks_show_me_button" CASCADE;
  DROP TABLE "promo_cards_display" CASCADE;
  DROP TABLE "promo_cards" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_site_settings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_promo_cards_fk";
  
  DROP INDEX "payload_locked_documents_rels_site_settings_id_idx";
  DROP INDEX "payload_locked_documents_rels_promo_cards_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "site_settings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "promo_cards_id";
  DROP TYPE "public"."enum_site_settings_social_links_platform";
  DROP TYPE "public"."enum_site_settings_sign_in_required_routes";
  DROP TYPE "public"."enum_site_settings_button_options";
  DROP TYPE "public"."enum_site_settings_finance_provider";
  DROP TYPE "public"."enum_site_settings_favourites_storage";
  DROP TYPE "public"."enum_pages_blocks_vehicle_search_car_types";
  DROP TYPE "public"."enum_pages_blocks_show_me_button_car_types";
  DROP TYPE "public"."enum__pages_v_blocks_vehicle_search_car_types";
  DROP TYPE "public"."enum__pages_v_blocks_show_me_button_car_types";
  DROP TYPE "public"."enum_promo_cards_display";`)
}
