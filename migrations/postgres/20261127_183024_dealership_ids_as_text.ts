// A dealership id is text on every database (a number on SQL, an ObjectId on MongoDB): 7 becomes '7'.
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "vehicles" ALTER COLUMN "dealership_id" SET DATA TYPE varchar;
  ALTER TABLE "phone_reveals" ALTER COLUMN "dealership_id" SET DATA TYPE varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "vehicles" ALTER COLUMN "dealership_id" SET DATA TYPE numeric USING CASE WHEN "dealership_id" ~ '^[0-9]{1,15}$' THEN "dealership_id"::numeric END;
  ALTER TABLE "phone_reveals" ALTER COLUMN "dealership_id" SET DATA TYPE numeric USING CASE WHEN "dealership_id" ~ '^[0-9]{1,15}$' THEN "dealership_id"::numeric END;`)
}
