import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "enquiries" ADD COLUMN "consent_terms_required" boolean DEFAULT false;
  ALTER TABLE "enquiries" ADD COLUMN "consent_version" varchar;
  ALTER TABLE "enquiries" ADD COLUMN "consent_form_id" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "enquiries" DROP COLUMN "consent_terms_required";
  ALTER TABLE "enquiries" DROP COLUMN "consent_version";
  ALTER TABLE "enquiries" DROP COLUMN "consent_form_id";`)
}
