import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" ADD COLUMN "search_algolia_app_id" varchar;
  ALTER TABLE "tenants" ADD COLUMN "search_algolia_search_key" varchar;
  ALTER TABLE "tenants" ADD COLUMN "search_algolia_admin_key" varchar;
  ALTER TABLE "tenants" ADD COLUMN "search_algolia_index_name" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" DROP COLUMN "search_algolia_app_id";
  ALTER TABLE "tenants" DROP COLUMN "search_algolia_search_key";
  ALTER TABLE "tenants" DROP COLUMN "search_algolia_admin_key";
  ALTER TABLE "tenants" DROP COLUMN "search_algolia_index_name";`)
}
