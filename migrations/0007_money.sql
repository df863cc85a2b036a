CREATE TABLE `files` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`organization_id` integer NOT NULL,
	`key` text NOT NULL,
	`name` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `files_key_unique` ON `files` (`key`);--> statement-breakpoint
CREATE INDEX `files_org_idx` ON `files` (`organization_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `invoice_counters` (
	`organization_id` integer NOT NULL,
	`type` text NOT NULL,
	`point_of_sale` integer NOT NULL,
	`last_number` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`organization_id`, `type`, `point_of_sale`),
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `invoice_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` integer NOT NULL,
	`position` integer NOT NULL,
	`description` text NOT NULL,
	`quantity_milli` integer NOT NULL,
	`unit` text NOT NULL,
	`unit_price_cents` integer NOT NULL,
	`iva_tenths` integer NOT NULL,
	`net_cents` integer NOT NULL,
	`iva_cents` integer NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `invoice_lines_invoice_idx` ON `invoice_lines` (`invoice_id`,`position`);--> statement-breakpoint
CREATE TABLE `invoice_movements` (
	`invoice_id` integer NOT NULL,
	`movement_id` integer NOT NULL,
	PRIMARY KEY(`invoice_id`, `movement_id`),
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`movement_id`) REFERENCES `movements`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_movements_movement_idx` ON `invoice_movements` (`movement_id`);--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`organization_id` integer NOT NULL,
	`type` text NOT NULL,
	`point_of_sale` integer NOT NULL,
	`number` integer,
	`status` text DEFAULT 'borrador' NOT NULL,
	`date` text NOT NULL,
	`customer_name` text NOT NULL,
	`customer_cuit` text NOT NULL,
	`customer_iva_condition` text NOT NULL,
	`net_cents` integer DEFAULT 0 NOT NULL,
	`iva_cents` integer DEFAULT 0 NOT NULL,
	`total_cents` integer DEFAULT 0 NOT NULL,
	`cae_status` text,
	`cae` text,
	`cae_due_date` text,
	`issued_at` text,
	`paid_at` text,
	`payment_method` text,
	`voided_at` text,
	`void_reason` text,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `invoices_org_date_idx` ON `invoices` (`organization_id`,`date`,`id`);--> statement-breakpoint
CREATE INDEX `invoices_org_status_idx` ON `invoices` (`organization_id`,`status`,`date`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_number_idx` ON `invoices` (`organization_id`,`type`,`point_of_sale`,`number`) WHERE number IS NOT NULL;--> statement-breakpoint
CREATE TABLE `purchase_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`purchase_id` integer NOT NULL,
	`position` integer NOT NULL,
	`category` text NOT NULL,
	`description` text NOT NULL,
	`quantity_milli` integer NOT NULL,
	`unit_price_cents` integer NOT NULL,
	`iva_tenths` integer NOT NULL,
	`net_cents` integer NOT NULL,
	`iva_cents` integer NOT NULL,
	`asset_id` integer,
	FOREIGN KEY (`purchase_id`) REFERENCES `purchases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`asset_id`) REFERENCES `assets`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `purchase_lines_purchase_idx` ON `purchase_lines` (`purchase_id`,`position`);--> statement-breakpoint
CREATE TABLE `purchases` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`organization_id` integer NOT NULL,
	`supplier_name` text NOT NULL,
	`supplier_cuit` text NOT NULL,
	`date` text NOT NULL,
	`invoice_type` text NOT NULL,
	`invoice_number` text NOT NULL,
	`due_date` text,
	`paid` integer DEFAULT false NOT NULL,
	`paid_at` text,
	`net_cents` integer DEFAULT 0 NOT NULL,
	`iva_cents` integer DEFAULT 0 NOT NULL,
	`total_cents` integer DEFAULT 0 NOT NULL,
	`movement_id` integer,
	`asset_movement_id` integer,
	`file_id` integer,
	`notes` text DEFAULT '' NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`movement_id`) REFERENCES `movements`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`asset_movement_id`) REFERENCES `movements`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`file_id`) REFERENCES `files`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `purchases_org_date_idx` ON `purchases` (`organization_id`,`deleted`,`date`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `purchases_supplier_number_idx` ON `purchases` (`organization_id`,`supplier_cuit`,`invoice_type`,`invoice_number`) WHERE deleted = 0;