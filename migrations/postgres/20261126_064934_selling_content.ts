import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
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
  
  ALTER TABLE "site_settings_why_buy_from_us" ADD CONSTRAINT "site_settings_why_buy_from_us_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_why_buy_from_us_order_idx" ON "site_settings_why_buy_from_us" USING btree ("_order");
  CREATE INDEX "site_settings_why_buy_from_us_parent_id_idx" ON "site_settings_why_buy_from_us" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "site_settings_why_buy_from_us" CASCADE;
  ALTER TABLE "site_settings_vehicle_page_sections" ALTER COLUMN "section" SET DATA TYPE text;
  DROP TYPE "public"."enum_site_settings_vehicle_page_sections_section";
  CREATE TYPE "public"."enum_site_settings_vehicle_page_sections_section" AS ENUM('gallery', 'summary', 'financeBox', 'keyInformation', 'features', 'dealerComments', 'rego', 'specs', 'serviceAdvantage', 'financeCalculator', 'reviews', 'location', 'priceRange', 'share', 'stickyBar');
  ALTER TABLE "site_settings_vehicle_page_sections" ALTER COLUMN "section" SET DATA TYPE "public"."enum_site_settings_vehicle_page_sections_section" USING "section"::"public"."enum_site_settings_vehicle_page_sections_section";`)
}
