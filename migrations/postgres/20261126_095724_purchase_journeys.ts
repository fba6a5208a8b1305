import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_purchase_journeys_status" AS ENUM('in_progress', 'awaiting_payment', 'completed');
  CREATE TYPE "public"."enum_purchase_journeys_step" AS ENUM('details', 'trade-in', 'payment-method', 'delivery', 'review', 'payment');
  CREATE TYPE "public"."enum_purchase_journeys_trade_in_rego_state" AS ENUM('ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA');
  CREATE TYPE "public"."enum_purchase_journeys_payment_method" AS ENUM('cash', 'finance', 'both');
  CREATE TYPE "public"."enum_purchase_journeys_finance_frequency" AS ENUM('weekly', 'fortnightly', 'monthly');
  CREATE TYPE "public"."enum_purchase_journeys_handover_option" AS ENUM('pickup', 'delivery');
  CREATE TYPE "public"."enum_purchase_journeys_handover_state" AS ENUM('ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA');
  CREATE TYPE "public"."enum_purchase_journeys_payment_amount" AS ENUM('deposit', 'full');
  CREATE TABLE "purchase_journeys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"reference" varchar NOT NULL,
  	"status" "enum_purchase_journeys_status" NOT NULL,
  	"step" "enum_purchase_journeys_step" NOT NULL,
  	"car_id" integer NOT NULL,
  	"car_name" varchar,
  	"car_slug" varchar,
  	"car_price" numeric,
  	"shopper_id" integer,
  	"first_name" varchar,
  	"last_name" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"postcode" varchar,
  	"trade_in_has_trade_in" boolean,
  	"trade_in_rego" varchar,
  	"trade_in_rego_state" "enum_purchase_journeys_trade_in_rego_state",
  	"trade_in_kms" numeric,
  	"trade_in_adjustment_answers" jsonb,
  	"trade_in_vehicle_title" varchar,
  	"trade_in_estimate" varchar,
  	"trade_in_valuation_id" integer,
  	"payment_method" "enum_purchase_journeys_payment_method",
  	"finance_deposit" numeric,
  	"finance_term_years" numeric,
  	"finance_balloon" numeric,
  	"finance_frequency" "enum_purchase_journeys_finance_frequency",
  	"handover_option" "enum_purchase_journeys_handover_option",
  	"handover_date" varchar,
  	"handover_street" varchar,
  	"handover_suburb" varchar,
  	"handover_state" "enum_purchase_journeys_handover_state",
  	"handover_postcode" varchar,
  	"terms_agreed" boolean,
  	"payment_amount" "enum_purchase_journeys_payment_amount",
  	"reservation_id" integer,
  	"lead_id" integer,
  	"url" varchar,
  	"idempotency_key" varchar NOT NULL,
  	"history" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "reservations" ADD COLUMN "journey_id" integer;
  ALTER TABLE "reservations" ADD COLUMN "return_url" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "purchase_journeys_id" integer;
  ALTER TABLE "purchase_journeys" ADD CONSTRAINT "purchase_journeys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "purchase_journeys" ADD CONSTRAINT "purchase_journeys_car_id_vehicles_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "purchase_journeys" ADD CONSTRAINT "purchase_journeys_shopper_id_shoppers_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "public"."shoppers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "purchase_journeys" ADD CONSTRAINT "purchase_journeys_trade_in_valuation_id_valuations_id_fk" FOREIGN KEY ("trade_in_valuation_id") REFERENCES "public"."valuations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "purchase_journeys" ADD CONSTRAINT "purchase_journeys_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "purchase_journeys" ADD CONSTRAINT "purchase_journeys_lead_id_enquiries_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."enquiries"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "purchase_journeys_tenant_idx" ON "purchase_journeys" USING btree ("tenant_id");
  CREATE UNIQUE INDEX "purchase_journeys_reference_idx" ON "purchase_journeys" USING btree ("reference");
  CREATE INDEX "purchase_journeys_status_idx" ON "purchase_journeys" USING btree ("status");
  CREATE INDEX "purchase_journeys_car_idx" ON "purchase_journeys" USING btree ("car_id");
  CREATE INDEX "purchase_journeys_shopper_idx" ON "purchase_journeys" USING btree ("shopper_id");
  CREATE INDEX "purchase_journeys_trade_in_trade_in_valuation_idx" ON "purchase_journeys" USING btree ("trade_in_valuation_id");
  CREATE INDEX "purchase_journeys_reservation_idx" ON "purchase_journeys" USING btree ("reservation_id");
  CREATE INDEX "purchase_journeys_lead_idx" ON "purchase_journeys" USING btree ("lead_id");
  CREATE INDEX "purchase_journeys_updated_at_idx" ON "purchase_journeys" USING btree ("updated_at");
  CREATE INDEX "purchase_journeys_created_at_idx" ON "purchase_journeys" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_idempotency_key_2_idx" ON "purchase_journeys" USING btree ("tenant_id","idempotency_key");
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_journey_id_purchase_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."purchase_journeys"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_purchase_journeys_fk" FOREIGN KEY ("purchase_journeys_id") REFERENCES "public"."purchase_journeys"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "reservations_journey_idx" ON "reservations" USING btree ("journey_id");
  CREATE INDEX "payload_locked_documents_rels_purchase_journeys_id_idx" ON "payload_locked_documents_rels" USING btree ("purchase_journeys_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "purchase_journeys" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "purchase_journeys" CASCADE;
  ALTER TABLE "reservations" DROP CONSTRAINT "reservations_journey_id_purchase_journeys_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_purchase_journeys_fk";
  
  DROP INDEX "reservations_journey_idx";
  DROP INDEX "payload_locked_documents_rels_purchase_journeys_id_idx";
  ALTER TABLE "reservations" DROP COLUMN "journey_id";
  ALTER TABLE "reservations" DROP COLUMN "return_url";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "purchase_journeys_id";
  DROP TYPE "public"."enum_purchase_journeys_status";
  DROP TYPE "public"."enum_purchase_journeys_step";
  DROP TYPE "public"."enum_purchase_journeys_trade_in_rego_state";
  DROP TYPE "public"."enum_purchase_journeys_payment_method";
  DROP TYPE "public"."enum_purchase_journeys_finance_frequency";
  DROP TYPE "public"."enum_purchase_journeys_handover_option";
  DROP TYPE "public"."enum_purchase_journeys_handover_state";
  DROP TYPE "public"."enum_purchase_journeys_payment_amount";`)
}
