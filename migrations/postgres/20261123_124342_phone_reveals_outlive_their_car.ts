import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// A phone reveal outlives its car: car_id becomes nullable (the car's deletion sets it null) and the
// car's name is kept in car_name, filled here for the reveals recorded before.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "phone_reveals" ALTER COLUMN "car_id" DROP NOT NULL;
  ALTER TABLE "phone_reveals" ADD COLUMN "car_name" varchar;
  UPDATE "phone_reveals" SET "car_name" = nullif(trim(coalesce("vehicles"."name", '') || coalesce(' (stock ' || "vehicles"."stocknum" || ')', '')), '')
    FROM "vehicles" WHERE "vehicles"."id" = "phone_reveals"."car_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "phone_reveals" WHERE "car_id" IS NULL;
  ALTER TABLE "phone_reveals" ALTER COLUMN "car_id" SET NOT NULL;
  ALTER TABLE "phone_reveals" DROP COLUMN "car_name";`)
}
