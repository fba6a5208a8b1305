import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// A phone reveal outlives its car: car_id becomes nullable (the database already sets it null when the
// car is deleted, which failed while it was NOT NULL) and the car's name is kept in car_name, filled
// here for the reveals recorded before.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_phone_reveals\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`revealed_at\` text NOT NULL,
  	\`car_id\` integer,
  	\`car_name\` text,
  	\`dealership_id\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`car_id\`) REFERENCES \`vehicles\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_phone_reveals\`("id", "tenant_id", "revealed_at", "car_id", "car_name", "dealership_id", "updated_at", "created_at") SELECT "id", "tenant_id", "revealed_at", "car_id", (SELECT nullif(trim(coalesce("vehicles"."name", '') || coalesce(' (stock ' || "vehicles"."stocknum" || ')', '')), '') FROM "vehicles" WHERE "vehicles"."id" = "phone_reveals"."car_id"), "dealership_id", "updated_at", "created_at" FROM \`phone_reveals\`;`)
  await db.run(sql`DROP TABLE \`phone_reveals\`;`)
  await db.run(sql`ALTER TABLE \`__new_phone_reveals\` RENAME TO \`phone_reveals\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`phone_reveals_tenant_idx\` ON \`phone_reveals\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`phone_reveals_revealed_at_idx\` ON \`phone_reveals\` (\`revealed_at\`);`)
  await db.run(sql`CREATE INDEX \`phone_reveals_car_idx\` ON \`phone_reveals\` (\`car_id\`);`)
  await db.run(sql`CREATE INDEX \`phone_reveals_updated_at_idx\` ON \`phone_reveals\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`phone_reveals_created_at_idx\` ON \`phone_reveals\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The old schema cannot hold a reveal without its car.
  await db.run(sql`DELETE FROM \`phone_reveals\` WHERE \`car_id\` IS NULL;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_phone_reveals\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`revealed_at\` text NOT NULL,
  	\`car_id\` integer NOT NULL,
  	\`dealership_id\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`car_id\`) REFERENCES \`vehicles\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_phone_reveals\`("id", "tenant_id", "revealed_at", "car_id", "dealership_id", "updated_at", "created_at") SELECT "id", "tenant_id", "revealed_at", "car_id", "dealership_id", "updated_at", "created_at" FROM \`phone_reveals\`;`)
  await db.run(sql`DROP TABLE \`phone_reveals\`;`)
  await db.run(sql`ALTER TABLE \`__new_phone_reveals\` RENAME TO \`phone_reveals\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`phone_reveals_tenant_idx\` ON \`phone_reveals\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`phone_reveals_revealed_at_idx\` ON \`phone_reveals\` (\`revealed_at\`);`)
  await db.run(sql`CREATE INDEX \`phone_reveals_car_idx\` ON \`phone_reveals\` (\`car_id\`);`)
  await db.run(sql`CREATE INDEX \`phone_reveals_updated_at_idx\` ON \`phone_reveals\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`phone_reveals_created_at_idx\` ON \`phone_reveals\` (\`created_at\`);`)
}
