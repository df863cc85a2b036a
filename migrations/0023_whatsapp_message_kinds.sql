ALTER TABLE `conversation_messages` ADD `details` text;--> statement-breakpoint
ALTER TABLE `conversation_messages` ADD `media_size` integer;--> statement-breakpoint
ALTER TABLE `conversation_messages` ADD `reaction` text;--> statement-breakpoint
ALTER TABLE `conversation_messages` ADD `reaction_at` text;--> statement-breakpoint
ALTER TABLE `conversations` ADD `voice_notice_at` text;--> statement-breakpoint
ALTER TABLE `whatsapp_templates` ADD `status_reason` text;