import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_brand_heading_font" AS ENUM('system', 'inter', 'nunito', 'lora', 'oswald');
  CREATE TYPE "public"."enum_site_settings_brand_body_font" AS ENUM('system', 'inter', 'nunito', 'lora', 'oswald');
  CREATE TYPE "public"."enum_pages_blocks_shopper_account_kind" AS ENUM('sign-in', 'my-garage', 'watchlist', 'spin-to-win', 'online-payment');
  CREATE TYPE "public"."enum__pages_v_blocks_shopper_account_kind" AS ENUM('sign-in', 'my-garage', 'watchlist', 'spin-to-win', 'online-payment');
  CREATE TYPE "public"."enum_enquiries_finance_application_frequency" AS ENUM('weekly', 'fortnightly', 'monthly');
  CREATE TYPE "public"."enum_valuations_rego_state" AS ENUM('ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA');
  CREATE TYPE "public"."enum_valuations_adjustment_answers_condition" AS ENUM('excellent', 'good', 'fair', 'poor');
  CREATE TYPE "public"."enum_valuations_adjustment_answers_service_history" AS ENUM('full', 'partial', 'none');
  CREATE TYPE "public"."enum_valuations_adjustment_answers_accident" AS ENUM('no', 'repaired', 'damaged');
  CREATE TYPE "public"."enum_valuations_adjustment_answers_keys" AS ENUM('two', 'one');
  CREATE TYPE "public"."enum_valuations_adjustment_answers_finance_owing" AS ENUM('no', 'yes');
  CREATE TYPE "public"."enum_valuations_outcome" AS ENUM('estimate', 'no-estimate');
  CREATE TYPE "public"."enum_valuations_no_estimate_reason" AS ENUM('too-old', 'too-many-kms', 'age-unknown', 'kms-unknown');
  CREATE TYPE "public"."enum_reservations_status" AS ENUM('pending', 'paid', 'held', 'released', 'converted', 'refunded');
  CREATE TYPE "public"."enum_reservations_processor" AS ENUM('test', 'stripe');
  ALTER TYPE "public"."enum_site_settings_vehicle_page_sections_section" ADD VALUE 'vehicleDetails' BEFORE 'keyInformation';
  ALTER TYPE "public"."enum_site_settings_vehicle_page_sections_section" ADD VALUE 'usedCarBanner' BEFORE 'keyInformation';
  ALTER TYPE "public"."enum_site_settings_vehicle_page_sections_section" ADD VALUE 'whyBuy' BEFORE 'rego';
  ALTER TYPE "public"."enum_site_settings_vehicle_page_sections_section" ADD VALUE 'guaranteeStrip' BEFORE 'financeCalculator';
  CREATE TABLE "site_settings_why_buy_from_us" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_trade_in_valuation" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Value My Trade-In',
  	"intro" varchar,
  	"success_redirect" varchar DEFAULT '/success',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_trade_in_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "pages_blocks_trade_in_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Trade-In FAQs',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_shopper_account" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_pages_blocks_shopper_account_kind" DEFAULT 'sign-in',
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_trade_in_valuation" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Value My Trade-In',
  	"intro" varchar,
  	"success_redirect" varchar DEFAULT '/success',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_trade_in_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_trade_in_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Trade-In FAQs',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_shopper_account" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__pages_v_blocks_shopper_account_kind" DEFAULT 'sign-in',
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "valuations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"rego" varchar NOT NULL,
  	"rego_state" "enum_valuations_rego_state" NOT NULL,
  	"kms" numeric NOT NULL,
  	"vehicle_title" varchar,
  	"vehicle_make" varchar,
  	"vehicle_model" varchar,
  	"vehicle_variant" varchar,
  	"vehicle_year" numeric,
  	"adjustment_answers_condition" "enum_valuations_adjustment_answers_condition",
  	"adjustment_answers_service_history" "enum_valuations_adjustment_answers_service_history",
  	"adjustment_answers_accident" "enum_valuations_adjustment_answers_accident",
  	"adjustment_answers_keys" "enum_valuations_adjustment_answers_keys",
  	"adjustment_answers_finance_owing" "enum_valuations_adjustment_answers_finance_owing",
  	"outcome" "enum_valuations_outcome" NOT NULL,
  	"no_estimate_reason" "enum_valuations_no_estimate_reason",
  	"estimate_low" numeric,
  	"estimate_high" numeric,
  	"lead_id" integer,
  	"car_id" integer,
  	"lookup_provider" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "shoppers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"phone" varchar NOT NULL,
  	"last_signed_in_at" timestamp(3) with time zone,
  	"session_version" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "shopper_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"phone" varchar NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"spent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "watchlist" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"shopper_id" integer NOT NULL,
  	"car_id" integer,
  	"car_name" varchar,
  	"saved_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reservations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"reference" varchar NOT NULL,
  	"status" "enum_reservations_status" NOT NULL,
  	"active_car" varchar,
  	"car_id" integer,
  	"car_name" varchar,
  	"car_slug" varchar,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"postcode" varchar NOT NULL,
  	"deposit_cents" numeric NOT NULL,
  	"currency" varchar DEFAULT 'aud',
  	"processor" "enum_reservations_processor" NOT NULL,
  	"payment_intent_id" varchar,
  	"card" varchar,
  	"refund_id" varchar,
  	"failure_message" varchar,
  	"pending_expires_at" timestamp(3) with time zone,
  	"hold_expires_at" timestamp(3) with time zone,
  	"idempotency_key" varchar NOT NULL,
  	"lead_id" integer,
  	"history" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "site_settings_sign_in_required_routes" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_site_settings_sign_in_required_routes";
  CREATE TYPE "public"."enum_site_settings_sign_in_required_routes" AS ENUM('checkout', 'trade-in', 'sell-my-car');
  ALTER TABLE "site_settings_sign_in_required_routes" ALTER COLUMN "value" SET DATA TYPE "public"."enum_site_settings_sign_in_required_routes" USING "value"::"public"."enum_site_settings_sign_in_required_routes";
  ALTER TABLE "tenants" ADD COLUMN "payments_stripe_publishable_key" varchar;
  ALTER TABLE "tenants" ADD COLUMN "payments_stripe_secret_key" varchar;
  ALTER TABLE "tenants" ADD COLUMN "payments_stripe_webhook_secret" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "strict_favourite_rules" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "favourites_used_only" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "reserve_deposit" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "finance_needs_vehicle_identifier" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "watchlist_path" varchar DEFAULT '/watchlist';
  ALTER TABLE "site_settings" ADD COLUMN "brand_logo_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "brand_logo_dark_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "brand_brand_colour" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "brand_brand_text_colour" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "brand_accent_colour" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "brand_accent_text_colour" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "brand_surface_colour" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "brand_ink_colour" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "brand_header_colour" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "brand_header_text_colour" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "brand_corner_radius" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "brand_heading_font" "enum_site_settings_brand_heading_font";
  ALTER TABLE "site_settings" ADD COLUMN "brand_body_font" "enum_site_settings_brand_body_font";
  ALTER TABLE "site_settings" ADD COLUMN "brand_share_image_id" integer;
  ALTER TABLE "enquiries" ADD COLUMN "finance_application_applied" boolean;
  ALTER TABLE "enquiries" ADD COLUMN "finance_application_price" numeric;
  ALTER TABLE "enquiries" ADD COLUMN "finance_application_deposit" numeric;
  ALTER TABLE "enquiries" ADD COLUMN "finance_application_term_years" numeric;
  ALTER TABLE "enquiries" ADD COLUMN "finance_application_balloon" numeric;
  ALTER TABLE "enquiries" ADD COLUMN "finance_application_frequency" "enum_enquiries_finance_application_frequency";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "valuations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shoppers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shopper_codes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "watchlist_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reservations_id" integer;
  ALTER TABLE "payload_preferences_rels" ADD COLUMN "shoppers_id" integer;
  ALTER TABLE "site_settings_why_buy_from_us" ADD CONSTRAINT "site_settings_why_buy_from_us_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trade_in_valuation" ADD CONSTRAINT "pages_blocks_trade_in_valuation_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trade_in_faq_items" ADD CONSTRAINT "pages_blocks_trade_in_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_trade_in_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trade_in_faq" ADD CONSTRAINT "pages_blocks_trade_in_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_shopper_account" ADD CONSTRAINT "pages_blocks_shopper_account_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trade_in_valuation" ADD CONSTRAINT "_pages_v_blocks_trade_in_valuation_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trade_in_faq_items" ADD CONSTRAINT "_pages_v_blocks_trade_in_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_trade_in_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trade_in_faq" ADD CONSTRAINT "_pages_v_blocks_trade_in_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_shopper_account" ADD CONSTRAINT "_pages_v_blocks_shopper_account_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "valuations" ADD CONSTRAINT "valuations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "valuations" ADD CONSTRAINT "valuations_lead_id_enquiries_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."enquiries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "valuations" ADD CONSTRAINT "valuations_car_id_vehicles_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shoppers" ADD CONSTRAINT "shoppers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shopper_codes" ADD CONSTRAINT "shopper_codes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "watchlist" ADD CONSTRAINT "watchlist_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "watchlist" ADD CONSTRAINT "watchlist_shopper_id_shoppers_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "public"."shoppers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "watchlist" ADD CONSTRAINT "watchlist_car_id_vehicles_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_car_id_vehicles_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_lead_id_enquiries_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."enquiries"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "site_settings_why_buy_from_us_order_idx" ON "site_settings_why_buy_from_us" USING btree ("_order");
  CREATE INDEX "site_settings_why_buy_from_us_parent_id_idx" ON "site_settings_why_buy_from_us" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_trade_in_valuation_order_idx" ON "pages_blocks_trade_in_valuation" USING btree ("_order");
  CREATE INDEX "pages_blocks_trade_in_valuation_parent_id_idx" ON "pages_blocks_trade_in_valuation" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_trade_in_valuation_path_idx" ON "pages_blocks_trade_in_valuation" USING btree ("_path");
  CREATE INDEX "pages_blocks_trade_in_faq_items_order_idx" ON "pages_blocks_trade_in_faq_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_trade_in_faq_items_parent_id_idx" ON "pages_blocks_trade_in_faq_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_trade_in_faq_order_idx" ON "pages_blocks_trade_in_faq" USING btree ("_order");
  CREATE INDEX "pages_blocks_trade_in_faq_parent_id_idx" ON "pages_blocks_trade_in_faq" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_trade_in_faq_path_idx" ON "pages_blocks_trade_in_faq" USING btree ("_path");
  CREATE INDEX "pages_blocks_shopper_account_order_idx" ON "pages_blocks_shopper_account" USING btree ("_order");
  CREATE INDEX "pages_blocks_shopper_account_parent_id_idx" ON "pages_blocks_shopper_account" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_shopper_account_path_idx" ON "pages_blocks_shopper_account" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_trade_in_valuation_order_idx" ON "_pages_v_blocks_trade_in_valuation" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_trade_in_valuation_parent_id_idx" ON "_pages_v_blocks_trade_in_valuation" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_trade_in_valuation_path_idx" ON "_pages_v_blocks_trade_in_valuation" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_trade_in_faq_items_order_idx" ON "_pages_v_blocks_trade_in_faq_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_trade_in_faq_items_parent_id_idx" ON "_pages_v_blocks_trade_in_faq_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_trade_in_faq_order_idx" ON "_pages_v_blocks_trade_in_faq" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_trade_in_faq_parent_id_idx" ON "_pages_v_blocks_trade_in_faq" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_trade_in_faq_path_idx" ON "_pages_v_blocks_trade_in_faq" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_shopper_account_order_idx" ON "_pages_v_blocks_shopper_account" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_shopper_account_parent_id_idx" ON "_pages_v_blocks_shopper_account" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_shopper_account_path_idx" ON "_pages_v_blocks_shopper_account" USING btree ("_path");
  CREATE INDEX "valuations_tenant_idx" ON "valuations" USING btree ("tenant_id");
  CREATE INDEX "valuations_rego_idx" ON "valuations" USING btree ("rego");
  CREATE UNIQUE INDEX "valuations_lead_idx" ON "valuations" USING btree ("lead_id");
  CREATE INDEX "valuations_car_idx" ON "valuations" USING btree ("car_id");
  CREATE INDEX "valuations_updated_at_idx" ON "valuations" USING btree ("updated_at");
  CREATE INDEX "valuations_created_at_idx" ON "valuations" USING btree ("created_at");
  CREATE INDEX "shoppers_tenant_idx" ON "shoppers" USING btree ("tenant_id");
  CREATE INDEX "shoppers_phone_idx" ON "shoppers" USING btree ("phone");
  CREATE INDEX "shoppers_updated_at_idx" ON "shoppers" USING btree ("updated_at");
  CREATE INDEX "shoppers_created_at_idx" ON "shoppers" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_phone_idx" ON "shoppers" USING btree ("tenant_id","phone");
  CREATE INDEX "shopper_codes_tenant_idx" ON "shopper_codes" USING btree ("tenant_id");
  CREATE INDEX "shopper_codes_phone_idx" ON "shopper_codes" USING btree ("phone");
  CREATE INDEX "shopper_codes_spent_at_idx" ON "shopper_codes" USING btree ("spent_at");
  CREATE INDEX "shopper_codes_updated_at_idx" ON "shopper_codes" USING btree ("updated_at");
  CREATE INDEX "shopper_codes_created_at_idx" ON "shopper_codes" USING btree ("created_at");
  CREATE INDEX "watchlist_tenant_idx" ON "watchlist" USING btree ("tenant_id");
  CREATE INDEX "watchlist_shopper_idx" ON "watchlist" USING btree ("shopper_id");
  CREATE INDEX "watchlist_car_idx" ON "watchlist" USING btree ("car_id");
  CREATE INDEX "watchlist_updated_at_idx" ON "watchlist" USING btree ("updated_at");
  CREATE INDEX "watchlist_created_at_idx" ON "watchlist" USING btree ("created_at");
  CREATE UNIQUE INDEX "shopper_car_idx" ON "watchlist" USING btree ("shopper_id","car_id");
  CREATE INDEX "reservations_tenant_idx" ON "reservations" USING btree ("tenant_id");
  CREATE UNIQUE INDEX "reservations_reference_idx" ON "reservations" USING btree ("reference");
  CREATE INDEX "reservations_status_idx" ON "reservations" USING btree ("status");
  CREATE UNIQUE INDEX "reservations_active_car_idx" ON "reservations" USING btree ("active_car");
  CREATE INDEX "reservations_car_idx" ON "reservations" USING btree ("car_id");
  CREATE INDEX "reservations_payment_intent_id_idx" ON "reservations" USING btree ("payment_intent_id");
  CREATE INDEX "reservations_pending_expires_at_idx" ON "reservations" USING btree ("pending_expires_at");
  CREATE INDEX "reservations_hold_expires_at_idx" ON "reservations" USING btree ("hold_expires_at");
  CREATE INDEX "reservations_lead_idx" ON "reservations" USING btree ("lead_id");
  CREATE INDEX "reservations_updated_at_idx" ON "reservations" USING btree ("updated_at");
  CREATE INDEX "reservations_created_at_idx" ON "reservations" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_idempotency_key_1_idx" ON "reservations" USING btree ("tenant_id","idempotency_key");
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_brand_logo_id_media_id_fk" FOREIGN KEY ("brand_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_brand_logo_dark_id_media_id_fk" FOREIGN KEY ("brand_logo_dark_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_brand_share_image_id_media_id_fk" FOREIGN KEY ("brand_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_valuations_fk" FOREIGN KEY ("valuations_id") REFERENCES "public"."valuations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shoppers_fk" FOREIGN KEY ("shoppers_id") REFERENCES "public"."shoppers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shopper_codes_fk" FOREIGN KEY ("shopper_codes_id") REFERENCES "public"."shopper_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_watchlist_fk" FOREIGN KEY ("watchlist_id") REFERENCES "public"."watchlist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reservations_fk" FOREIGN KEY ("reservations_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_shoppers_fk" FOREIGN KEY ("shoppers_id") REFERENCES "public"."shoppers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_brand_brand_logo_idx" ON "site_settings" USING btree ("brand_logo_id");
  CREATE INDEX "site_settings_brand_brand_logo_dark_idx" ON "site_settings" USING btree ("brand_logo_dark_id");
  CREATE INDEX "site_settings_brand_brand_share_image_idx" ON "site_settings" USING btree ("brand_share_image_id");
  CREATE INDEX "payload_locked_documents_rels_valuations_id_idx" ON "payload_locked_documents_rels" USING btree ("valuations_id");
  CREATE INDEX "payload_locked_documents_rels_shoppers_id_idx" ON "payload_locked_documents_rels" USING btree ("shoppers_id");
  CREATE INDEX "payload_locked_documents_rels_shopper_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("shopper_codes_id");
  CREATE INDEX "payload_locked_documents_rels_watchlist_id_idx" ON "payload_locked_documents_rels" USING btree ("watchlist_id");
  CREATE INDEX "payload_locked_documents_rels_reservations_id_idx" ON "payload_locked_documents_rels" USING btree ("reservations_id");
  CREATE INDEX "payload_preferences_rels_shoppers_id_idx" ON "payload_preferences_rels" USING btree ("shoppers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings_why_buy_from_us" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_trade_in_valuation" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_trade_in_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_trade_in_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_shopper_account" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_trade_in_valuation" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_trade_in_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_trade_in_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_shopper_account" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "valuations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shoppers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shopper_codes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "watchlist" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reservations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "site_settings_why_buy_from_us" CASCADE;
  DROP TABLE "pages_blocks_trade_in_valuation" CASCADE;
  DROP TABLE "pages_blocks_trade_in_faq_items" CASCADE;
  DROP TABLE "pages_blocks_trade_in_faq" CASCADE;
  DROP TABLE "pages_blocks_shopper_account" CASCADE;
  DROP TABLE "_pages_v_blocks_trade_in_valuation" CASCADE;
  DROP TABLE "_pages_v_blocks_trade_in_faq_items" CASCADE;
  DROP TABLE "_pages_v_blocks_trade_in_faq" CASCADE;
  DROP TABLE "_pages_v_blocks_shopper_account" CASCADE;
  DROP TABLE "valuations" CASCADE;
  DROP TABLE "shoppers" CASCADE;
  DROP TABLE "shopper_codes" CASCADE;
  DROP TABLE "watchlist" CASCADE;
  DROP TABLE "reservations" CASCADE;
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_brand_logo_id_media_id_fk";
  
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_brand_logo_dark_id_media_id_fk";
  
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_brand_share_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_valuations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shoppers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shopper_codes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_watchlist_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reservations_fk";
  
  ALTER TABLE "payload_preferences_rels" DROP CONSTRAINT "payload_preferences_rels_shoppers_fk";
  
  ALTER TABLE "site_settings_sign_in_required_routes" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_site_settings_sign_in_required_routes";
  CREATE TYPE "public"."enum_site_settings_sign_in_required_routes" AS ENUM('watchlist', 'garage', 'checkout', 'finance-application', 'compare');
  ALTER TABLE "site_settings_sign_in_required_routes" ALTER COLUMN "value" SET DATA TYPE "public"."enum_site_settings_sign_in_required_routes" USING "value"::"public"."enum_site_settings_sign_in_required_routes";
  ALTER TABLE "site_settings_vehicle_page_sections" ALTER COLUMN "section" SET DATA TYPE text;
  DROP TYPE "public"."enum_site_settings_vehicle_page_sections_section";
  CREATE TYPE "public"."enum_site_settings_vehicle_page_sections_section" AS ENUM('gallery', 'summary', 'financeBox', 'keyInformation', 'features', 'dealerComments', 'rego', 'specs', 'serviceAdvantage', 'financeCalculator', 'reviews', 'location', 'priceRange', 'share', 'stickyBar');
  ALTER TABLE "site_settings_vehicle_page_sections" ALTER COLUMN "section" SET DATA TYPE "public"."enum_site_settings_vehicle_page_sections_section" USING "section"::"public"."enum_site_settings_vehicle_page_sections_section";
  DROP INDEX "site_settings_brand_brand_logo_idx";
  DROP INDEX "site_settings_brand_brand_logo_dark_idx";
  DROP INDEX "site_settings_brand_brand_share_image_idx";
  DROP INDEX "payload_locked_documents_rels_valuations_id_idx";
  DROP INDEX "payload_locked_documents_rels_shoppers_id_idx";
  DROP INDEX "payload_locked_documents_rels_shopper_codes_id_idx";
  DROP INDEX "payload_locked_documents_rels_watchlist_id_idx";
  DROP INDEX "payload_locked_documents_rels_reservations_id_idx";
  DROP INDEX "payload_preferences_rels_shoppers_id_idx";
  ALTER TABLE "tenants" DROP COLUMN "payments_stripe_publishable_key";
  ALTER TABLE "tenants" DROP COLUMN "payments_stripe_secret_key";
  ALTER TABLE "tenants" DROP COLUMN "payments_stripe_webhook_secret";
  ALTER TABLE "site_settings" DROP COLUMN "strict_favourite_rules";
  ALTER TABLE "site_settings" DROP COLUMN "favourites_used_only";
  ALTER TABLE "site_settings" DROP COLUMN "reserve_deposit";
  ALTER TABLE "site_settings" DROP COLUMN "finance_needs_vehicle_identifier";
  ALTER TABLE "site_settings" DROP COLUMN "watchlist_path";
  ALTER TABLE "site_settings" DROP COLUMN "brand_logo_id";
  ALTER TABLE "site_settings" DROP COLUMN "brand_logo_dark_id";
  ALTER TABLE "site_settings" DROP COLUMN "brand_brand_colour";
  ALTER TABLE "site_settings" DROP COLUMN "brand_brand_text_colour";
  ALTER TABLE "site_settings" DROP COLUMN "brand_accent_colour";
  ALTER TABLE "site_settings" DROP COLUMN "brand_accent_text_colour";
  ALTER TABLE "site_settings" DROP COLUMN "brand_surface_colour";
  ALTER TABLE "site_settings" DROP COLUMN "brand_ink_colour";
  ALTER TABLE "site_settings" DROP COLUMN "brand_header_colour";
  ALTER TABLE "site_settings" DROP COLUMN "brand_header_text_colour";
  ALTER TABLE "site_settings" DROP COLUMN "brand_corner_radius";
  ALTER TABLE "site_settings" DROP COLUMN "brand_heading_font";
  ALTER TABLE "site_settings" DROP COLUMN "brand_body_font";
  ALTER TABLE "site_settings" DROP COLUMN "brand_share_image_id";
  ALTER TABLE "enquiries" DROP COLUMN "finance_application_applied";
  ALTER TABLE "enquiries" DROP COLUMN "finance_application_price";
  ALTER TABLE "enquiries" DROP COLUMN "finance_application_deposit";
  ALTER TABLE "enquiries" DROP COLUMN "finance_application_term_years";
  ALTER TABLE "enquiries" DROP COLUMN "finance_application_balloon";
  ALTER TABLE "enquiries" DROP COLUMN "finance_application_frequency";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "valuations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shoppers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shopper_codes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "watchlist_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reservations_id";
  ALTER TABLE "payload_preferences_rels" DROP COLUMN "shoppers_id";
  DROP TYPE "public"."enum_site_settings_brand_heading_font";
  DROP TYPE "public"."enum_site_settings_brand_body_font";
  DROP TYPE "public"."enum_pages_blocks_shopper_account_kind";
  DROP TYPE "public"."enum__pages_v_blocks_shopper_account_kind";
  DROP TYPE "public"."enum_enquiries_finance_application_frequency";
  DROP TYPE "public"."enum_valuations_rego_state";
  DROP TYPE "public"."enum_valuations_adjustment_answers_condition";
  DROP TYPE "public"."enum_valuations_adjustment_answers_service_history";
  DROP TYPE "public"."enum_valuations_adjustment_answers_accident";
  DROP TYPE "public"."enum_valuations_adjustment_answers_keys";
  DROP TYPE "public"."enum_valuations_adjustment_answers_finance_owing";
  DROP TYPE "public"."enum_valuations_outcome";
  DROP TYPE "public"."enum_valuations_no_estimate_reason";
  DROP TYPE "public"."enum_reservations_status";
  DROP TYPE "public"."enum_reservations_processor";`)
}
