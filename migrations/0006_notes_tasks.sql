CREATE TABLE `note_photos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`organization_id` integer NOT NULL,
	`note_id` integer NOT NULL,
	`key` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`width` integer,
	`height` integer,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`note_id`) REFERENCES `notes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `note_photos_key_unique` ON `note_photos` (`key`);--> statement-breakpoint
CREATE INDEX `note_photos_note_idx` ON `note_photos` (`note_id`);--> statement-breakpoint
CREATE TABLE `notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`organization_id` integer NOT NULL,
	`title` text NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`pinned` integer DEFAULT false NOT NULL,
	`lot_id` integer,
	`rodeo_id` integer,
	`movement_id` integer,
	`author_id` integer,
	`deleted` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`lot_id`) REFERENCES `lots`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`rodeo_id`) REFERENCES `rodeos`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`movement_id`) REFERENCES `movements`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `notes_org_idx` ON `notes` (`organization_id`,`deleted`,`pinned`,`created_at`);--> statement-breakpoint
CREATE INDEX `notes_lot_idx` ON `notes` (`organization_id`,`lot_id`);--> statement-breakpoint
CREATE INDEX `notes_rodeo_idx` ON `notes` (`organization_id`,`rodeo_id`);--> statement-breakpoint
CREATE TABLE `task_reminders` (
	`task_id` integer NOT NULL,
	`day` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`task_id`, `day`),
	FOREIGN KEY (`task_id`) REFERENCES `tasks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `tasks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`organization_id` integer NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`assignee_id` integer,
	`due_date` text,
	`priority` text DEFAULT 'media' NOT NULL,
	`status` text DEFAULT 'pendiente' NOT NULL,
	`recurrence` text DEFAULT 'none' NOT NULL,
	`lot_id` integer,
	`rodeo_id` integer,
	`note_id` integer,
	`previous_id` integer,
	`created_by` integer,
	`completed_at` text,
	`completed_by` integer,
	`deleted` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`assignee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`lot_id`) REFERENCES `lots`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`rodeo_id`) REFERENCES `rodeos`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`note_id`) REFERENCES `notes`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`completed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `tasks_org_due_idx` ON `tasks` (`organization_id`,`deleted`,`status`,`due_date`);--> statement-breakpoint
CREATE INDEX `tasks_assignee_idx` ON `tasks` (`organization_id`,`assignee_id`,`due_date`);--> statement-breakpoint
CREATE UNIQUE INDEX `tasks_previous_idx` ON `tasks` (`previous_id`);