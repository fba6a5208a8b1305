import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_vehicle_page_sections_section" AS ENUM('gallery', 'summary', 'financeBox', 'keyInformation', 'features', 'dealerComments', 'rego', 'specs', 'serviceAdvantage', 'financeCalculator', 'reviews', 'location', 'share', 'stickyBar');
  CREATE TYPE "public"."enum_site_settings_engine_display" AS ENUM('litres', 'cc');
  CREATE TYPE "public"."enum_site_settings_service_advantage" AS ENUM('toyota');
  CREATE TABLE "site_settings_vehicle_page_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"section" "enum_site_settings_vehicle_page_sections_section" NOT NULL
  );
  
  CREATE TABLE "phone_reveals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"revealed_at" timestamp(3) with time zone NOT NULL,
  	"car_id" integer NOT NULL,
  	"dealership_id" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "site_settings" ADD COLUMN "engine_display" "enum_site_settings_engine_display" DEFAULT 'litres';
  ALTER TABLE "site_settings" ADD COLUMN "show_unregistered" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "call_now_only_when_open" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "offers_subscription" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "service_advantage" "enum_site_settings_service_advantage";
  ALTER TABLE "site_settings" ADD COLUMN "checkout_uses_buy_online_path" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "find_similar_lower_case" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "show_something_similar_prompt" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "phone_reveals_id" integer;
  ALTER TABLE "site_settings_vehicle_page_sections" ADD CONSTRAINT "site_settings_vehicle_page_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_car_id_vehicles_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "site_settings_vehicle_page_sections_order_idx" ON "site_settings_vehicle_page_sections" USING btree ("_order");
  CREATE INDEX "site_settings_vehicle_page_sections_parent_id_idx" ON "site_settings_vehicle_page_sections" USING btree ("_parent_id");
  CREATE INDEX "phone_reveals_tenant_idx" ON "phone_reveals" USING btree ("tenant_id");
  CREATE INDEX "phone_reveals_revealed_at_idx" ON "phone_reveals" USING btree ("revealed_at");
  CREATE INDEX "phone_reveals_car_idx" ON "phone_reveals" USING btree ("car_id");
  CREATE INDEX "phone_reveals_updated_at_idx" ON "phone_reveals" USING btree ("updated_at");
  CREATE INDEX "phone_reveals_created_at_idx" ON "phone_reveals" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_phone_reveals_fk" FOREIGN KEY ("phone_reveals_id") REFERENCES "public"."phone_reveals"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_phone_reveals_id_idx" ON "payload_locked_documents_rels" USING btree ("phone_reveals_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings_vehicle_page_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "phone_reveals" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "site_settings_vehicle_page_sections" CASCADE;
  DROP TABLE "phone_reveals" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_phone_reveals_fk";
  
  DROP INDEX "payload_locked_documents_rels_phone_reveals_id_idx";
  ALTER TABLE "site_settings" DROP COLUMN "engine_display";
  ALTER TABLE "site_settings" DROP COLUMN "show_unregistered";
  ALTER TABLE "site_settings" DROP COLUMN "call_now_only_when_open";
  ALTER TABLE "site_settings" DROP COLUMN "offers_subscription";
  ALTER TABLE "site_settings" DROP COLUMN "service_advantage";
  ALTER TABLE "site_settings" DROP COLUMN "checkout_uses_buy_online_path";
  ALTER TABLE "site_settings" DROP COLUMN "find_similar_lower_case";
  ALTER TABLE "site_settings" DROP COLUMN "show_something_similar_prompt";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "phone_reveals_id";
  DROP TYPE "public"."enum_site_settings_vehicle_page_sections_section";
  DROP TYPE "public"."enum_site_settings_engine_display";
  DROP TYPE "public"."enum_site_settings_service_advantage";`)
}
