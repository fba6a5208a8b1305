import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_site_settings_vehicle_page_sections_section" ADD VALUE 'priceRange' BEFORE 'share';
  ALTER TABLE "site_settings" ADD COLUMN "used_label_pre_owned" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "zero_price_band_as_enquire" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings_vehicle_page_sections" ALTER COLUMN "section" SET DATA TYPE text;
  DROP TYPE "public"."enum_site_settings_vehicle_page_sections_section";
  CREATE TYPE "public"."enum_site_settings_vehicle_page_sections_section" AS ENUM('gallery', 'summary', 'financeBox', 'keyInformation', 'features', 'dealerComments', 'rego', 'specs', 'serviceAdvantage', 'financeCalculator', 'reviews', 'location', 'share', 'stickyBar');
  ALTER TABLE "site_settings_vehicle_page_sections" ALTER COLUMN "section" SET DATA TYPE "public"."enum_site_settings_vehicle_page_sections_section" USING "section"::"public"."enum_site_settings_vehicle_page_sections_section";
  ALTER TABLE "site_settings" DROP COLUMN "used_label_pre_owned";
  ALTER TABLE "site_settings" DROP COLUMN "zero_price_band_as_enquire";`)
}
