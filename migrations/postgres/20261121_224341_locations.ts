import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_locations_variant" AS ENUM('primary', 'sales', 'service', 'parts', 'service-and-parts', 'all', 'one');
  CREATE TYPE "public"."enum__pages_v_blocks_locations_variant" AS ENUM('primary', 'sales', 'service', 'parts', 'service-and-parts', 'all', 'one');
  CREATE TYPE "public"."enum_locations_contact_detail_opening_hours_hours_type" AS ENUM('sales', 'service', 'parts');
  CREATE TYPE "public"."enum_locations_contact_detail_opening_hours_weekday" AS ENUM('0', '1', '2', '3', '4', '5', '6');
  CREATE TYPE "public"."enum_locations_contact_detail_opening_hours_status" AS ENUM('Open', 'Closed');
  CREATE TYPE "public"."enum_locations_special_hours_status" AS ENUM('Open', 'Closed');
  CREATE TYPE "public"."enum_locations_location_type" AS ENUM('sales', 'service', 'parts');
  CREATE TYPE "public"."enum_locations_address_state" AS ENUM('ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA');
  CREATE TABLE "pages_blocks_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"variant" "enum_pages_blocks_locations_variant" DEFAULT 'primary',
  	"location_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"variant" "enum__pages_v_blocks_locations_variant" DEFAULT 'primary',
  	"location_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "dealerships" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"dealer_license_number" varchar,
  	"motor_vehicle_repairer" varchar,
  	"review_url" varchar,
  	"visible" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "dealerships_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "locations_contact_detail_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"hours_type" "enum_locations_contact_detail_opening_hours_hours_type" DEFAULT 'sales' NOT NULL,
  	"weekday" "enum_locations_contact_detail_opening_hours_weekday" NOT NULL,
  	"status" "enum_locations_contact_detail_opening_hours_status" DEFAULT 'Open' NOT NULL,
  	"formated_hours" varchar,
  	"open" varchar,
  	"close" varchar
  );
  
  CREATE TABLE "locations_special_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"name" varchar,
  	"status" "enum_locations_special_hours_status" DEFAULT 'Closed' NOT NULL,
  	"start_hour" varchar,
  	"end_hour" varchar
  );
  
  CREATE TABLE "locations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"dealership_id" integer,
  	"location_type" "enum_locations_location_type",
  	"location_subtype" varchar,
  	"sort_order" numeric DEFAULT 0,
  	"primary" boolean DEFAULT false,
  	"visible" boolean DEFAULT true,
  	"coming_soon" boolean DEFAULT false,
  	"dealer_license_number" varchar,
  	"motor_vehicle_repairer" varchar,
  	"image_id" integer,
  	"address_street" varchar,
  	"address_city" varchar,
  	"address_state" "enum_locations_address_state",
  	"address_postcode" varchar,
  	"address_lat" numeric,
  	"address_long" numeric,
  	"address_place_url" varchar,
  	"address_place_id" varchar,
  	"contact_detail_phone" varchar,
  	"contact_detail_landline_phone" varchar,
  	"contact_detail_email" varchar,
  	"reviews_average_rating" numeric,
  	"reviews_count" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "locations_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "dealerships_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "locations_id" integer;
  ALTER TABLE "pages_blocks_locations" ADD CONSTRAINT "pages_blocks_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_locations" ADD CONSTRAINT "pages_blocks_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_locations" ADD CONSTRAINT "_pages_v_blocks_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_locations" ADD CONSTRAINT "_pages_v_blocks_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealerships" ADD CONSTRAINT "dealerships_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dealerships_texts" ADD CONSTRAINT "dealerships_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_contact_detail_opening_hours" ADD CONSTRAINT "locations_contact_detail_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_special_hours" ADD CONSTRAINT "locations_special_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations_texts" ADD CONSTRAINT "locations_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_locations_order_idx" ON "pages_blocks_locations" USING btree ("_order");
  CREATE INDEX "pages_blocks_locations_parent_id_idx" ON "pages_blocks_locations" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_locations_path_idx" ON "pages_blocks_locations" USING btree ("_path");
  CREATE INDEX "pages_blocks_locations_location_idx" ON "pages_blocks_locations" USING btree ("location_id");
  CREATE INDEX "_pages_v_blocks_locations_order_idx" ON "_pages_v_blocks_locations" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_locations_parent_id_idx" ON "_pages_v_blocks_locations" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_locations_path_idx" ON "_pages_v_blocks_locations" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_locations_location_idx" ON "_pages_v_blocks_locations" USING btree ("location_id");
  CREATE INDEX "dealerships_tenant_idx" ON "dealerships" USING btree ("tenant_id");
  CREATE INDEX "dealerships_slug_idx" ON "dealerships" USING btree ("slug");
  CREATE INDEX "dealerships_updated_at_idx" ON "dealerships" USING btree ("updated_at");
  CREATE INDEX "dealerships_created_at_idx" ON "dealerships" USING btree ("created_at");
  CREATE INDEX "dealerships_texts_order_parent" ON "dealerships_texts" USING btree ("order","parent_id");
  CREATE INDEX "locations_contact_detail_opening_hours_order_idx" ON "locations_contact_detail_opening_hours" USING btree ("_order");
  CREATE INDEX "locations_contact_detail_opening_hours_parent_id_idx" ON "locations_contact_detail_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "locations_special_hours_order_idx" ON "locations_special_hours" USING btree ("_order");
  CREATE INDEX "locations_special_hours_parent_id_idx" ON "locations_special_hours" USING btree ("_parent_id");
  CREATE INDEX "locations_tenant_idx" ON "locations" USING btree ("tenant_id");
  CREATE INDEX "locations_slug_idx" ON "locations" USING btree ("slug");
  CREATE INDEX "locations_dealership_idx" ON "locations" USING btree ("dealership_id");
  CREATE INDEX "locations_image_idx" ON "locations" USING btree ("image_id");
  CREATE INDEX "locations_updated_at_idx" ON "locations" USING btree ("updated_at");
  CREATE INDEX "locations_created_at_idx" ON "locations" USING btree ("created_at");
  CREATE INDEX "locations_texts_order_parent" ON "locations_texts" USING btree ("order","parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dealerships_fk" FOREIGN KEY ("dealerships_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_dealerships_id_idx" ON "payload_locked_documents_rels" USING btree ("dealerships_id");
  CREATE INDEX "payload_locked_documents_rels_locations_id_idx" ON "payload_locked_documents_rels" USING btree ("locations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dealerships" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dealerships_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_contact_detail_opening_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_special_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_locations" CASCADE;
  DROP TABLE "_pages_v_blocks_locations" CASCADE;
  DROP TABLE "dealerships" CASCADE;
  DROP TABLE "dealerships_texts" CASCADE;
  DROP TABLE "locations_contact_detail_opening_hours" CASCADE;
  DROP TABLE "locations_special_hours" CASCADE;
  DROP TABLE "locations" CASCADE;
  DROP TABLE "locations_texts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_dealerships_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_locations_fk";
  
  DROP INDEX "payload_locked_documents_rels_dealerships_id_idx";
  DROP INDEX "payload_locked_documents_rels_locations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "dealerships_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "locations_id";
  DROP TYPE "public"."enum_pages_blocks_locations_variant";
  DROP TYPE "public"."enum__pages_v_blocks_locations_variant";
  DROP TYPE "public"."enum_locations_contact_detail_opening_hours_hours_type";
  DROP TYPE "public"."enum_locations_contact_detail_opening_hours_weekday";
  DROP TYPE "public"."enum_locations_contact_detail_opening_hours_status";
  DROP TYPE "public"."enum_locations_special_hours_status";
  DROP TYPE "public"."enum_locations_location_type";
  DROP TYPE "public"."enum_locations_address_state";`)
}
