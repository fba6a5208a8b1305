import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_shopper_account_kind" AS ENUM('sign-in', 'my-garage', 'watchlist', 'spin-to-win', 'online-payment');
  CREATE TYPE "public"."enum__pages_v_blocks_shopper_account_kind" AS ENUM('sign-in', 'my-garage', 'watchlist', 'spin-to-win', 'online-payment');
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
  
  ALTER TABLE "site_settings_sign_in_required_routes" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_site_settings_sign_in_required_routes";
  CREATE TYPE "public"."enum_site_settings_sign_in_required_routes" AS ENUM('checkout', 'trade-in', 'sell-my-car');
  ALTER TABLE "site_settings_sign_in_required_routes" ALTER COLUMN "value" SET DATA TYPE "public"."enum_site_settings_sign_in_required_routes" USING "value"::"public"."enum_site_settings_sign_in_required_routes";
  ALTER TABLE "site_settings" ADD COLUMN "finance_needs_vehicle_identifier" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "watchlist_path" varchar DEFAULT '/watchlist';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shoppers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shopper_codes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "watchlist_id" integer;
  ALTER TABLE "payload_preferences_rels" ADD COLUMN "shoppers_id" integer;
  ALTER TABLE "pages_blocks_shopper_account" ADD CONSTRAINT "pages_blocks_shopper_account_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_shopper_account" ADD CONSTRAINT "_pages_v_blocks_shopper_account_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shoppers" ADD CONSTRAINT "shoppers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shopper_codes" ADD CONSTRAINT "shopper_codes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "watchlist" ADD CONSTRAINT "watchlist_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "watchlist" ADD CONSTRAINT "watchlist_shopper_id_shoppers_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "public"."shoppers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "watchlist" ADD CONSTRAINT "watchlist_car_id_vehicles_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_shopper_account_order_idx" ON "pages_blocks_shopper_account" USING btree ("_order");
  CREATE INDEX "pages_blocks_shopper_account_parent_id_idx" ON "pages_blocks_shopper_account" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_shopper_account_path_idx" ON "pages_blocks_shopper_account" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_shopper_account_order_idx" ON "_pages_v_blocks_shopper_account" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_shopper_account_parent_id_idx" ON "_pages_v_blocks_shopper_account" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_shopper_account_path_idx" ON "_pages_v_blocks_shopper_account" USING btree ("_path");
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
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shoppers_fk" FOREIGN KEY ("shoppers_id") REFERENCES "public"."shoppers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shopper_codes_fk" FOREIGN KEY ("shopper_codes_id") REFERENCES "public"."shopper_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_watchlist_fk" FOREIGN KEY ("watchlist_id") REFERENCES "public"."watchlist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_shoppers_fk" FOREIGN KEY ("shoppers_id") REFERENCES "public"."shoppers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_shoppers_id_idx" ON "payload_locked_documents_rels" USING btree ("shoppers_id");
  CREATE INDEX "payload_locked_documents_rels_shopper_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("shopper_codes_id");
  CREATE INDEX "payload_locked_documents_rels_watchlist_id_idx" ON "payload_locked_documents_rels" USING btree ("watchlist_id");
  CREATE INDEX "payload_preferences_rels_shoppers_id_idx" ON "payload_preferences_rels" USING btree ("shoppers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_shopper_account" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_shopper_account" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shoppers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shopper_codes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "watchlist" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_shopper_account" CASCADE;
  DROP TABLE "_pages_v_blocks_shopper_account" CASCADE;
  DROP TABLE "shoppers" CASCADE;
  DROP TABLE "shopper_codes" CASCADE;
  DROP TABLE "watchlist" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shoppers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shopper_codes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_watchlist_fk";
  
  ALTER TABLE "payload_preferences_rels" DROP CONSTRAINT "payload_preferences_rels_shoppers_fk";
  
  ALTER TABLE "site_settings_sign_in_required_routes" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_site_settings_sign_in_required_routes";
  CREATE TYPE "public"."enum_site_settings_sign_in_required_routes" AS ENUM('watchlist', 'garage', 'checkout', 'finance-application', 'compare');
  ALTER TABLE "site_settings_sign_in_required_routes" ALTER COLUMN "value" SET DATA TYPE "public"."enum_site_settings_sign_in_required_routes" USING "value"::"public"."enum_site_settings_sign_in_required_routes";
  DROP INDEX "payload_locked_documents_rels_shoppers_id_idx";
  DROP INDEX "payload_locked_documents_rels_shopper_codes_id_idx";
  DROP INDEX "payload_locked_documents_rels_watchlist_id_idx";
  DROP INDEX "payload_preferences_rels_shoppers_id_idx";
  ALTER TABLE "site_settings" DROP COLUMN "finance_needs_vehicle_identifier";
  ALTER TABLE "site_settings" DROP COLUMN "watchlist_path";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shoppers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shopper_codes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "watchlist_id";
  ALTER TABLE "payload_preferences_rels" DROP COLUMN "shoppers_id";
  DROP TYPE "public"."enum_pages_blocks_shopper_account_kind";
  DROP TYPE "public"."enum__pages_v_blocks_shopper_account_kind";`)
}
