import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_platform_changes_operation" AS ENUM('change', 'delete');
  CREATE TABLE "platform_changes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"origin" varchar NOT NULL,
  	"changed_tenant" varchar NOT NULL,
  	"changed_collection" varchar NOT NULL,
  	"document" varchar NOT NULL,
  	"operation" "enum_platform_changes_operation" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE INDEX "platform_changes_updated_at_idx" ON "platform_changes" USING btree ("updated_at");
  CREATE INDEX "platform_changes_created_at_idx" ON "platform_changes" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "platform_changes" CASCADE;
  DROP TYPE "public"."enum_platform_changes_operation";`)
}
