import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// A dealership id is text on every database (a number on SQL, an ObjectId on MongoDB): 7 becomes '7'.
// Written by hand rather than as the generated copy into a new table: migrations run in a transaction,
// where SQLite ignores PRAGMA foreign_keys=OFF, so dropping the old vehicles table would first delete
// its rows and, through ON DELETE CASCADE, every car's images, watchlist entries and reservations.
// A new column, filled, then renamed in place touches no other table.
const tables = ['vehicles', 'phone_reveals'] as const

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of tables) {
    await db.run(sql.raw(`ALTER TABLE \`${table}\` ADD \`dealership_id_text\` text;`))
    await db.run(
      sql.raw(
        `UPDATE \`${table}\` SET \`dealership_id_text\` = CASE WHEN \`dealership_id\` IS NULL THEN NULL ELSE CAST(CAST(\`dealership_id\` AS INTEGER) AS TEXT) END;`,
      ),
    )
    await db.run(sql.raw(`ALTER TABLE \`${table}\` DROP COLUMN \`dealership_id\`;`))
    await db.run(sql.raw(`ALTER TABLE \`${table}\` RENAME COLUMN \`dealership_id_text\` TO \`dealership_id\`;`))
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of tables) {
    await db.run(sql.raw(`ALTER TABLE \`${table}\` ADD \`dealership_id_number\` numeric;`))
    await db.run(
      sql.raw(
        `UPDATE \`${table}\` SET \`dealership_id_number\` = CASE WHEN \`dealership_id\` GLOB '[0-9]*' AND \`dealership_id\` NOT GLOB '*[^0-9]*' THEN CAST(\`dealership_id\` AS INTEGER) END;`,
      ),
    )
    await db.run(sql.raw(`ALTER TABLE \`${table}\` DROP COLUMN \`dealership_id\`;`))
    await db.run(sql.raw(`ALTER TABLE \`${table}\` RENAME COLUMN \`dealership_id_number\` TO \`dealership_id\`;`))
  }
}
