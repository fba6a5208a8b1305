import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_enquiries_delivery_status" AS ENUM('pending', 'delivered', 'needs-operator', 'dismissed');
  CREATE TYPE "public"."enum_enquiries_form_kind" AS ENUM('general', 'vehicle', 'test-drive', 'request-photos', 'make-an-offer', 'finance', 'fleet', 'find-similar', 'service', 'parts', 'trade-in', 'former-customer', 'careers');
  CREATE TYPE "public"."enum_enquiries_preferred_contact_method" AS ENUM('Phone', 'Email', 'SMS');
  CREATE TYPE "public"."enum_enquiries_trade_in_rego_state" AS ENUM('ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA');
  CREATE TABLE "tenants_lead_delivery_recipients" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL
  );
  
  CREATE TABLE "enquiries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"received_at" timestamp(3) with time zone NOT NULL,
  	"delivery_status" "enum_enquiries_delivery_status",
  	"next_delivery_at" timestamp(3) with time zone,
  	"delivery_version" numeric DEFAULT 0 NOT NULL,
  	"form_kind" "enum_enquiries_form_kind" NOT NULL,
  	"category" varchar NOT NULL,
  	"subcategory" varchar,
  	"name" varchar NOT NULL,
  	"last_name" varchar,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"postcode" varchar NOT NULL,
  	"preferred_contact_method" "enum_enquiries_preferred_contact_method" DEFAULT 'Phone' NOT NULL,
  	"postcode_location" jsonb,
  	"message" varchar,
  	"offer_from_client" numeric,
  	"test_drive_booking_date" timestamp(3) with time zone,
  	"trade_in_has_trade_in" boolean,
  	"trade_in_kms" numeric,
  	"trade_in_rego" varchar,
  	"trade_in_rego_state" "enum_enquiries_trade_in_rego_state",
  	"trade_in_valuation" numeric,
  	"additional_services" jsonb,
  	"car_id" varchar,
  	"car_dealership_id" varchar,
  	"vehicle" jsonb,
  	"dealership_slug" varchar,
  	"location_id" varchar,
  	"page_id" varchar,
  	"url" varchar NOT NULL,
  	"source" varchar DEFAULT 'Website' NOT NULL,
  	"user_agent" varchar,
  	"lead_attributes_visited_pages" jsonb,
  	"lead_attributes_linked_query_params" jsonb,
  	"form_completed" boolean DEFAULT true,
  	"offer_accepted" boolean DEFAULT false,
  	"consent_opt_in" boolean DEFAULT false,
  	"consent_opt_in_finance" boolean,
  	"consent_opt_in_trade" boolean,
  	"consent_wording" varchar,
  	"consent_terms_agreed" boolean DEFAULT false,
  	"consent_terms_wording" varchar,
  	"consent_recorded_at" timestamp(3) with time zone,
  	"deliveries" jsonb,
  	"idempotency_key" varchar NOT NULL,
  	"client_address_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "tenants" ADD COLUMN "lead_delivery_webhook_url" varchar;
  ALTER TABLE "tenants" ADD COLUMN "lead_delivery_webhook_secret" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "enquiries_id" integer;
  ALTER TABLE "tenants_lead_delivery_recipients" ADD CONSTRAINT "tenants_lead_delivery_recipients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "tenants_lead_delivery_recipients_order_idx" ON "tenants_lead_delivery_recipients" USING btree ("_order");
  CREATE INDEX "tenants_lead_delivery_recipients_parent_id_idx" ON "tenants_lead_delivery_recipients" USING btree ("_parent_id");
  CREATE INDEX "enquiries_tenant_idx" ON "enquiries" USING btree ("tenant_id");
  CREATE INDEX "enquiries_received_at_idx" ON "enquiries" USING btree ("received_at");
  CREATE INDEX "enquiries_delivery_status_idx" ON "enquiries" USING btree ("delivery_status");
  CREATE INDEX "enquiries_next_delivery_at_idx" ON "enquiries" USING btree ("next_delivery_at");
  CREATE INDEX "enquiries_category_idx" ON "enquiries" USING btree ("category");
  CREATE INDEX "enquiries_email_idx" ON "enquiries" USING btree ("email");
  CREATE INDEX "enquiries_car_id_idx" ON "enquiries" USING btree ("car_id");
  CREATE INDEX "enquiries_idempotency_key_idx" ON "enquiries" USING btree ("idempotency_key");
  CREATE INDEX "enquiries_client_address_hash_idx" ON "enquiries" USING btree ("client_address_hash");
  CREATE INDEX "enquiries_updated_at_idx" ON "enquiries" USING btree ("updated_at");
  CREATE INDEX "enquiries_created_at_idx" ON "enquiries" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_idempotency_key_idx" ON "enquiries" USING btree ("tenant_id","idempotency_key");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_enquiries_fk" FOREIGN KEY ("enquiries_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_enquiries_id_idx" ON "payload_locked_documents_rels" USING btree ("enquiries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants_lead_delivery_recipients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "enquiries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "tenants_lead_delivery_recipients" CASCADE;
  DROP TABLE "enquiries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_enquiries_fk";
  
  DROP INDEX "payload_locked_documents_rels_enquiries_id_idx";
  ALTER TABLE "tenants" DROP COLUMN "lead_delivery_webhook_url";
  ALTER TABLE "tenants" DROP COLUMN "lead_delivery_webhook_secret";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "enquiries_id";
  DROP TYPE "public"."enum_enquiries_delivery_status";
  DROP TYPE "public"."enum_enquiries_form_kind";
  DROP TYPE "public"."enum_enquiries_preferred_contact_method";
  DROP TYPE "public"."enum_enquiries_trade_in_rego_state";`)
}
