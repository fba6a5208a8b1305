import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_enquiry_form_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_enquiry_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_enquiry_form_bullets_order_idx\` ON \`pages_blocks_enquiry_form_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_enquiry_form_bullets_parent_id_idx\` ON \`pages_blocks_enquiry_form_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_enquiry_form_dealerships\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_enquiry_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_enquiry_form_dealerships_order_idx\` ON \`pages_blocks_enquiry_form_dealerships\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_enquiry_form_dealerships_parent_id_idx\` ON \`pages_blocks_enquiry_form_dealerships\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_enquiry_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'general',
  	\`heading\` text,
  	\`intro\` text,
  	\`category\` text,
  	\`subcategory\` text,
  	\`fields_category_select\` integer,
  	\`fields_last_name\` integer,
  	\`fields_preferred_contact_method\` integer DEFAULT true,
  	\`fields_finance_status\` integer,
  	\`fields_trade_in\` integer,
  	\`fields_appointments\` integer,
  	\`fields_appointment_days\` numeric DEFAULT 7,
  	\`fields_require_terms\` integer,
  	\`fields_terms_text\` text,
  	\`multi_step\` integer,
  	\`submit_text\` text DEFAULT 'Submit Form',
  	\`success_redirect\` text DEFAULT '/success',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_enquiry_form_order_idx\` ON \`pages_blocks_enquiry_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_enquiry_form_parent_id_idx\` ON \`pages_blocks_enquiry_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_enquiry_form_path_idx\` ON \`pages_blocks_enquiry_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_enquiry_form_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_enquiry_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_enquiry_form_bullets_order_idx\` ON \`_pages_v_blocks_enquiry_form_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_enquiry_form_bullets_parent_id_idx\` ON \`_pages_v_blocks_enquiry_form_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_enquiry_form_dealerships\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_enquiry_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_enquiry_form_dealerships_order_idx\` ON \`_pages_v_blocks_enquiry_form_dealerships\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_enquiry_form_dealerships_parent_id_idx\` ON \`_pages_v_blocks_enquiry_form_dealerships\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_enquiry_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'general',
  	\`heading\` text,
  	\`intro\` text,
  	\`category\` text,
  	\`subcategory\` text,
  	\`fields_category_select\` integer,
  	\`fields_last_name\` integer,
  	\`fields_preferred_contact_method\` integer DEFAULT true,
  	\`fields_finance_status\` integer,
  	\`fields_trade_in\` integer,
  	\`fields_appointments\` integer,
  	\`fields_appointment_days\` numeric DEFAULT 7,
  	\`fields_require_terms\` integer,
  	\`fields_terms_text\` text,
  	\`multi_step\` integer,
  	\`submit_text\` text DEFAULT 'Submit Form',
  	\`success_redirect\` text DEFAULT '/success',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_enquiry_form_order_idx\` ON \`_pages_v_blocks_enquiry_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_enquiry_form_parent_id_idx\` ON \`_pages_v_blocks_enquiry_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_enquiry_form_path_idx\` ON \`_pages_v_blocks_enquiry_form\` (\`_path\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_enquiry_form_bullets\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_enquiry_form_dealerships\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_enquiry_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_enquiry_form_bullets\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_enquiry_form_dealerships\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_enquiry_form\`;`)
}
