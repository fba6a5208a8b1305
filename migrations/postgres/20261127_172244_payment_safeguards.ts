import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" ADD COLUMN "payments_test_mode" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "max_live_holds" numeric;
  ALTER TABLE "reservations" ADD COLUMN "phone_key" varchar;
  ALTER TABLE "reservations" ADD COLUMN "email_key" varchar;
  ALTER TABLE "reservations" ADD COLUMN "client_address_hash" varchar;
  ALTER TABLE "reservations" ADD COLUMN "card_fingerprint" varchar;
  CREATE INDEX "reservations_phone_key_idx" ON "reservations" USING btree ("phone_key");
  CREATE INDEX "reservations_email_key_idx" ON "reservations" USING btree ("email_key");
  CREATE INDEX "reservations_client_address_hash_idx" ON "reservations" USING btree ("client_address_hash");
  CREATE INDEX "reservations_card_fingerprint_idx" ON "reservations" USING btree ("card_fingerprint");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "reservations_phone_key_idx";
  DROP INDEX "reservations_email_key_idx";
  DROP INDEX "reservations_client_address_hash_idx";
  DROP INDEX "reservations_card_fingerprint_idx";
  ALTER TABLE "tenants" DROP COLUMN "payments_test_mode";
  ALTER TABLE "site_settings" DROP COLUMN "max_live_holds";
  ALTER TABLE "reservations" DROP COLUMN "phone_key";
  ALTER TABLE "reservations" DROP COLUMN "email_key";
  ALTER TABLE "reservations" DROP COLUMN "client_address_hash";
  ALTER TABLE "reservations" DROP COLUMN "card_fingerprint";`)
}
