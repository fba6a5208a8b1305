import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`models_variants\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`price\` numeric,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`models\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`models_variants_order_idx\` ON \`models_variants\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`models_variants_parent_id_idx\` ON \`models_variants\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`models_accessories\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`part_number\` text,
  	\`price\` numeric,
  	\`description\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`brand_assets\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`models\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`models_accessories_order_idx\` ON \`models_accessories\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`models_accessories_parent_id_idx\` ON \`models_accessories\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`models_accessories_image_idx\` ON \`models_accessories\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`models\` ADD \`headline\` text;`)
  await db.run(sql`ALTER TABLE \`models\` ADD \`intro\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`models_variants\`;`)
  await db.run(sql`DROP TABLE \`models_accessories\`;`)
  await db.run(sql`ALTER TABLE \`models\` DROP COLUMN \`headline\`;`)
  await db.run(sql`ALTER TABLE \`models\` DROP COLUMN \`intro\`;`)
}
