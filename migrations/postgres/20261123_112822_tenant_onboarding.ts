import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "tenants_onboarding_needs_replacing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" varchar NOT NULL
  );
  
  ALTER TABLE "tenants" ADD COLUMN "onboarding_cloned_at" timestamp(3) with time zone;
  ALTER TABLE "tenants" ADD COLUMN "onboarding_seeded_documents" jsonb;
  ALTER TABLE "tenants_onboarding_needs_replacing" ADD CONSTRAINT "tenants_onboarding_needs_replacing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "tenants_onboarding_needs_replacing_order_idx" ON "tenants_onboarding_needs_replacing" USING btree ("_order");
  CREATE INDEX "tenants_onboarding_needs_replacing_parent_id_idx" ON "tenants_onboarding_needs_replacing" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "tenants_onboarding_needs_replacing" CASCADE;
  ALTER TABLE "tenants" DROP COLUMN "onboarding_cloned_at";
  ALTER TABLE "tenants" DROP COLUMN "onboarding_seeded_documents";`)
}
