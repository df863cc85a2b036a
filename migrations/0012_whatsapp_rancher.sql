ALTER TABLE `conversations` ADD `organization_id` integer;--> statement-breakpoint
ALTER TABLE `conversations` ADD `assistant_thread_id` integer;--> statement-breakpoint
ALTER TABLE `conversations` ADD `pending_draft` text;--> statement-breakpoint
ALTER TABLE `conversations` ADD `pending_draft_state` text;--> statement-breakpoint
ALTER TABLE `conversations` ADD `pending_draft_expires_at` text;--> statement-breakpoint
ALTER TABLE `conversations` ADD `notice_at` text;