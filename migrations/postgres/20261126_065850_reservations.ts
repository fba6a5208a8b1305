import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reservations_status" AS ENUM('pending', 'paid', 'held', 'released', 'converted', 'refunded');
  CREATE TYPE "public"."enum_reservations_processor" AS ENUM('test', 'stripe');
  CREATE TABLE "reservations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"reference" varchar NOT NULL,
  	"status" "enum_reservations_status" NOT NULL,
  	"active_car" varchar,
  	"car_id" integer,
  	"car_name" varchar,
  	"car_slug" varchar,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"postcode" varchar NOT NULL,
  	"deposit_cents" numeric NOT NULL,
  	"currency" varchar DEFAULT 'aud',
  	"processor" "enum_reservations_processor" NOT NULL,
  	"payment_intent_id" varchar,
  	"card" varchar,
  	"refund_id" varchar,
  	"failure_message" varchar,
  	"pending_expires_at" timestamp(3) with time zone,
  	"hold_expires_at" timestamp(3) with time zone,
  	"idempotency_key" varchar NOT NULL,
  	"lead_id" integer,
  	"history" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "tenants" ADD COLUMN "payments_stripe_publishable_key" varchar;
  ALTER TABLE "tenants" ADD COLUMN "payments_stripe_secret_key" varchar;
  ALTER TABLE "tenants" ADD COLUMN "payments_stripe_webhook_secret" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "reserve_deposit" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reservations_id" integer;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_car_id_vehicles_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_lead_id_enquiries_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."enquiries"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "reservations_tenant_idx" ON "reservations" USING btree ("tenant_id");
  CREATE UNIQUE INDEX "reservations_reference_idx" ON "reservations" USING btree ("reference");
  CREATE INDEX "reservations_status_idx" ON "reservations" USING btree ("status");
  CREATE UNIQUE INDEX "reservations_active_car_idx" ON "reservations" USING btree ("active_car");
  CREATE INDEX "reservations_car_idx" ON "reservations" USING btree ("car_id");
  CREATE INDEX "reservations_payment_intent_id_idx" ON "reservations" USING btree ("payment_intent_id");
  CREATE INDEX "reservations_pending_expires_at_idx" ON "reservations" USING btree ("pending_expires_at");
  CREATE INDEX "reservations_hold_expires_at_idx" ON "reservations" USING btree ("hold_expires_at");
  CREATE INDEX "reservations_lead_idx" ON "reservations" USING btree ("lead_id");
  CREATE INDEX "reservations_updated_at_idx" ON "reservations" USING btree ("updated_at");
  CREATE INDEX "reservations_created_at_idx" ON "reservations" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_idempotency_key_1_idx" ON "reservations" USING btree ("tenant_id","idempotency_key");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reservations_fk" FOREIGN KEY ("reservations_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reservations_id_idx" ON "payload_locked_documents_rels" USING btree ("reservations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reservations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reservations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reservations_fk";
  
  DROP INDEX "payload_locked_documents_rels_reservations_id_idx";
  ALTER TABLE "tenants" DROP COLUMN "payments_stripe_publishable_key";
  ALTER TABLE "tenants" DROP COLUMN "payments_stripe_secret_key";
  ALTER TABLE "tenants" DROP COLUMN "payments_stripe_webhook_secret";
  ALTER TABLE "site_settings" DROP COLUMN "reserve_deposit";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reservations_id";
  DROP TYPE "public"."enum_reservations_status";
  DROP TYPE "public"."enum_reservations_processor";`)
}
