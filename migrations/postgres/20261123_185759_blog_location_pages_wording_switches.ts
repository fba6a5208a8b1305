import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_location_pages" AS ENUM('our-location', 'contact-us', 'locations');
  CREATE TYPE "public"."enum_pages_blocks_locations_display" AS ENUM('grid', 'carousel');
  CREATE TYPE "public"."enum__pages_v_blocks_locations_display" AS ENUM('grid', 'carousel');
  CREATE TYPE "public"."enum_posts_category" AS ENUM('vehicle-reviews', 'news', 'tips-and-advice', 'community');
  CREATE TYPE "public"."enum_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_version_category" AS ENUM('vehicle-reviews', 'news', 'tips-and-advice', 'community');
  CREATE TYPE "public"."enum__posts_v_version_status" AS ENUM('draft', 'published');
  ALTER TYPE "public"."enum_site_settings_vehicle_page_sections_section" ADD VALUE 'priceRange' BEFORE 'share';
  CREATE TABLE "pages_blocks_guarantee_strip" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"reserve_url" varchar DEFAULT '/search/used-cars',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_blog_categories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_guarantee_strip" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"reserve_url" varchar DEFAULT '/search/used-cars',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_blog_categories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"title" varchar,
  	"slug" varchar,
  	"category" "enum_posts_category" DEFAULT 'vehicle-reviews',
  	"published_date" timestamp(3) with time zone,
  	"excerpt" varchar,
  	"image_id" integer,
  	"content" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_category" "enum__posts_v_version_category" DEFAULT 'vehicle-reviews',
  	"version_published_date" timestamp(3) with time zone,
  	"version_excerpt" varchar,
  	"version_image_id" integer,
  	"version_content" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "site_settings" ADD COLUMN "location_pages" "enum_site_settings_location_pages" DEFAULT 'our-location';
  ALTER TABLE "site_settings" ADD COLUMN "used_label_pre_owned" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "zero_price_band_as_enquire" boolean DEFAULT false;
  ALTER TABLE "pages_blocks_locations" ADD COLUMN "display" "enum_pages_blocks_locations_display" DEFAULT 'grid';
  ALTER TABLE "_pages_v_blocks_locations" ADD COLUMN "display" "enum__pages_v_blocks_locations_display" DEFAULT 'grid';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "posts_id" integer;
  ALTER TABLE "pages_blocks_guarantee_strip" ADD CONSTRAINT "pages_blocks_guarantee_strip_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_blog_categories" ADD CONSTRAINT "pages_blocks_blog_categories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_guarantee_strip" ADD CONSTRAINT "_pages_v_blocks_guarantee_strip_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_blog_categories" ADD CONSTRAINT "_pages_v_blocks_blog_categories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_guarantee_strip_order_idx" ON "pages_blocks_guarantee_strip" USING btree ("_order");
  CREATE INDEX "pages_blocks_guarantee_strip_parent_id_idx" ON "pages_blocks_guarantee_strip" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_guarantee_strip_path_idx" ON "pages_blocks_guarantee_strip" USING btree ("_path");
  CREATE INDEX "pages_blocks_blog_categories_order_idx" ON "pages_blocks_blog_categories" USING btree ("_order");
  CREATE INDEX "pages_blocks_blog_categories_parent_id_idx" ON "pages_blocks_blog_categories" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_blog_categories_path_idx" ON "pages_blocks_blog_categories" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_guarantee_strip_order_idx" ON "_pages_v_blocks_guarantee_strip" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_guarantee_strip_parent_id_idx" ON "_pages_v_blocks_guarantee_strip" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_guarantee_strip_path_idx" ON "_pages_v_blocks_guarantee_strip" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_blog_categories_order_idx" ON "_pages_v_blocks_blog_categories" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_blog_categories_parent_id_idx" ON "_pages_v_blocks_blog_categories" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_blog_categories_path_idx" ON "_pages_v_blocks_blog_categories" USING btree ("_path");
  CREATE INDEX "posts_tenant_idx" ON "posts" USING btree ("tenant_id");
  CREATE INDEX "posts_slug_idx" ON "posts" USING btree ("slug");
  CREATE INDEX "posts_image_idx" ON "posts" USING btree ("image_id");
  CREATE INDEX "posts_updated_at_idx" ON "posts" USING btree ("updated_at");
  CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at");
  CREATE INDEX "posts__status_idx" ON "posts" USING btree ("_status");
  CREATE INDEX "_posts_v_parent_idx" ON "_posts_v" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_version_tenant_idx" ON "_posts_v" USING btree ("version_tenant_id");
  CREATE INDEX "_posts_v_version_version_slug_idx" ON "_posts_v" USING btree ("version_slug");
  CREATE INDEX "_posts_v_version_version_image_idx" ON "_posts_v" USING btree ("version_image_id");
  CREATE INDEX "_posts_v_version_version_updated_at_idx" ON "_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_posts_v_version_version_created_at_idx" ON "_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_posts_v_version_version__status_idx" ON "_posts_v" USING btree ("version__status");
  CREATE INDEX "_posts_v_created_at_idx" ON "_posts_v" USING btree ("created_at");
  CREATE INDEX "_posts_v_updated_at_idx" ON "_posts_v" USING btree ("updated_at");
  CREATE INDEX "_posts_v_latest_idx" ON "_posts_v" USING btree ("latest");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("posts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_guarantee_strip" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_blog_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_guarantee_strip" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_blog_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_guarantee_strip" CASCADE;
  DROP TABLE "pages_blocks_blog_categories" CASCADE;
  DROP TABLE "_pages_v_blocks_guarantee_strip" CASCADE;
  DROP TABLE "_pages_v_blocks_blog_categories" CASCADE;
  DROP TABLE "posts" CASCADE;
  DROP TABLE "_posts_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_posts_fk";
  
  ALTER TABLE "site_settings_vehicle_page_sections" ALTER COLUMN "section" SET DATA TYPE text;
  DROP TYPE "public"."enum_site_settings_vehicle_page_sections_section";
  CREATE TYPE "public"."enum_site_settings_vehicle_page_sections_section" AS ENUM('gallery', 'summary', 'financeBox', 'keyInformation', 'features', 'dealerComments', 'rego', 'specs', 'serviceAdvantage', 'financeCalculator', 'reviews', 'location', 'share', 'stickyBar');
  ALTER TABLE "site_settings_vehicle_page_sections" ALTER COLUMN "section" SET DATA TYPE "public"."enum_site_settings_vehicle_page_sections_section" USING "section"::"public"."enum_site_settings_vehicle_page_sections_section";
  DROP INDEX "payload_locked_documents_rels_posts_id_idx";
  ALTER TABLE "site_settings" DROP COLUMN "location_pages";
  ALTER TABLE "site_settings" DROP COLUMN "used_label_pre_owned";
  ALTER TABLE "site_settings" DROP COLUMN "zero_price_band_as_enquire";
  ALTER TABLE "pages_blocks_locations" DROP COLUMN "display";
  ALTER TABLE "_pages_v_blocks_locations" DROP COLUMN "display";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "posts_id";
  DROP TYPE "public"."enum_site_settings_location_pages";
  DROP TYPE "public"."enum_pages_blocks_locations_display";
  DROP TYPE "public"."enum__pages_v_blocks_locations_display";
  DROP TYPE "public"."enum_posts_category";
  DROP TYPE "public"."enum_posts_status";
  DROP TYPE "public"."enum__posts_v_version_category";
  DROP TYPE "public"."enum__posts_v_version_status";`)
}
