CREATE TABLE `animal_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`organization_id` integer NOT NULL,
	`animal_id` integer NOT NULL,
	`movement_id` integer NOT NULL,
	`tag` text NOT NULL,
	`kg` real,
	`changes_state` integer DEFAULT false NOT NULL,
	`before` text,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`animal_id`) REFERENCES `animals`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`movement_id`) REFERENCES `movements`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `animal_events_animal_movement_uq` ON `animal_events` (`animal_id`,`movement_id`);--> statement-breakpoint
CREATE INDEX `animal_events_movement_idx` ON `animal_events` (`movement_id`);--> statement-breakpoint
CREATE TABLE `animals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`organization_id` integer NOT NULL,
	`tag` text NOT NULL,
	`tag_reversed` text NOT NULL,
	`visual` text DEFAULT '' NOT NULL,
	`sex` text NOT NULL,
	`category_id` integer NOT NULL,
	`rodeo_id` integer NOT NULL,
	`birth_date` text,
	`birth_estimated` integer DEFAULT false NOT NULL,
	`dam_tag` text,
	`tagged_at` text NOT NULL,
	`tagging_movement_id` integer NOT NULL,
	`registration_due` text NOT NULL,
	`registered_at` text,
	`registration_reference` text,
	`state` text DEFAULT 'activo' NOT NULL,
	`ended_movement_id` integer,
	`last_weight_kg` real,
	`last_weight_date` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `animal_categories`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`rodeo_id`) REFERENCES `rodeos`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`tagging_movement_id`) REFERENCES `movements`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `animals_org_tag_uq` ON `animals` (`organization_id`,`tag`);--> statement-breakpoint
CREATE INDEX `animals_org_tag_reversed_idx` ON `animals` (`organization_id`,`tag_reversed`);--> statement-breakpoint
CREATE INDEX `animals_rodeo_category_state_idx` ON `animals` (`rodeo_id`,`category_id`,`state`);--> statement-breakpoint
CREATE INDEX `animals_org_registration_idx` ON `animals` (`organization_id`,`registered_at`,`registration_due`);--> statement-breakpoint
CREATE TABLE `tags` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`organization_id` integer NOT NULL,
	`number` text NOT NULL,
	`state` text DEFAULT 'disponible' NOT NULL,
	`animal_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tags_org_number_uq` ON `tags` (`organization_id`,`number`);--> statement-breakpoint
CREATE INDEX `tags_org_state_idx` ON `tags` (`organization_id`,`state`);