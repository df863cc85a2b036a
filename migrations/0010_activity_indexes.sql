CREATE INDEX `movements_org_created_idx` ON `movements` (`organization_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `movements_created_idx` ON `movements` (`created_at`);