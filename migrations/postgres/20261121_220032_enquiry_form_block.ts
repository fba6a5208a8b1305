import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_enquiry_form_kind" AS ENUM('general', 'test-drive', 'request-photos', 'make-an-offer', 'finance', 'fleet', 'find-similar', 'service', 'parts', 'trade-in', 'former-customer', 'careers');
  CREATE TYPE "public"."enum__pages_v_blocks_enquiry_form_kind" AS ENUM('general', 'test-drive', 'request-photos', 'make-an-offer', 'finance', 'fleet', 'find-similar', 'service', 'parts', 'trade-in', 'former-customer', 'careers');
  CREATE TABLE "pages_blocks_enquiry_form_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_enquiry_form_dealerships" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar
  );
  
  CREATE TABLE "pages_blocks_enquiry_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_pages_blocks_enquiry_form_kind" DEFAULT 'general',
  	"heading" varchar,
  	"intro" varchar,
  	"category" varchar,
  	"subcategory" varchar,
  	"fields_category_select" boolean,
  	"fields_last_name" boolean,
  	"fields_preferred_contact_method" boolean DEFAULT true,
  	"fields_finance_status" boolean,
  	"fields_trade_in" boolean,
  	"fields_appointments" boolean,
  	"fields_appointment_days" numeric DEFAULT 7,
  	"fields_require_terms" boolean,
  	"fields_terms_text" varchar,
  	"multi_step" boolean,
  	"submit_text" varchar DEFAULT 'Submit Form',
  	"success_redirect" varchar DEFAULT '/success',
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_enquiry_form_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_enquiry_form_dealerships" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_enquiry_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__pages_v_blocks_enquiry_form_kind" DEFAULT 'general',
  	"heading" varchar,
  	"intro" varchar,
  	"category" varchar,
  	"subcategory" varchar,
  	"fields_category_select" boolean,
  	"fields_last_name" boolean,
  	"fields_preferred_contact_method" boolean DEFAULT true,
  	"fields_finance_status" boolean,
  	"fields_trade_in" boolean,
  	"fields_appointments" boolean,
  	"fields_appointment_days" numeric DEFAULT 7,
  	"fields_require_terms" boolean,
  	"fields_terms_text" varchar,
  	"multi_step" boolean,
  	"submit_text" varchar DEFAULT 'Submit Form',
  	"success_redirect" varchar DEFAULT '/success',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_enquiry_form_bullets" ADD CONSTRAINT "pages_blocks_enquiry_form_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_enquiry_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_enquiry_form_dealerships" ADD CONSTRAINT "pages_blocks_enquiry_form_dealerships_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_enquiry_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_enquiry_form" ADD CONSTRAINT "pages_blocks_enquiry_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_enquiry_form_bullets" ADD CONSTRAINT "_pages_v_blocks_enquiry_form_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_enquiry_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_enquiry_form_dealerships" ADD CONSTRAINT "_pages_v_blocks_enquiry_form_dealerships_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_enquiry_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_enquiry_form" ADD CONSTRAINT "_pages_v_blocks_enquiry_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_enquiry_form_bullets_order_idx" ON "pages_blocks_enquiry_form_bullets" USING btree ("_order");
  CREATE INDEX "pages_blocks_enquiry_form_bullets_parent_id_idx" ON "pages_blocks_enquiry_form_bullets" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_enquiry_form_dealerships_order_idx" ON "pages_blocks_enquiry_form_dealerships" USING btree ("_order");
  CREATE INDEX "pages_blocks_enquiry_form_dealerships_parent_id_idx" ON "pages_blocks_enquiry_form_dealerships" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_enquiry_form_order_idx" ON "pages_blocks_enquiry_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_enquiry_form_parent_id_idx" ON "pages_blocks_enquiry_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_enquiry_form_path_idx" ON "pages_blocks_enquiry_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_enquiry_form_bullets_order_idx" ON "_pages_v_blocks_enquiry_form_bullets" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_enquiry_form_bullets_parent_id_idx" ON "_pages_v_blocks_enquiry_form_bullets" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_enquiry_form_dealerships_order_idx" ON "_pages_v_blocks_enquiry_form_dealerships" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_enquiry_form_dealerships_parent_id_idx" ON "_pages_v_blocks_enquiry_form_dealerships" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_enquiry_form_order_idx" ON "_pages_v_blocks_enquiry_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_enquiry_form_parent_id_idx" ON "_pages_v_blocks_enquiry_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_enquiry_form_path_idx" ON "_pages_v_blocks_enquiry_form" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_enquiry_form_bullets" CASCADE;
  DROP TABLE "pages_blocks_enquiry_form_dealerships" CASCADE;
  DROP TABLE "pages_blocks_enquiry_form" CASCADE;
  DROP TABLE "_pages_v_blocks_enquiry_form_bullets" CASCADE;
  DROP TABLE "_pages_v_blocks_enquiry_form_dealerships" CASCADE;
  DROP TABLE "_pages_v_blocks_enquiry_form" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_enquiry_form_kind";
  DROP TYPE "public"."enum__pages_v_blocks_enquiry_form_kind";`)
}
