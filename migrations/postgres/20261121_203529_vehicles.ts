import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_vehicles_car_type" AS ENUM('new', 'used', 'demo');
  CREATE TYPE "public"."enum_vehicles_status" AS ENUM('in_stock', 'sold', 'coming_soon');
  CREATE TABLE "vehicles_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"url" varchar
  );
  
  CREATE TABLE "vehicles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar,
  	"stocknum" varchar NOT NULL,
  	"slug" varchar,
  	"car_type" "enum_vehicles_car_type" DEFAULT 'used' NOT NULL,
  	"status" "enum_vehicles_status" DEFAULT 'in_stock' NOT NULL,
  	"show_on_dealer_website" boolean DEFAULT true,
  	"reserved" boolean DEFAULT false,
  	"sold" boolean DEFAULT false,
  	"sold_date" timestamp(3) with time zone,
  	"preorder" boolean DEFAULT false,
  	"tag" varchar,
  	"make" varchar,
  	"model" varchar,
  	"badge" varchar,
  	"series" varchar,
  	"year" numeric,
  	"price" numeric,
  	"before_price" numeric,
  	"subscription_price" numeric,
  	"offer_price" numeric,
  	"price_type" varchar,
  	"km" numeric,
  	"build_date" timestamp(3) with time zone,
  	"compliance_date" timestamp(3) with time zone,
  	"regplate" varchar,
  	"rego_expiry" timestamp(3) with time zone,
  	"vin" varchar,
  	"nvic" varchar,
  	"has_nvic" boolean DEFAULT false,
  	"colour" varchar,
  	"interior_colour" varchar,
  	"seats" numeric,
  	"doors" numeric,
  	"drive" varchar,
  	"simple_body" varchar,
  	"body" varchar,
  	"trans" varchar,
  	"simple_transmission" varchar,
  	"simple_fuel" varchar,
  	"fuel" varchar,
  	"engine_size" varchar,
  	"engine_size_litres" numeric,
  	"cylinders" numeric,
  	"certified" boolean DEFAULT false,
  	"item_type" varchar,
  	"carsales_title" varchar,
  	"private_suburb" varchar,
  	"private_postcode" varchar,
  	"views" numeric DEFAULT 0,
  	"custom_rank" numeric DEFAULT 0,
  	"dealercomments" varchar,
  	"standard_equipment" jsonb,
  	"filtered_features" jsonb,
  	"file" varchar,
  	"primary_image_url" varchar,
  	"thumbnails" jsonb,
  	"photos_count" numeric,
  	"dealership_id" numeric,
  	"dealership_slug" varchar,
  	"dealership_name" varchar,
  	"city" varchar,
  	"state" varchar,
  	"location_name" varchar,
  	"location_slug" varchar,
  	"location_phone" varchar,
  	"location_address_street" varchar,
  	"location_address_city" varchar,
  	"location_address_state" varchar,
  	"location_address_postcode" varchar,
  	"location_address_place_url" varchar,
  	"location_distribution_locations" jsonb,
  	"variant_enginesize" varchar,
  	"variant_enginesize_litres" numeric,
  	"variant_cylinders" numeric,
  	"variant_induction" varchar,
  	"variant_torque" varchar,
  	"variant_fuelconsumptioncombined" numeric,
  	"variant_fuelcapacity" numeric,
  	"variant_grossvehiclemass" numeric,
  	"variant_vehiclelength" numeric,
  	"variant_vehicleheight" numeric,
  	"variant_vehiclewidth" numeric,
  	"variant_towingcapacitybraked" numeric,
  	"variant_bodyconfiguration" varchar,
  	"variant_ancaprating" numeric,
  	"variant_geartype" varchar,
  	"specifications_body_width" numeric,
  	"specifications_body_length" numeric,
  	"specifications_tare_weight" numeric,
  	"specifications_axle_type" varchar,
  	"specifications_sleeps" numeric,
  	"specifications_aggregate_trailer_mass" numeric,
  	"autograb_data_state_average_market_price" numeric,
  	"autograb_data_average_market_price" numeric,
  	"youx_quote_weekly_repayment_amount" numeric,
  	"youx_quote_advertised_rate" numeric,
  	"youx_quote_comparison_rate" numeric,
  	"finance_lenders" jsonb,
  	"payment_processors" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vehicles_id" integer;
  ALTER TABLE "vehicles_images" ADD CONSTRAINT "vehicles_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vehicles_images" ADD CONSTRAINT "vehicles_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "vehicles_images_order_idx" ON "vehicles_images" USING btree ("_order");
  CREATE INDEX "vehicles_images_parent_id_idx" ON "vehicles_images" USING btree ("_parent_id");
  CREATE INDEX "vehicles_images_image_idx" ON "vehicles_images" USING btree ("image_id");
  CREATE INDEX "vehicles_tenant_idx" ON "vehicles" USING btree ("tenant_id");
  CREATE INDEX "vehicles_stocknum_idx" ON "vehicles" USING btree ("stocknum");
  CREATE INDEX "vehicles_slug_idx" ON "vehicles" USING btree ("slug");
  CREATE INDEX "vehicles_updated_at_idx" ON "vehicles" USING btree ("updated_at");
  CREATE INDEX "vehicles_created_at_idx" ON "vehicles" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_stocknum_idx" ON "vehicles" USING btree ("tenant_id","stocknum");
  CREATE UNIQUE INDEX "tenant_slug_1_idx" ON "vehicles" USING btree ("tenant_id","slug");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vehicles_fk" FOREIGN KEY ("vehicles_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_vehicles_id_idx" ON "payload_locked_documents_rels" USING btree ("vehicles_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "vehicles_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vehicles" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "vehicles_images" CASCADE;
  DROP TABLE "vehicles" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_vehicles_fk";
  
  DROP INDEX "payload_locked_documents_rels_vehicles_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "vehicles_id";
  DROP TYPE "public"."enum_vehicles_car_type";
  DROP TYPE "public"."enum_vehicles_status";`)
}
