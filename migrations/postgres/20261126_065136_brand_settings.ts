import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_brand_heading_font" AS ENUM('system', 'inter', 'nunito', 'lora', 'oswald');
  CREATE TYPE "public"."enum_site_settings_brand_body_font" AS ENUM('system', 'inter', 'nunito', 'lora', 'oswald');
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
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_brand_logo_id_media_id_fk" FOREIGN KEY ("brand_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_brand_logo_dark_id_media_id_fk" FOREIGN KEY ("brand_logo_dark_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_brand_share_image_id_media_id_fk" FOREIGN KEY ("brand_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "site_settings_brand_brand_logo_idx" ON "site_settings" USING btree ("brand_logo_id");
  CREATE INDEX "site_settings_brand_brand_logo_dark_idx" ON "site_settings" USING btree ("brand_logo_dark_id");
  CREATE INDEX "site_settings_brand_brand_share_image_idx" ON "site_settings" USING btree ("brand_share_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_brand_logo_id_media_id_fk";
  
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_brand_logo_dark_id_media_id_fk";
  
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_brand_share_image_id_media_id_fk";
  
  DROP INDEX "site_settings_brand_brand_logo_idx";
  DROP INDEX "site_settings_brand_brand_logo_dark_idx";
  DROP INDEX "site_settings_brand_brand_share_image_idx";
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
  DROP TYPE "public"."enum_site_settings_brand_heading_font";
  DROP TYPE "public"."enum_site_settings_brand_body_font";`)
}
