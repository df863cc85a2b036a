ALTER TABLE `organizations` ADD `storage_bytes` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Added by hand after generation: the uploads that already exist are counted once here; from now on every
-- write that adds or removes a file or photo row changes storage_bytes in its own batch.
UPDATE `organizations` SET `storage_bytes` =
  (SELECT coalesce(sum(`size`), 0) FROM `files` WHERE `files`.`organization_id` = `organizations`.`id`) +
  (SELECT coalesce(sum(`size`), 0) FROM `note_photos` WHERE `note_photos`.`organization_id` = `organizations`.`id`);
