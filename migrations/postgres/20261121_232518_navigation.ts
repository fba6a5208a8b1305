import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_navigation_menu_items_dynamic" AS ENUM('models', 'makes');
  CREATE TYPE "public"."enum_navigation_dealer_items_dynamic" AS ENUM('models', 'makes');
  CREATE TYPE "public"."enum_navigation_social_links_platform" AS ENUM('facebook', 'instagram', 'youtube', 'tiktok', 'linkedin', 'x');
  CREATE TYPE "public"."enum_navigation_dealer_mode" AS ENUM('append', 'override');
  CREATE TYPE "public"."enum_manufacturers_status" AS ENUM('active', 'hidden');
  CREATE TYPE "public"."enum_models_body_categories" AS ENUM('Cars', 'Hatch and sedans', 'SUVs and 4WDs', 'Utes and Vans', 'GR and performance', 'Electrified', 'Upcoming', 'Discontinued');
  CREATE TYPE "public"."enum_models_status" AS ENUM('active', 'coming_soon', 'discontinued', 'hidden');
  CREATE TABLE "navigation_menu_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"mandatory" boolean DEFAULT true,
  	"shown" boolean DEFAULT false
  );
  
  CREATE TABLE "navigation_menu_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"mandatory" boolean DEFAULT true,
  	"shown" boolean DEFAULT false,
  	"dynamic" "enum_navigation_menu_items_dynamic"
  );
  
  CREATE TABLE "navigation_dealer_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"mandatory" boolean DEFAULT true,
  	"shown" boolean DEFAULT false
  );
  
  CREATE TABLE "navigation_dealer_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"mandatory" boolean DEFAULT true,
  	"shown" boolean DEFAULT false,
  	"dynamic" "enum_navigation_dealer_items_dynamic"
  );
  
  CREATE TABLE "navigation_footer_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"mandatory" boolean DEFAULT true,
  	"shown" boolean DEFAULT false
  );
  
  CREATE TABLE "navigation_footer_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"mandatory" boolean DEFAULT true,
  	"shown" boolean DEFAULT false
  );
  
  CREATE TABLE "navigation_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" "enum_navigation_social_links_platform" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_licence_numbers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL
  );
  
  CREATE TABLE "navigation" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"dealer_mode" "enum_navigation_dealer_mode" DEFAULT 'append',
  	"models_manufacturer_id" integer,
  	"show_search" boolean DEFAULT true,
  	"copyright_name" varchar,
  	"footer_text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "manufacturers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"logo_id" integer,
  	"override_url" varchar,
  	"status" "enum_manufacturers_status" DEFAULT 'active' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "models_body_categories" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_models_body_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "models" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"manufacturer_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"status" "enum_models_status" DEFAULT 'active' NOT NULL,
  	"order" numeric DEFAULT 100,
  	"image_id" integer,
  	"override_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "brand_assets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "navigation_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "manufacturers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "models_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "brand_assets_id" integer;
  ALTER TABLE "navigation_menu_items_children" ADD CONSTRAINT "navigation_menu_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_menu_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_menu_items" ADD CONSTRAINT "navigation_menu_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_dealer_items_children" ADD CONSTRAINT "navigation_dealer_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_dealer_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_dealer_items" ADD CONSTRAINT "navigation_dealer_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_footer_items_children" ADD CONSTRAINT "navigation_footer_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_footer_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_footer_items" ADD CONSTRAINT "navigation_footer_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_social_links" ADD CONSTRAINT "navigation_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_licence_numbers" ADD CONSTRAINT "navigation_licence_numbers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation" ADD CONSTRAINT "navigation_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigation" ADD CONSTRAINT "navigation_models_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("models_manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "manufacturers" ADD CONSTRAINT "manufacturers_logo_id_brand_assets_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."brand_assets"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "models_body_categories" ADD CONSTRAINT "models_body_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "models" ADD CONSTRAINT "models_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "models" ADD CONSTRAINT "models_image_id_brand_assets_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."brand_assets"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "navigation_menu_items_children_order_idx" ON "navigation_menu_items_children" USING btree ("_order");
  CREATE INDEX "navigation_menu_items_children_parent_id_idx" ON "navigation_menu_items_children" USING btree ("_parent_id");
  CREATE INDEX "navigation_menu_items_order_idx" ON "navigation_menu_items" USING btree ("_order");
  CREATE INDEX "navigation_menu_items_parent_id_idx" ON "navigation_menu_items" USING btree ("_parent_id");
  CREATE INDEX "navigation_dealer_items_children_order_idx" ON "navigation_dealer_items_children" USING btree ("_order");
  CREATE INDEX "navigation_dealer_items_children_parent_id_idx" ON "navigation_dealer_items_children" USING btree ("_parent_id");
  CREATE INDEX "navigation_dealer_items_order_idx" ON "navigation_dealer_items" USING btree ("_order");
  CREATE INDEX "navigation_dealer_items_parent_id_idx" ON "navigation_dealer_items" USING btree ("_parent_id");
  CREATE INDEX "navigation_footer_items_children_order_idx" ON "navigation_footer_items_children" USING btree ("_order");
  CREATE INDEX "navigation_footer_items_children_parent_id_idx" ON "navigation_footer_items_children" USING btree ("_parent_id");
  CREATE INDEX "navigation_footer_items_order_idx" ON "navigation_footer_items" USING btree ("_order");
  CREATE INDEX "navigation_footer_items_parent_id_idx" ON "navigation_footer_items" USING btree ("_parent_id");
  CREATE INDEX "navigation_social_links_order_idx" ON "navigation_social_links" USING btree ("_order");
  CREATE INDEX "navigation_social_links_parent_id_idx" ON "navigation_social_links" USING btree ("_parent_id");
  CREATE INDEX "navigation_licence_numbers_order_idx" ON "navigation_licence_numbers" USING btree ("_order");
  CREATE INDEX "navigation_licence_numbers_parent_id_idx" ON "navigation_licence_numbers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "navigation_tenant_idx" ON "navigation" USING btree ("tenant_id");
  CREATE INDEX "navigation_models_manufacturer_idx" ON "navigation" USING btree ("models_manufacturer_id");
  CREATE INDEX "navigation_updated_at_idx" ON "navigation" USING btree ("updated_at");
  CREATE INDEX "navigation_created_at_idx" ON "navigation" USING btree ("created_at");
  CREATE UNIQUE INDEX "manufacturers_name_idx" ON "manufacturers" USING btree ("name");
  CREATE UNIQUE INDEX "manufacturers_slug_idx" ON "manufacturers" USING btree ("slug");
  CREATE INDEX "manufacturers_logo_idx" ON "manufacturers" USING btree ("logo_id");
  CREATE INDEX "manufacturers_updated_at_idx" ON "manufacturers" USING btree ("updated_at");
  CREATE INDEX "manufacturers_created_at_idx" ON "manufacturers" USING btree ("created_at");
  CREATE INDEX "models_body_categories_order_idx" ON "models_body_categories" USING btree ("order");
  CREATE INDEX "models_body_categories_parent_idx" ON "models_body_categories" USING btree ("parent_id");
  CREATE INDEX "models_manufacturer_idx" ON "models" USING btree ("manufacturer_id");
  CREATE INDEX "models_slug_idx" ON "models" USING btree ("slug");
  CREATE INDEX "models_image_idx" ON "models" USING btree ("image_id");
  CREATE INDEX "models_updated_at_idx" ON "models" USING btree ("updated_at");
  CREATE INDEX "models_created_at_idx" ON "models" USING btree ("created_at");
  CREATE INDEX "brand_assets_updated_at_idx" ON "brand_assets" USING btree ("updated_at");
  CREATE INDEX "brand_assets_created_at_idx" ON "brand_assets" USING btree ("created_at");
  CREATE UNIQUE INDEX "brand_assets_filename_idx" ON "brand_assets" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_navigation_fk" FOREIGN KEY ("navigation_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_manufacturers_fk" FOREIGN KEY ("manufacturers_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_models_fk" FOREIGN KEY ("models_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_brand_assets_fk" FOREIGN KEY ("brand_assets_id") REFERENCES "public"."brand_assets"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_navigation_id_idx" ON "payload_locked_documents_rels" USING btree ("navigation_id");
  CREATE INDEX "payload_locked_documents_rels_manufacturers_id_idx" ON "payload_locked_documents_rels" USING btree ("manufacturers_id");
  CREATE INDEX "payload_locked_documents_rels_models_id_idx" ON "payload_locked_documents_rels" USING btree ("models_id");
  CREATE INDEX "payload_locked_documents_rels_brand_assets_id_idx" ON "payload_locked_documents_rels" USING btree ("brand_assets_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "navigation_menu_items_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_menu_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_dealer_items_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_dealer_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_footer_items_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_footer_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_social_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_licence_numbers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "manufacturers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "models_body_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "models" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brand_assets" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "navigation_menu_items_children" CASCADE;
  DROP TABLE "navigation_menu_items" CASCADE;
  DROP TABLE "navigation_dealer_items_children" CASCADE;
  DROP TABLE "navigation_dealer_items" CASCADE;
  DROP TABLE "navigation_footer_items_children" CASCADE;
  DROP TABLE "navigation_footer_items" CASCADE;
  DROP TABLE "navigation_social_links" CASCADE;
  DROP TABLE "navigation_licence_numbers" CASCADE;
  DROP TABLE "navigation" CASCADE;
  DROP TABLE "manufacturers" CASCADE;
  DROP TABLE "models_body_categories" CASCADE;
  DROP TABLE "models" CASCADE;
  DROP TABLE "brand_assets" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_navigation_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_manufacturers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_models_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_brand_assets_fk";
  
  DROP INDEX "payload_locked_documents_rels_navigation_id_idx";
  DROP INDEX "payload_locked_documents_rels_manufacturers_id_idx";
  DROP INDEX "payload_locked_documents_rels_models_id_idx";
  DROP INDEX "payload_locked_documents_rels_brand_assets_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "navigation_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "manufacturers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "models_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "brand_assets_id";
  DROP TYPE "public"."enum_navigation_menu_items_dynamic";
  DROP TYPE "public"."enum_navigation_dealer_items_dynamic";
  DROP TYPE "public"."enum_navigation_social_links_platform";
  DROP TYPE "public"."enum_navigation_dealer_mode";
  DROP TYPE "public"."enum_manufacturers_status";
  DROP TYPE "public"."enum_models_body_categories";
  DROP TYPE "public"."enum_models_status";`)
}
