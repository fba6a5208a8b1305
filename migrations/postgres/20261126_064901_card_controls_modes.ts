import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "strict_favourite_rules" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "favourites_used_only" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "strict_favourite_rules";
  ALTER TABLE "site_settings" DROP COLUMN "favourites_used_only";`)
}
