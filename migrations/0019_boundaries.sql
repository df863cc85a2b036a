ALTER TABLE `fields` ADD `boundary` text;--> statement-breakpoint
ALTER TABLE `fields` ADD `computed_hectares` real;--> statement-breakpoint
ALTER TABLE `lots` ADD `boundary` text;--> statement-breakpoint
ALTER TABLE `lots` ADD `computed_hectares` real;