import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "models_variants" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"price" numeric,
  	"description" varchar
  );
  
  CREATE TABLE "models_accessories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"part_number" varchar,
  	"price" numeric,
  	"description" varchar,
  	"image_id" integer
  );
  
  ALTER TABLE "models" ADD COLUMN "headline" varchar;
  ALTER TABLE "models" ADD COLUMN "intro" varchar;
  ALTER TABLE "models_variants" ADD CONSTRAINT "models_variants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "models_accessories" ADD CONSTRAINT "models_accessories_image_id_brand_assets_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."brand_assets"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "models_accessories" ADD CONSTRAINT "models_accessories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "models_variants_order_idx" ON "models_variants" USING btree ("_order");
  CREATE INDEX "models_variants_parent_id_idx" ON "models_variants" USING btree ("_parent_id");
  CREATE INDEX "models_accessories_order_idx" ON "models_accessories" USING btree ("_order");
  CREATE INDEX "models_accessories_parent_id_idx" ON "models_accessories" USING btree ("_parent_id");
  CREATE INDEX "models_accessories_image_idx" ON "models_accessories" USING btree ("image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "models_variants" CASCADE;
  DROP TABLE "models_accessories" CASCADE;
  ALTER TABLE "models" DROP COLUMN "headline";
  ALTER TABLE "models" DROP COLUMN "intro";`)
}
