ALTER TABLE `assets` ADD `last_movement_at` text;--> statement-breakpoint
CREATE INDEX `movements_treatment_idx` ON `movements` (`organization_id`,`rodeo_id`,`date`) WHERE type IN ('TREATMENT', 'MEDICINE') AND deleted = 0;--> statement-breakpoint
-- Backfill: the newest live movement naming each supply (what the list used to compute on every read).
UPDATE `assets` SET `last_movement_at` = (
  SELECT max(m.`date`) FROM `movements` m
  WHERE m.`organization_id` = `assets`.`organization_id`
    AND m.`type` IN ('ASSET', 'ASSET_BATCH', 'ASSET_CONSUMPTION', 'TREATMENT', 'MEDICINE', 'AUDIT_RECORD')
    AND m.`deleted` = 0
    AND (json_extract(m.`data`, '$.asset_id') = `assets`.`id`
      OR (m.`type` = 'ASSET_BATCH' AND EXISTS (
        SELECT 1 FROM json_each(m.`data`, '$.items') i WHERE json_extract(i.value, '$.asset_id') = `assets`.`id`))));
