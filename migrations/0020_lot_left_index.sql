-- The days since a lot was last grazed (docs/map.md, herd/lots/map-figures.ts): the day a rodeo last left each
-- lot, read as the latest entry of this index for (organization, lot). A rodeo leaves a lot by a change of lot
-- (TRANSFER with data.lot_change, the lot in data.from_lot_id) or by being deleted there (DELETE_RODEO, lot_id).
-- drizzle-kit cannot write an index over an expression.
CREATE INDEX `movements_lot_left_idx` ON `movements` (`organization_id`, (CASE `type` WHEN 'DELETE_RODEO' THEN `lot_id` ELSE json_extract(`data`, '$.from_lot_id') END), `date`) WHERE deleted = 0 AND (type = 'DELETE_RODEO' OR (type = 'TRANSFER' AND json_type(data, '$.lot_change') = 'true'));
