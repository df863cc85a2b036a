CREATE TABLE `arca_locks` (
	`organization_id` integer NOT NULL,
	`type` text NOT NULL,
	`point_of_sale` integer NOT NULL,
	`holder` text NOT NULL,
	`until` text NOT NULL,
	PRIMARY KEY(`organization_id`, `type`, `point_of_sale`),
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `arca_tickets` (
	`service` text PRIMARY KEY NOT NULL,
	`token` text,
	`sign` text,
	`expires_at` text,
	`login_claimed_until` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `organization_fiscal` (
	`organization_id` integer PRIMARY KEY NOT NULL,
	`razon_social` text NOT NULL,
	`cuit` text NOT NULL,
	`iva_condition` text NOT NULL,
	`address` text NOT NULL,
	`iibb` text NOT NULL,
	`activity_start` text NOT NULL,
	`points_of_sale` text DEFAULT '[]' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `invoices` ADD `customer_doc_type` text DEFAULT 'cuit' NOT NULL;--> statement-breakpoint
ALTER TABLE `invoices` ADD `cae_reason` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `arca_pending_number` integer;