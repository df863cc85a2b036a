CREATE TABLE `activity_days` (
	`organization_id` integer NOT NULL,
	`day` text NOT NULL,
	`recorded` integer DEFAULT 0 NOT NULL,
	`live` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`organization_id`, `day`),
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `activity_days_day_idx` ON `activity_days` (`day`);--> statement-breakpoint
CREATE TABLE `finance_categories` (
	`organization_id` integer NOT NULL,
	`day` text NOT NULL,
	`category` text NOT NULL,
	`net_cents` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`organization_id`, `day`, `category`),
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `finance_days` (
	`organization_id` integer NOT NULL,
	`day` text NOT NULL,
	`income_cents` integer DEFAULT 0 NOT NULL,
	`expense_cents` integer DEFAULT 0 NOT NULL,
	`kg_net_cents` integer DEFAULT 0 NOT NULL,
	`kg_milli` integer DEFAULT 0 NOT NULL,
	`heads_sold` integer DEFAULT 0 NOT NULL,
	`kilos_sold` real DEFAULT 0 NOT NULL,
	PRIMARY KEY(`organization_id`, `day`),
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `lot_days` (
	`organization_id` integer NOT NULL,
	`day` text NOT NULL,
	`lot_id` integer NOT NULL,
	`uses` integer DEFAULT 0 NOT NULL,
	`cost` real DEFAULT 0 NOT NULL,
	PRIMARY KEY(`organization_id`, `day`, `lot_id`),
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `rodeo_days` (
	`organization_id` integer NOT NULL,
	`rodeo_id` integer NOT NULL,
	`day` text NOT NULL,
	`net` integer DEFAULT 0 NOT NULL,
	`low` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`organization_id`, `rodeo_id`, `day`),
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `rodeo_months` (
	`organization_id` integer NOT NULL,
	`rodeo_id` integer NOT NULL,
	`month` text NOT NULL,
	`net` integer DEFAULT 0 NOT NULL,
	`weighted` integer DEFAULT 0 NOT NULL,
	`low` integer DEFAULT 0 NOT NULL,
	`uses` integer DEFAULT 0 NOT NULL,
	`cost` real DEFAULT 0 NOT NULL,
	PRIMARY KEY(`organization_id`, `rodeo_id`, `month`),
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `supply_days` (
	`organization_id` integer NOT NULL,
	`day` text NOT NULL,
	`asset_id` integer NOT NULL,
	`consumed_cost` real DEFAULT 0 NOT NULL,
	PRIMARY KEY(`organization_id`, `day`, `asset_id`),
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `supply_months` (
	`organization_id` integer NOT NULL,
	`month` text NOT NULL,
	`asset_id` integer NOT NULL,
	`uses` integer DEFAULT 0 NOT NULL,
	`milli` integer DEFAULT 0 NOT NULL,
	`cost` real DEFAULT 0 NOT NULL,
	`consumed_cost` real DEFAULT 0 NOT NULL,
	PRIMARY KEY(`organization_id`, `month`, `asset_id`),
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `movements_unpriced_use_idx` ON `movements` (`organization_id`,`date`) WHERE type IN ('ASSET_CONSUMPTION', 'TREATMENT', 'MEDICINE') AND deleted = 0 AND json_extract(data, '$.asset_id') IS NOT NULL AND json_extract(data, '$.unit_cost') IS NULL;--> statement-breakpoint
-- Added by hand after generation (docs/aggregates.md). A rodeo's withdrawal: its live treatments with withdrawal
-- days by clearance day, read from the latest down (herd/common/withdrawal-sql.ts); drizzle-kit cannot write an
-- index over an expression.
CREATE INDEX `movements_clearance_idx` ON `movements` (`organization_id`, `rodeo_id`, json_extract(`data`, '$.clearance_date'), `date`) WHERE type IN ('TREATMENT', 'MEDICINE') AND deleted = 0 AND json_extract(data, '$.withdrawal_days') > 0;
--> statement-breakpoint
-- The triggers and the first fill below are written by worker/areas/aggregates/aggregate-sql.ts (a test checks the
-- database holds exactly its triggers).
CREATE TRIGGER movements_aggregates_insert AFTER INSERT ON movements
WHEN (NEW.deleted = 0 AND ((NEW.type IN ('CREATE_RODEO', 'BUY', 'BIRTH', 'TRANSFER', 'EXTERNAL_TRANSFER', 'SELL', 'DEATH', 'OUTGOING_TRANSFER', 'CONSUMPTION', 'CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING', 'AUDIT_RECORD')) OR (NEW.type IN ('ASSET_CONSUMPTION', 'TREATMENT', 'MEDICINE')) OR (NEW.type = 'ASSET_CONSUMPTION') OR (NEW.type IN ('ASSET_CONSUMPTION', 'TREATMENT', 'MEDICINE') AND NEW.rodeo_id IS NULL AND NEW.lot_id IS NOT NULL) OR (NEW.type = 'SELL')))
BEGIN
  INSERT INTO rodeo_days (organization_id, rodeo_id, day, net, low)
    SELECT c.organization_id, c.rodeo_id, c.day, c.d, min(c.d, 0)
    FROM (SELECT p.organization_id AS organization_id, p.day AS day, p.month AS month, p.dom AS dom, CASE WHEN NOT p.rodeo > 0 THEN NULL WHEN s.side = 0 THEN p.rodeo WHEN p.type IN ('CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING') AND coalesce(CASE WHEN (typeof(p.target) IN ('integer', 'real') AND p.target > 0 AND p.target = CAST(p.target AS INTEGER)) THEN CAST(p.target AS INTEGER) END, p.rodeo) <> p.rodeo THEN coalesce(CASE WHEN (typeof(p.target) IN ('integer', 'real') AND p.target > 0 AND p.target = CAST(p.target AS INTEGER)) THEN CAST(p.target AS INTEGER) END, p.rodeo) END AS rodeo_id, CASE WHEN s.side = 1 THEN p.heads
      WHEN p.type IN ('CREATE_RODEO', 'BUY', 'BIRTH', 'TRANSFER', 'EXTERNAL_TRANSFER') THEN CASE WHEN p.lot_change THEN 0 ELSE p.heads END
      WHEN p.type IN ('SELL', 'DEATH', 'OUTGOING_TRANSFER', 'CONSUMPTION') THEN -p.heads
      WHEN p.type IN ('CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING') THEN CASE WHEN p.type IN ('CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING') AND coalesce(CASE WHEN (typeof(p.target) IN ('integer', 'real') AND p.target > 0 AND p.target = CAST(p.target AS INTEGER)) THEN CAST(p.target AS INTEGER) END, p.rodeo) <> p.rodeo THEN -p.heads ELSE 0 END
      WHEN p.type = 'AUDIT_RECORD' THEN p.heads
      ELSE 0 END AS d FROM (SELECT NEW.organization_id AS organization_id, substr(NEW.date, 1, 10) AS day, substr(NEW.date, 1, 7) AS month, CAST(substr(NEW.date, 9, 2) AS INTEGER) AS dom, NEW.type AS type, NEW.rodeo_id AS rodeo, CASE WHEN NEW.type = 'AUDIT_RECORD' THEN (SELECT coalesce(sum(json_extract(d.value, '$.delta')), 0)
        FROM json_each(NEW.data, '$.deltas') d
        WHERE json_type(NEW.data, '$.deltas') = 'array' AND (typeof(json_extract(d.value, '$.category_id')) IN ('integer', 'real') AND json_extract(d.value, '$.category_id') > 0 AND json_extract(d.value, '$.category_id') = CAST(json_extract(d.value, '$.category_id') AS INTEGER))
          AND typeof(json_extract(d.value, '$.delta')) IN ('integer', 'real')
          AND json_extract(d.value, '$.delta') = CAST(json_extract(d.value, '$.delta') AS INTEGER)) ELSE (SELECT coalesce(sum(json_extract(a.value, '$.count')), 0) FROM json_each(NEW.animals) a
        WHERE json_extract(a.value, '$.count') > 0 AND (typeof(json_extract(a.value, '$.category_id')) IN ('integer', 'real') AND json_extract(a.value, '$.category_id') > 0 AND json_extract(a.value, '$.category_id') = CAST(json_extract(a.value, '$.category_id') AS INTEGER))) END AS heads, (NEW.type = 'TRANSFER' AND json_type(NEW.data, '$.lot_change') = 'true') AS lot_change, json_extract(NEW.data, CASE WHEN NEW.type = 'WEANING' THEN '$.destination_rodeo_id' ELSE '$.to_rodeo_id' END) AS target WHERE NEW.deleted = 0 AND NEW.type IN ('CREATE_RODEO', 'BUY', 'BIRTH', 'TRANSFER', 'EXTERNAL_TRANSFER', 'SELL', 'DEATH', 'OUTGOING_TRANSFER', 'CONSUMPTION', 'CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING', 'AUDIT_RECORD')) p, (SELECT 0 AS side UNION ALL SELECT 1 AS side) s) c
    WHERE c.rodeo_id IS NOT NULL AND c.d <> 0
    ON CONFLICT (organization_id, rodeo_id, day) DO UPDATE SET net = net + excluded.net, low = low + excluded.low;
  INSERT INTO rodeo_months (organization_id, month, rodeo_id, net, weighted, low)
    SELECT c.organization_id, c.month, c.rodeo_id, c.d, c.d * c.dom, min(c.d, 0)
    FROM (SELECT p.organization_id AS organization_id, p.day AS day, p.month AS month, p.dom AS dom, CASE WHEN NOT p.rodeo > 0 THEN NULL WHEN s.side = 0 THEN p.rodeo WHEN p.type IN ('CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING') AND coalesce(CASE WHEN (typeof(p.target) IN ('integer', 'real') AND p.target > 0 AND p.target = CAST(p.target AS INTEGER)) THEN CAST(p.target AS INTEGER) END, p.rodeo) <> p.rodeo THEN coalesce(CASE WHEN (typeof(p.target) IN ('integer', 'real') AND p.target > 0 AND p.target = CAST(p.target AS INTEGER)) THEN CAST(p.target AS INTEGER) END, p.rodeo) END AS rodeo_id, CASE WHEN s.side = 1 THEN p.heads
      WHEN p.type IN ('CREATE_RODEO', 'BUY', 'BIRTH', 'TRANSFER', 'EXTERNAL_TRANSFER') THEN CASE WHEN p.lot_change THEN 0 ELSE p.heads END
      WHEN p.type IN ('SELL', 'DEATH', 'OUTGOING_TRANSFER', 'CONSUMPTION') THEN -p.heads
      WHEN p.type IN ('CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING') THEN CASE WHEN p.type IN ('CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING') AND coalesce(CASE WHEN (typeof(p.target) IN ('integer', 'real') AND p.target > 0 AND p.target = CAST(p.target AS INTEGER)) THEN CAST(p.target AS INTEGER) END, p.rodeo) <> p.rodeo THEN -p.heads ELSE 0 END
      WHEN p.type = 'AUDIT_RECORD' THEN p.heads
      ELSE 0 END AS d FROM (SELECT NEW.organization_id AS organization_id, substr(NEW.date, 1, 10) AS day, substr(NEW.date, 1, 7) AS month, CAST(substr(NEW.date, 9, 2) AS INTEGER) AS dom, NEW.type AS type, NEW.rodeo_id AS rodeo, CASE WHEN NEW.type = 'AUDIT_RECORD' THEN (SELECT coalesce(sum(json_extract(d.value, '$.delta')), 0)
        FROM json_each(NEW.data, '$.deltas') d
        WHERE json_type(NEW.data, '$.deltas') = 'array' AND (typeof(json_extract(d.value, '$.category_id')) IN ('integer', 'real') AND json_extract(d.value, '$.category_id') > 0 AND json_extract(d.value, '$.category_id') = CAST(json_extract(d.value, '$.category_id') AS INTEGER))
          AND typeof(json_extract(d.value, '$.delta')) IN ('integer', 'real')
          AND json_extract(d.value, '$.delta') = CAST(json_extract(d.value, '$.delta') AS INTEGER)) ELSE (SELECT coalesce(sum(json_extract(a.value, '$.count')), 0) FROM json_each(NEW.animals) a
        WHERE json_extract(a.value, '$.count') > 0 AND (typeof(json_extract(a.value, '$.category_id')) IN ('integer', 'real') AND json_extract(a.value, '$.category_id') > 0 AND json_extract(a.value, '$.category_id') = CAST(json_extract(a.value, '$.category_id') AS INTEGER))) END AS heads, (NEW.type = 'TRANSFER' AND json_type(NEW.data, '$.lot_change') = 'true') AS lot_change, json_extract(NEW.data, CASE WHEN NEW.type = 'WEANING' THEN '$.destination_rodeo_id' ELSE '$.to_rodeo_id' END) AS target WHERE NEW.deleted = 0 AND NEW.type IN ('CREATE_RODEO', 'BUY', 'BIRTH', 'TRANSFER', 'EXTERNAL_TRANSFER', 'SELL', 'DEATH', 'OUTGOING_TRANSFER', 'CONSUMPTION', 'CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING', 'AUDIT_RECORD')) p, (SELECT 0 AS side UNION ALL SELECT 1 AS side) s) c
    WHERE c.rodeo_id IS NOT NULL AND c.d <> 0
    ON CONFLICT (organization_id, rodeo_id, month) DO UPDATE SET net = net + excluded.net, weighted = weighted + excluded.weighted, low = low + excluded.low;
  INSERT INTO rodeo_months (organization_id, month, rodeo_id, uses, cost)
    SELECT c.organization_id, c.month, c.rodeo_id, 1, c.cost
    FROM (SELECT NEW.organization_id AS organization_id, substr(NEW.date, 1, 10) AS day, substr(NEW.date, 1, 7) AS month, (SELECT u.id FROM assets u WHERE u.id = json_extract(NEW.data, '$.asset_id') AND u.organization_id = NEW.organization_id) AS asset_id, NEW.rodeo_id AS rodeo_id, NEW.lot_id AS lot_id, coalesce(CAST(round((CASE WHEN NEW.type = 'ASSET_CONSUMPTION' THEN json_extract(NEW.data, '$.quantity') ELSE json_extract(NEW.data, '$.asset_quantity') END) * 1000) AS INTEGER), 0) AS milli, coalesce((CASE WHEN NEW.type = 'ASSET_CONSUMPTION' THEN json_extract(NEW.data, '$.quantity') ELSE json_extract(NEW.data, '$.asset_quantity') END) * json_extract(NEW.data, '$.unit_cost'), 0) AS cost, (NEW.type = 'ASSET_CONSUMPTION') AS consumption WHERE NEW.deleted = 0 AND NEW.type IN ('ASSET_CONSUMPTION', 'TREATMENT', 'MEDICINE')) c
    WHERE c.asset_id IS NOT NULL AND c.rodeo_id IS NOT NULL
    ON CONFLICT (organization_id, rodeo_id, month) DO UPDATE SET uses = uses + excluded.uses, cost = cost + excluded.cost;
  INSERT INTO supply_months (organization_id, month, asset_id, uses, milli, cost, consumed_cost)
    SELECT c.organization_id, c.month, c.asset_id, 1, c.milli, c.cost, CASE WHEN c.consumption THEN c.cost ELSE 0 END
    FROM (SELECT NEW.organization_id AS organization_id, substr(NEW.date, 1, 10) AS day, substr(NEW.date, 1, 7) AS month, (SELECT u.id FROM assets u WHERE u.id = json_extract(NEW.data, '$.asset_id') AND u.organization_id = NEW.organization_id) AS asset_id, NEW.rodeo_id AS rodeo_id, NEW.lot_id AS lot_id, coalesce(CAST(round((CASE WHEN NEW.type = 'ASSET_CONSUMPTION' THEN json_extract(NEW.data, '$.quantity') ELSE json_extract(NEW.data, '$.asset_quantity') END) * 1000) AS INTEGER), 0) AS milli, coalesce((CASE WHEN NEW.type = 'ASSET_CONSUMPTION' THEN json_extract(NEW.data, '$.quantity') ELSE json_extract(NEW.data, '$.asset_quantity') END) * json_extract(NEW.data, '$.unit_cost'), 0) AS cost, (NEW.type = 'ASSET_CONSUMPTION') AS consumption WHERE NEW.deleted = 0 AND NEW.type IN ('ASSET_CONSUMPTION', 'TREATMENT', 'MEDICINE')) c
    WHERE c.asset_id IS NOT NULL
    ON CONFLICT (organization_id, month, asset_id) DO UPDATE SET uses = uses + excluded.uses, milli = milli + excluded.milli, cost = cost + excluded.cost, consumed_cost = consumed_cost + excluded.consumed_cost;
  INSERT INTO supply_days (organization_id, day, asset_id, consumed_cost)
    SELECT c.organization_id, c.day, c.asset_id, c.cost
    FROM (SELECT NEW.organization_id AS organization_id, substr(NEW.date, 1, 10) AS day, substr(NEW.date, 1, 7) AS month, (SELECT u.id FROM assets u WHERE u.id = json_extract(NEW.data, '$.asset_id') AND u.organization_id = NEW.organization_id) AS asset_id, NEW.rodeo_id AS rodeo_id, NEW.lot_id AS lot_id, coalesce(CAST(round((CASE WHEN NEW.type = 'ASSET_CONSUMPTION' THEN json_extract(NEW.data, '$.quantity') ELSE json_extract(NEW.data, '$.asset_quantity') END) * 1000) AS INTEGER), 0) AS milli, coalesce((CASE WHEN NEW.type = 'ASSET_CONSUMPTION' THEN json_extract(NEW.data, '$.quantity') ELSE json_extract(NEW.data, '$.asset_quantity') END) * json_extract(NEW.data, '$.unit_cost'), 0) AS cost, (NEW.type = 'ASSET_CONSUMPTION') AS consumption WHERE NEW.deleted = 0 AND NEW.type = 'ASSET_CONSUMPTION') c
    WHERE c.asset_id IS NOT NULL
    ON CONFLICT (organization_id, day, asset_id) DO UPDATE SET consumed_cost = consumed_cost + excluded.consumed_cost;
  INSERT INTO lot_days (organization_id, day, lot_id, uses, cost)
    SELECT c.organization_id, c.day, c.lot_id, 1, c.cost
    FROM (SELECT NEW.organization_id AS organization_id, substr(NEW.date, 1, 10) AS day, substr(NEW.date, 1, 7) AS month, (SELECT u.id FROM assets u WHERE u.id = json_extract(NEW.data, '$.asset_id') AND u.organization_id = NEW.organization_id) AS asset_id, NEW.rodeo_id AS rodeo_id, NEW.lot_id AS lot_id, coalesce(CAST(round((CASE WHEN NEW.type = 'ASSET_CONSUMPTION' THEN json_extract(NEW.data, '$.quantity') ELSE json_extract(NEW.data, '$.asset_quantity') END) * 1000) AS INTEGER), 0) AS milli, coalesce((CASE WHEN NEW.type = 'ASSET_CONSUMPTION' THEN json_extract(NEW.data, '$.quantity') ELSE json_extract(NEW.data, '$.asset_quantity') END) * json_extract(NEW.data, '$.unit_cost'), 0) AS cost, (NEW.type = 'ASSET_CONSUMPTION') AS consumption WHERE NEW.deleted = 0 AND NEW.type IN ('ASSET_CONSUMPTION', 'TREATMENT', 'MEDICINE') AND NEW.rodeo_id IS NULL AND NEW.lot_id IS NOT NULL) c
    WHERE c.asset_id IS NOT NULL
    ON CONFLICT (organization_id, day, lot_id) DO UPDATE SET uses = uses + excluded.uses, cost = cost + excluded.cost;
  INSERT INTO finance_days (organization_id, day, heads_sold, kilos_sold)
    SELECT c.organization_id, c.day, c.heads, c.heads * c.mean_weight
    FROM (SELECT NEW.organization_id AS organization_id, substr(NEW.date, 1, 10) AS day, (SELECT coalesce(sum(json_extract(s.value, '$.count')), 0) FROM json_each(NEW.animals) s) AS heads, coalesce(json_extract(NEW.data, '$.mean_weight'), 0) AS mean_weight WHERE NEW.deleted = 0 AND NEW.type = 'SELL') c
    WHERE 1
    ON CONFLICT (organization_id, day) DO UPDATE SET heads_sold = heads_sold + excluded.heads_sold, kilos_sold = kilos_sold + excluded.kilos_sold;
END;
--> statement-breakpoint
CREATE TRIGGER movements_aggregates_update AFTER UPDATE OF organization_id, type, date, rodeo_id, lot_id, animals, data, deleted ON movements
WHEN (OLD.deleted = 0 AND ((OLD.type IN ('CREATE_RODEO', 'BUY', 'BIRTH', 'TRANSFER', 'EXTERNAL_TRANSFER', 'SELL', 'DEATH', 'OUTGOING_TRANSFER', 'CONSUMPTION', 'CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING', 'AUDIT_RECORD')) OR (OLD.type IN ('ASSET_CONSUMPTION', 'TREATMENT', 'MEDICINE')) OR (OLD.type = 'ASSET_CONSUMPTION') OR (OLD.type IN ('ASSET_CONSUMPTION', 'TREATMENT', 'MEDICINE') AND OLD.rodeo_id IS NULL AND OLD.lot_id IS NOT NULL) OR (OLD.type = 'SELL'))) OR (NEW.deleted = 0 AND ((NEW.type IN ('CREATE_RODEO', 'BUY', 'BIRTH', 'TRANSFER', 'EXTERNAL_TRANSFER', 'SELL', 'DEATH', 'OUTGOING_TRANSFER', 'CONSUMPTION', 'CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING', 'AUDIT_RECORD')) OR (NEW.type IN ('ASSET_CONSUMPTION', 'TREATMENT', 'MEDICINE')) OR (NEW.type = 'ASSET_CONSUMPTION') OR (NEW.type IN ('ASSET_CONSUMPTION', 'TREATMENT', 'MEDICINE') AND NEW.rodeo_id IS NULL AND NEW.lot_id IS NOT NULL) OR (NEW.type = 'SELL')))
BEGIN
  INSERT INTO rodeo_days (organization_id, rodeo_id, day, net, low)
    SELECT c.organization_id, c.rodeo_id, c.day, -(c.d), -(min(c.d, 0))
    FROM (SELECT p.organization_id AS organization_id, p.day AS day, p.month AS month, p.dom AS dom, CASE WHEN NOT p.rodeo > 0 THEN NULL WHEN s.side = 0 THEN p.rodeo WHEN p.type IN ('CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING') AND coalesce(CASE WHEN (typeof(p.target) IN ('integer', 'real') AND p.target > 0 AND p.target = CAST(p.target AS INTEGER)) THEN CAST(p.target AS INTEGER) END, p.rodeo) <> p.rodeo THEN coalesce(CASE WHEN (typeof(p.target) IN ('integer', 'real') AND p.target > 0 AND p.target = CAST(p.target AS INTEGER)) THEN CAST(p.target AS INTEGER) END, p.rodeo) END AS rodeo_id, CASE WHEN s.side = 1 THEN p.heads
      WHEN p.type IN ('CREATE_RODEO', 'BUY', 'BIRTH', 'TRANSFER', 'EXTERNAL_TRANSFER') THEN CASE WHEN p.lot_change THEN 0 ELSE p.heads END
      WHEN p.type IN ('SELL', 'DEATH', 'OUTGOING_TRANSFER', 'CONSUMPTION') THEN -p.heads
      WHEN p.type IN ('CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING') THEN CASE WHEN p.type IN ('CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING') AND coalesce(CASE WHEN (typeof(p.target) IN ('integer', 'real') AND p.target > 0 AND p.target = CAST(p.target AS INTEGER)) THEN CAST(p.target AS INTEGER) END, p.rodeo) <> p.rodeo THEN -p.heads ELSE 0 END
      WHEN p.type = 'AUDIT_RECORD' THEN p.heads
      ELSE 0 END AS d FROM (SELECT OLD.organization_id AS organization_id, substr(OLD.date, 1, 10) AS day, substr(OLD.date, 1, 7) AS month, CAST(substr(OLD.date, 9, 2) AS INTEGER) AS dom, OLD.type AS type, OLD.rodeo_id AS rodeo, CASE WHEN OLD.type = 'AUDIT_RECORD' THEN (SELECT coalesce(sum(json_extract(d.value, '$.delta')), 0)
        FROM json_each(OLD.data, '$.deltas') d
        WHERE json_type(OLD.data, '$.deltas') = 'array' AND (typeof(json_extract(d.value, '$.category_id')) IN ('integer', 'real') AND json_extract(d.value, '$.category_id') > 0 AND json_extract(d.value, '$.category_id') = CAST(json_extract(d.value, '$.category_id') AS INTEGER))
          AND typeof(json_extract(d.value, '$.delta')) IN ('integer', 'real')
          AND json_extract(d.value, '$.delta') = CAST(json_extract(d.value, '$.delta') AS INTEGER)) ELSE (SELECT coalesce(sum(json_extract(a.value, '$.count')), 0) FROM json_each(OLD.animals) a
        WHERE json_extract(a.value, '$.count') > 0 AND (typeof(json_extract(a.value, '$.category_id')) IN ('integer', 'real') AND json_extract(a.value, '$.category_id') > 0 AND json_extract(a.value, '$.category_id') = CAST(json_extract(a.value, '$.category_id') AS INTEGER))) END AS heads, (OLD.type = 'TRANSFER' AND json_type(OLD.data, '$.lot_change') = 'true') AS lot_change, json_extract(OLD.data, CASE WHEN OLD.type = 'WEANING' THEN '$.destination_rodeo_id' ELSE '$.to_rodeo_id' END) AS target WHERE OLD.deleted = 0 AND OLD.type IN ('CREATE_RODEO', 'BUY', 'BIRTH', 'TRANSFER', 'EXTERNAL_TRANSFER', 'SELL', 'DEATH', 'OUTGOING_TRANSFER', 'CONSUMPTION', 'CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING', 'AUDIT_RECORD')) p, (SELECT 0 AS side UNION ALL SELECT 1 AS side) s) c
    WHERE c.rodeo_id IS NOT NULL AND c.d <> 0
    ON CONFLICT (organization_id, rodeo_id, day) DO UPDATE SET net = net + excluded.net, low = low + excluded.low;
  INSERT INTO rodeo_months (organization_id, month, rodeo_id, net, weighted, low)
    SELECT c.organization_id, c.month, c.rodeo_id, -(c.d), -(c.d * c.dom), -(min(c.d, 0))
    FROM (SELECT p.organization_id AS organization_id, p.day AS day, p.month AS month, p.dom AS dom, CASE WHEN NOT p.rodeo > 0 THEN NULL WHEN s.side = 0 THEN p.rodeo WHEN p.type IN ('CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING') AND coalesce(CASE WHEN (typeof(p.target) IN ('integer', 'real') AND p.target > 0 AND p.target = CAST(p.target AS INTEGER)) THEN CAST(p.target AS INTEGER) END, p.rodeo) <> p.rodeo THEN coalesce(CASE WHEN (typeof(p.target) IN ('integer', 'real') AND p.target > 0 AND p.target = CAST(p.target AS INTEGER)) THEN CAST(p.target AS INTEGER) END, p.rodeo) END AS rodeo_id, CASE WHEN s.side = 1 THEN p.heads
      WHEN p.type IN ('CREATE_RODEO', 'BUY', 'BIRTH', 'TRANSFER', 'EXTERNAL_TRANSFER') THEN CASE WHEN p.lot_change THEN 0 ELSE p.heads END
      WHEN p.type IN ('SELL', 'DEATH', 'OUTGOING_TRANSFER', 'CONSUMPTION') THEN -p.heads
      WHEN p.type IN ('CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING') THEN CASE WHEN p.type IN ('CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING') AND coalesce(CASE WHEN (typeof(p.target) IN ('integer', 'real') AND p.target > 0 AND p.target = CAST(p.target AS INTEGER)) THEN CAST(p.target AS INTEGER) END, p.rodeo) <> p.rodeo THEN -p.heads ELSE 0 END
      WHEN p.type = 'AUDIT_RECORD' THEN p.heads
      ELSE 0 END AS d FROM (SELECT OLD.organization_id AS organization_id, substr(OLD.date, 1, 10) AS day, substr(OLD.date, 1, 7) AS month, CAST(substr(OLD.date, 9, 2) AS INTEGER) AS dom, OLD.type AS type, OLD.rodeo_id AS rodeo, CASE WHEN OLD.type = 'AUDIT_RECORD' THEN (SELECT coalesce(sum(json_extract(d.value, '$.delta')), 0)
        FROM json_each(OLD.data, '$.deltas') d
        WHERE json_type(OLD.data, '$.deltas') = 'array' AND (typeof(json_extract(d.value, '$.category_id')) IN ('integer', 'real') AND json_extract(d.value, '$.category_id') > 0 AND json_extract(d.value, '$.category_id') = CAST(json_extract(d.value, '$.category_id') AS INTEGER))
          AND typeof(json_extract(d.value, '$.delta')) IN ('integer', 'real')
          AND json_extract(d.value, '$.delta') = CAST(json_extract(d.value, '$.delta') AS INTEGER)) ELSE (SELECT coalesce(sum(json_extract(a.value, '$.count')), 0) FROM json_each(OLD.animals) a
        WHERE json_extract(a.value, '$.count') > 0 AND (typeof(json_extract(a.value, '$.category_id')) IN ('integer', 'real') AND json_extract(a.value, '$.category_id') > 0 AND json_extract(a.value, '$.category_id') = CAST(json_extract(a.value, '$.category_id') AS INTEGER))) END AS heads, (OLD.type = 'TRANSFER' AND json_type(OLD.data, '$.lot_change') = 'true') AS lot_change, json_extract(OLD.data, CASE WHEN OLD.type = 'WEANING' THEN '$.destination_rodeo_id' ELSE '$.to_rodeo_id' END) AS target WHERE OLD.deleted = 0 AND OLD.type IN ('CREATE_RODEO', 'BUY', 'BIRTH', 'TRANSFER', 'EXTERNAL_TRANSFER', 'SELL', 'DEATH', 'OUTGOING_TRANSFER', 'CONSUMPTION', 'CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING', 'AUDIT_RECORD')) p, (SELECT 0 AS side UNION ALL SELECT 1 AS side) s) c
    WHERE c.rodeo_id IS NOT NULL AND c.d <> 0
    ON CONFLICT (organization_id, rodeo_id, month) DO UPDATE SET net = net + excluded.net, weighted = weighted + excluded.weighted, low = low + excluded.low;
  INSERT INTO rodeo_months (organization_id, month, rodeo_id, uses, cost)
    SELECT c.organization_id, c.month, c.rodeo_id, -(1), -(c.cost)
    FROM (SELECT OLD.organization_id AS organization_id, substr(OLD.date, 1, 10) AS day, substr(OLD.date, 1, 7) AS month, (SELECT u.id FROM assets u WHERE u.id = json_extract(OLD.data, '$.asset_id') AND u.organization_id = OLD.organization_id) AS asset_id, OLD.rodeo_id AS rodeo_id, OLD.lot_id AS lot_id, coalesce(CAST(round((CASE WHEN OLD.type = 'ASSET_CONSUMPTION' THEN json_extract(OLD.data, '$.quantity') ELSE json_extract(OLD.data, '$.asset_quantity') END) * 1000) AS INTEGER), 0) AS milli, coalesce((CASE WHEN OLD.type = 'ASSET_CONSUMPTION' THEN json_extract(OLD.data, '$.quantity') ELSE json_extract(OLD.data, '$.asset_quantity') END) * json_extract(OLD.data, '$.unit_cost'), 0) AS cost, (OLD.type = 'ASSET_CONSUMPTION') AS consumption WHERE OLD.deleted = 0 AND OLD.type IN ('ASSET_CONSUMPTION', 'TREATMENT', 'MEDICINE')) c
    WHERE c.asset_id IS NOT NULL AND c.rodeo_id IS NOT NULL
    ON CONFLICT (organization_id, rodeo_id, month) DO UPDATE SET uses = uses + excluded.uses, cost = cost + excluded.cost;
  INSERT INTO supply_months (organization_id, month, asset_id, uses, milli, cost, consumed_cost)
    SELECT c.organization_id, c.month, c.asset_id, -(1), -(c.milli), -(c.cost), -(CASE WHEN c.consumption THEN c.cost ELSE 0 END)
    FROM (SELECT OLD.organization_id AS organization_id, substr(OLD.date, 1, 10) AS day, substr(OLD.date, 1, 7) AS month, (SELECT u.id FROM assets u WHERE u.id = json_extract(OLD.data, '$.asset_id') AND u.organization_id = OLD.organization_id) AS asset_id, OLD.rodeo_id AS rodeo_id, OLD.lot_id AS lot_id, coalesce(CAST(round((CASE WHEN OLD.type = 'ASSET_CONSUMPTION' THEN json_extract(OLD.data, '$.quantity') ELSE json_extract(OLD.data, '$.asset_quantity') END) * 1000) AS INTEGER), 0) AS milli, coalesce((CASE WHEN OLD.type = 'ASSET_CONSUMPTION' THEN json_extract(OLD.data, '$.quantity') ELSE json_extract(OLD.data, '$.asset_quantity') END) * json_extract(OLD.data, '$.unit_cost'), 0) AS cost, (OLD.type = 'ASSET_CONSUMPTION') AS consumption WHERE OLD.deleted = 0 AND OLD.type IN ('ASSET_CONSUMPTION', 'TREATMENT', 'MEDICINE')) c
    WHERE c.asset_id IS NOT NULL
    ON CONFLICT (organization_id, month, asset_id) DO UPDATE SET uses = uses + excluded.uses, milli = milli + excluded.milli, cost = cost + excluded.cost, consumed_cost = consumed_cost + excluded.consumed_cost;
  INSERT INTO supply_days (organization_id, day, asset_id, consumed_cost)
    SELECT c.organization_id, c.day, c.asset_id, -(c.cost)
    FROM (SELECT OLD.organization_id AS organization_id, substr(OLD.date, 1, 10) AS day, substr(OLD.date, 1, 7) AS month, (SELECT u.id FROM assets u WHERE u.id = json_extract(OLD.data, '$.asset_id') AND u.organization_id = OLD.organization_id) AS asset_id, OLD.rodeo_id AS rodeo_id, OLD.lot_id AS lot_id, coalesce(CAST(round((CASE WHEN OLD.type = 'ASSET_CONSUMPTION' THEN json_extract(OLD.data, '$.quantity') ELSE json_extract(OLD.data, '$.asset_quantity') END) * 1000) AS INTEGER), 0) AS milli, coalesce((CASE WHEN OLD.type = 'ASSET_CONSUMPTION' THEN json_extract(OLD.data, '$.quantity') ELSE json_extract(OLD.data, '$.asset_quantity') END) * json_extract(OLD.data, '$.unit_cost'), 0) AS cost, (OLD.type = 'ASSET_CONSUMPTION') AS consumption WHERE OLD.deleted = 0 AND OLD.type = 'ASSET_CONSUMPTION') c
    WHERE c.asset_id IS NOT NULL
    ON CONFLICT (organization_id, day, asset_id) DO UPDATE SET consumed_cost = consumed_cost + excluded.consumed_cost;
  INSERT INTO lot_days (organization_id, day, lot_id, uses, cost)
    SELECT c.organization_id, c.day, c.lot_id, -(1), -(c.cost)
    FROM (SELECT OLD.organization_id AS organization_id, substr(OLD.date, 1, 10) AS day, substr(OLD.date, 1, 7) AS month, (SELECT u.id FROM assets u WHERE u.id = json_extract(OLD.data, '$.asset_id') AND u.organization_id = OLD.organization_id) AS asset_id, OLD.rodeo_id AS rodeo_id, OLD.lot_id AS lot_id, coalesce(CAST(round((CASE WHEN OLD.type = 'ASSET_CONSUMPTION' THEN json_extract(OLD.data, '$.quantity') ELSE json_extract(OLD.data, '$.asset_quantity') END) * 1000) AS INTEGER), 0) AS milli, coalesce((CASE WHEN OLD.type = 'ASSET_CONSUMPTION' THEN json_extract(OLD.data, '$.quantity') ELSE json_extract(OLD.data, '$.asset_quantity') END) * json_extract(OLD.data, '$.unit_cost'), 0) AS cost, (OLD.type = 'ASSET_CONSUMPTION') AS consumption WHERE OLD.deleted = 0 AND OLD.type IN ('ASSET_CONSUMPTION', 'TREATMENT', 'MEDICINE') AND OLD.rodeo_id IS NULL AND OLD.lot_id IS NOT NULL) c
    WHERE c.asset_id IS NOT NULL
    ON CONFLICT (organization_id, day, lot_id) DO UPDATE SET uses = uses + excluded.uses, cost = cost + excluded.cost;
  INSERT INTO finance_days (organization_id, day, heads_sold, kilos_sold)
    SELECT c.organization_id, c.day, -(c.heads), -(c.heads * c.mean_weight)
    FROM (SELECT OLD.organization_id AS organization_id, substr(OLD.date, 1, 10) AS day, (SELECT coalesce(sum(json_extract(s.value, '$.count')), 0) FROM json_each(OLD.animals) s) AS heads, coalesce(json_extract(OLD.data, '$.mean_weight'), 0) AS mean_weight WHERE OLD.deleted = 0 AND OLD.type = 'SELL') c
    WHERE 1
    ON CONFLICT (organization_id, day) DO UPDATE SET heads_sold = heads_sold + excluded.heads_sold, kilos_sold = kilos_sold + excluded.kilos_sold;
  INSERT INTO rodeo_days (organization_id, rodeo_id, day, net, low)
    SELECT c.organization_id, c.rodeo_id, c.day, c.d, min(c.d, 0)
    FROM (SELECT p.organization_id AS organization_id, p.day AS day, p.month AS month, p.dom AS dom, CASE WHEN NOT p.rodeo > 0 THEN NULL WHEN s.side = 0 THEN p.rodeo WHEN p.type IN ('CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING') AND coalesce(CASE WHEN (typeof(p.target) IN ('integer', 'real') AND p.target > 0 AND p.target = CAST(p.target AS INTEGER)) THEN CAST(p.target AS INTEGER) END, p.rodeo) <> p.rodeo THEN coalesce(CASE WHEN (typeof(p.target) IN ('integer', 'real') AND p.target > 0 AND p.target = CAST(p.target AS INTEGER)) THEN CAST(p.target AS INTEGER) END, p.rodeo) END AS rodeo_id, CASE WHEN s.side = 1 THEN p.heads
      WHEN p.type IN ('CREATE_RODEO', 'BUY', 'BIRTH', 'TRANSFER', 'EXTERNAL_TRANSFER') THEN CASE WHEN p.lot_change THEN 0 ELSE p.heads END
      WHEN p.type IN ('SELL', 'DEATH', 'OUTGOING_TRANSFER', 'CONSUMPTION') THEN -p.heads
      WHEN p.type IN ('CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING') THEN CASE WHEN p.type IN ('CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING') AND coalesce(CASE WHEN (typeof(p.target) IN ('integer', 'real') AND p.target > 0 AND p.target = CAST(p.target AS INTEGER)) THEN CAST(p.target AS INTEGER) END, p.rodeo) <> p.rodeo THEN -p.heads ELSE 0 END
      WHEN p.type = 'AUDIT_RECORD' THEN p.heads
      ELSE 0 END AS d FROM (SELECT NEW.organization_id AS organization_id, substr(NEW.date, 1, 10) AS day, substr(NEW.date, 1, 7) AS month, CAST(substr(NEW.date, 9, 2) AS INTEGER) AS dom, NEW.type AS type, NEW.rodeo_id AS rodeo, CASE WHEN NEW.type = 'AUDIT_RECORD' THEN (SELECT coalesce(sum(json_extract(d.value, '$.delta')), 0)
        FROM json_each(NEW.data, '$.deltas') d
        WHERE json_type(NEW.data, '$.deltas') = 'array' AND (typeof(json_extract(d.value, '$.category_id')) IN ('integer', 'real') AND json_extract(d.value, '$.category_id') > 0 AND json_extract(d.value, '$.category_id') = CAST(json_extract(d.value, '$.category_id') AS INTEGER))
          AND typeof(json_extract(d.value, '$.delta')) IN ('integer', 'real')
          AND json_extract(d.value, '$.delta') = CAST(json_extract(d.value, '$.delta') AS INTEGER)) ELSE (SELECT coalesce(sum(json_extract(a.value, '$.count')), 0) FROM json_each(NEW.animals) a
        WHERE json_extract(a.value, '$.count') > 0 AND (typeof(json_extract(a.value, '$.category_id')) IN ('integer', 'real') AND json_extract(a.value, '$.category_id') > 0 AND json_extract(a.value, '$.category_id') = CAST(json_extract(a.value, '$.category_id') AS INTEGER))) END AS heads, (NEW.type = 'TRANSFER' AND json_type(NEW.data, '$.lot_change') = 'true') AS lot_change, json_extract(NEW.data, CASE WHEN NEW.type = 'WEANING' THEN '$.destination_rodeo_id' ELSE '$.to_rodeo_id' END) AS target WHERE NEW.deleted = 0 AND NEW.type IN ('CREATE_RODEO', 'BUY', 'BIRTH', 'TRANSFER', 'EXTERNAL_TRANSFER', 'SELL', 'DEATH', 'OUTGOING_TRANSFER', 'CONSUMPTION', 'CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING', 'AUDIT_RECORD')) p, (SELECT 0 AS side UNION ALL SELECT 1 AS side) s) c
    WHERE c.rodeo_id IS NOT NULL AND c.d <> 0
    ON CONFLICT (organization_id, rodeo_id, day) DO UPDATE SET net = net + excluded.net, low = low + excluded.low;
  INSERT INTO rodeo_months (organization_id, month, rodeo_id, net, weighted, low)
    SELECT c.organization_id, c.month, c.rodeo_id, c.d, c.d * c.dom, min(c.d, 0)
    FROM (SELECT p.organization_id AS organization_id, p.day AS day, p.month AS month, p.dom AS dom, CASE WHEN NOT p.rodeo > 0 THEN NULL WHEN s.side = 0 THEN p.rodeo WHEN p.type IN ('CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING') AND coalesce(CASE WHEN (typeof(p.target) IN ('integer', 'real') AND p.target > 0 AND p.target = CAST(p.target AS INTEGER)) THEN CAST(p.target AS INTEGER) END, p.rodeo) <> p.rodeo THEN coalesce(CASE WHEN (typeof(p.target) IN ('integer', 'real') AND p.target > 0 AND p.target = CAST(p.target AS INTEGER)) THEN CAST(p.target AS INTEGER) END, p.rodeo) END AS rodeo_id, CASE WHEN s.side = 1 THEN p.heads
      WHEN p.type IN ('CREATE_RODEO', 'BUY', 'BIRTH', 'TRANSFER', 'EXTERNAL_TRANSFER') THEN CASE WHEN p.lot_change THEN 0 ELSE p.heads END
      WHEN p.type IN ('SELL', 'DEATH', 'OUTGOING_TRANSFER', 'CONSUMPTION') THEN -p.heads
      WHEN p.type IN ('CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING') THEN CASE WHEN p.type IN ('CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING') AND coalesce(CASE WHEN (typeof(p.target) IN ('integer', 'real') AND p.target > 0 AND p.target = CAST(p.target AS INTEGER)) THEN CAST(p.target AS INTEGER) END, p.rodeo) <> p.rodeo THEN -p.heads ELSE 0 END
      WHEN p.type = 'AUDIT_RECORD' THEN p.heads
      ELSE 0 END AS d FROM (SELECT NEW.organization_id AS organization_id, substr(NEW.date, 1, 10) AS day, substr(NEW.date, 1, 7) AS month, CAST(substr(NEW.date, 9, 2) AS INTEGER) AS dom, NEW.type AS type, NEW.rodeo_id AS rodeo, CASE WHEN NEW.type = 'AUDIT_RECORD' THEN (SELECT coalesce(sum(json_extract(d.value, '$.delta')), 0)
        FROM json_each(NEW.data, '$.deltas') d
        WHERE json_type(NEW.data, '$.deltas') = 'array' AND (typeof(json_extract(d.value, '$.category_id')) IN ('integer', 'real') AND json_extract(d.value, '$.category_id') > 0 AND json_extract(d.value, '$.category_id') = CAST(json_extract(d.value, '$.category_id') AS INTEGER))
          AND typeof(json_extract(d.value, '$.delta')) IN ('integer', 'real')
          AND json_extract(d.value, '$.delta') = CAST(json_extract(d.value, '$.delta') AS INTEGER)) ELSE (SELECT coalesce(sum(json_extract(a.value, '$.count')), 0) FROM json_each(NEW.animals) a
        WHERE json_extract(a.value, '$.count') > 0 AND (typeof(json_extract(a.value, '$.category_id')) IN ('integer', 'real') AND json_extract(a.value, '$.category_id') > 0 AND json_extract(a.value, '$.category_id') = CAST(json_extract(a.value, '$.category_id') AS INTEGER))) END AS heads, (NEW.type = 'TRANSFER' AND json_type(NEW.data, '$.lot_change') = 'true') AS lot_change, json_extract(NEW.data, CASE WHEN NEW.type = 'WEANING' THEN '$.destination_rodeo_id' ELSE '$.to_rodeo_id' END) AS target WHERE NEW.deleted = 0 AND NEW.type IN ('CREATE_RODEO', 'BUY', 'BIRTH', 'TRANSFER', 'EXTERNAL_TRANSFER', 'SELL', 'DEATH', 'OUTGOING_TRANSFER', 'CONSUMPTION', 'CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING', 'AUDIT_RECORD')) p, (SELECT 0 AS side UNION ALL SELECT 1 AS side) s) c
    WHERE c.rodeo_id IS NOT NULL AND c.d <> 0
    ON CONFLICT (organization_id, rodeo_id, month) DO UPDATE SET net = net + excluded.net, weighted = weighted + excluded.weighted, low = low + excluded.low;
  INSERT INTO rodeo_months (organization_id, month, rodeo_id, uses, cost)
    SELECT c.organization_id, c.month, c.rodeo_id, 1, c.cost
    FROM (SELECT NEW.organization_id AS organization_id, substr(NEW.date, 1, 10) AS day, substr(NEW.date, 1, 7) AS month, (SELECT u.id FROM assets u WHERE u.id = json_extract(NEW.data, '$.asset_id') AND u.organization_id = NEW.organization_id) AS asset_id, NEW.rodeo_id AS rodeo_id, NEW.lot_id AS lot_id, coalesce(CAST(round((CASE WHEN NEW.type = 'ASSET_CONSUMPTION' THEN json_extract(NEW.data, '$.quantity') ELSE json_extract(NEW.data, '$.asset_quantity') END) * 1000) AS INTEGER), 0) AS milli, coalesce((CASE WHEN NEW.type = 'ASSET_CONSUMPTION' THEN json_extract(NEW.data, '$.quantity') ELSE json_extract(NEW.data, '$.asset_quantity') END) * json_extract(NEW.data, '$.unit_cost'), 0) AS cost, (NEW.type = 'ASSET_CONSUMPTION') AS consumption WHERE NEW.deleted = 0 AND NEW.type IN ('ASSET_CONSUMPTION', 'TREATMENT', 'MEDICINE')) c
    WHERE c.asset_id IS NOT NULL AND c.rodeo_id IS NOT NULL
    ON CONFLICT (organization_id, rodeo_id, month) DO UPDATE SET uses = uses + excluded.uses, cost = cost + excluded.cost;
  INSERT INTO supply_months (organization_id, month, asset_id, uses, milli, cost, consumed_cost)
    SELECT c.organization_id, c.month, c.asset_id, 1, c.milli, c.cost, CASE WHEN c.consumption THEN c.cost ELSE 0 END
    FROM (SELECT NEW.organization_id AS organization_id, substr(NEW.date, 1, 10) AS day, substr(NEW.date, 1, 7) AS month, (SELECT u.id FROM assets u WHERE u.id = json_extract(NEW.data, '$.asset_id') AND u.organization_id = NEW.organization_id) AS asset_id, NEW.rodeo_id AS rodeo_id, NEW.lot_id AS lot_id, coalesce(CAST(round((CASE WHEN NEW.type = 'ASSET_CONSUMPTION' THEN json_extract(NEW.data, '$.quantity') ELSE json_extract(NEW.data, '$.asset_quantity') END) * 1000) AS INTEGER), 0) AS milli, coalesce((CASE WHEN NEW.type = 'ASSET_CONSUMPTION' THEN json_extract(NEW.data, '$.quantity') ELSE json_extract(NEW.data, '$.asset_quantity') END) * json_extract(NEW.data, '$.unit_cost'), 0) AS cost, (NEW.type = 'ASSET_CONSUMPTION') AS consumption WHERE NEW.deleted = 0 AND NEW.type IN ('ASSET_CONSUMPTION', 'TREATMENT', 'MEDICINE')) c
    WHERE c.asset_id IS NOT NULL
    ON CONFLICT (organization_id, month, asset_id) DO UPDATE SET uses = uses + excluded.uses, milli = milli + excluded.milli, cost = cost + excluded.cost, consumed_cost = consumed_cost + excluded.consumed_cost;
  INSERT INTO supply_days (organization_id, day, asset_id, consumed_cost)
    SELECT c.organization_id, c.day, c.asset_id, c.cost
    FROM (SELECT NEW.organization_id AS organization_id, substr(NEW.date, 1, 10) AS day, substr(NEW.date, 1, 7) AS month, (SELECT u.id FROM assets u WHERE u.id = json_extract(NEW.data, '$.asset_id') AND u.organization_id = NEW.organization_id) AS asset_id, NEW.rodeo_id AS rodeo_id, NEW.lot_id AS lot_id, coalesce(CAST(round((CASE WHEN NEW.type = 'ASSET_CONSUMPTION' THEN json_extract(NEW.data, '$.quantity') ELSE json_extract(NEW.data, '$.asset_quantity') END) * 1000) AS INTEGER), 0) AS milli, coalesce((CASE WHEN NEW.type = 'ASSET_CONSUMPTION' THEN json_extract(NEW.data, '$.quantity') ELSE json_extract(NEW.data, '$.asset_quantity') END) * json_extract(NEW.data, '$.unit_cost'), 0) AS cost, (NEW.type = 'ASSET_CONSUMPTION') AS consumption WHERE NEW.deleted = 0 AND NEW.type = 'ASSET_CONSUMPTION') c
    WHERE c.asset_id IS NOT NULL
    ON CONFLICT (organization_id, day, asset_id) DO UPDATE SET consumed_cost = consumed_cost + excluded.consumed_cost;
  INSERT INTO lot_days (organization_id, day, lot_id, uses, cost)
    SELECT c.organization_id, c.day, c.lot_id, 1, c.cost
    FROM (SELECT NEW.organization_id AS organization_id, substr(NEW.date, 1, 10) AS day, substr(NEW.date, 1, 7) AS month, (SELECT u.id FROM assets u WHERE u.id = json_extract(NEW.data, '$.asset_id') AND u.organization_id = NEW.organization_id) AS asset_id, NEW.rodeo_id AS rodeo_id, NEW.lot_id AS lot_id, coalesce(CAST(round((CASE WHEN NEW.type = 'ASSET_CONSUMPTION' THEN json_extract(NEW.data, '$.quantity') ELSE json_extract(NEW.data, '$.asset_quantity') END) * 1000) AS INTEGER), 0) AS milli, coalesce((CASE WHEN NEW.type = 'ASSET_CONSUMPTION' THEN json_extract(NEW.data, '$.quantity') ELSE json_extract(NEW.data, '$.asset_quantity') END) * json_extract(NEW.data, '$.unit_cost'), 0) AS cost, (NEW.type = 'ASSET_CONSUMPTION') AS consumption WHERE NEW.deleted = 0 AND NEW.type IN ('ASSET_CONSUMPTION', 'TREATMENT', 'MEDICINE') AND NEW.rodeo_id IS NULL AND NEW.lot_id IS NOT NULL) c
    WHERE c.asset_id IS NOT NULL
    ON CONFLICT (organization_id, day, lot_id) DO UPDATE SET uses = uses + excluded.uses, cost = cost + excluded.cost;
  INSERT INTO finance_days (organization_id, day, heads_sold, kilos_sold)
    SELECT c.organization_id, c.day, c.heads, c.heads * c.mean_weight
    FROM (SELECT NEW.organization_id AS organization_id, substr(NEW.date, 1, 10) AS day, (SELECT coalesce(sum(json_extract(s.value, '$.count')), 0) FROM json_each(NEW.animals) s) AS heads, coalesce(json_extract(NEW.data, '$.mean_weight'), 0) AS mean_weight WHERE NEW.deleted = 0 AND NEW.type = 'SELL') c
    WHERE 1
    ON CONFLICT (organization_id, day) DO UPDATE SET heads_sold = heads_sold + excluded.heads_sold, kilos_sold = kilos_sold + excluded.kilos_sold;
END;
--> statement-breakpoint
CREATE TRIGGER movements_aggregates_delete AFTER DELETE ON movements
WHEN (OLD.deleted = 0 AND ((OLD.type IN ('CREATE_RODEO', 'BUY', 'BIRTH', 'TRANSFER', 'EXTERNAL_TRANSFER', 'SELL', 'DEATH', 'OUTGOING_TRANSFER', 'CONSUMPTION', 'CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING', 'AUDIT_RECORD')) OR (OLD.type IN ('ASSET_CONSUMPTION', 'TREATMENT', 'MEDICINE')) OR (OLD.type = 'ASSET_CONSUMPTION') OR (OLD.type IN ('ASSET_CONSUMPTION', 'TREATMENT', 'MEDICINE') AND OLD.rodeo_id IS NULL AND OLD.lot_id IS NOT NULL) OR (OLD.type = 'SELL'))) AND EXISTS (SELECT 1 FROM organizations o WHERE o.id = OLD.organization_id)
BEGIN
  INSERT INTO rodeo_days (organization_id, rodeo_id, day, net, low)
    SELECT c.organization_id, c.rodeo_id, c.day, -(c.d), -(min(c.d, 0))
    FROM (SELECT p.organization_id AS organization_id, p.day AS day, p.month AS month, p.dom AS dom, CASE WHEN NOT p.rodeo > 0 THEN NULL WHEN s.side = 0 THEN p.rodeo WHEN p.type IN ('CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING') AND coalesce(CASE WHEN (typeof(p.target) IN ('integer', 'real') AND p.target > 0 AND p.target = CAST(p.target AS INTEGER)) THEN CAST(p.target AS INTEGER) END, p.rodeo) <> p.rodeo THEN coalesce(CASE WHEN (typeof(p.target) IN ('integer', 'real') AND p.target > 0 AND p.target = CAST(p.target AS INTEGER)) THEN CAST(p.target AS INTEGER) END, p.rodeo) END AS rodeo_id, CASE WHEN s.side = 1 THEN p.heads
      WHEN p.type IN ('CREATE_RODEO', 'BUY', 'BIRTH', 'TRANSFER', 'EXTERNAL_TRANSFER') THEN CASE WHEN p.lot_change THEN 0 ELSE p.heads END
      WHEN p.type IN ('SELL', 'DEATH', 'OUTGOING_TRANSFER', 'CONSUMPTION') THEN -p.heads
      WHEN p.type IN ('CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING') THEN CASE WHEN p.type IN ('CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING') AND coalesce(CASE WHEN (typeof(p.target) IN ('integer', 'real') AND p.target > 0 AND p.target = CAST(p.target AS INTEGER)) THEN CAST(p.target AS INTEGER) END, p.rodeo) <> p.rodeo THEN -p.heads ELSE 0 END
      WHEN p.type = 'AUDIT_RECORD' THEN p.heads
      ELSE 0 END AS d FROM (SELECT OLD.organization_id AS organization_id, substr(OLD.date, 1, 10) AS day, substr(OLD.date, 1, 7) AS month, CAST(substr(OLD.date, 9, 2) AS INTEGER) AS dom, OLD.type AS type, OLD.rodeo_id AS rodeo, CASE WHEN OLD.type = 'AUDIT_RECORD' THEN (SELECT coalesce(sum(json_extract(d.value, '$.delta')), 0)
        FROM json_each(OLD.data, '$.deltas') d
        WHERE json_type(OLD.data, '$.deltas') = 'array' AND (typeof(json_extract(d.value, '$.category_id')) IN ('integer', 'real') AND json_extract(d.value, '$.category_id') > 0 AND json_extract(d.value, '$.category_id') = CAST(json_extract(d.value, '$.category_id') AS INTEGER))
          AND typeof(json_extract(d.value, '$.delta')) IN ('integer', 'real')
          AND json_extract(d.value, '$.delta') = CAST(json_extract(d.value, '$.delta') AS INTEGER)) ELSE (SELECT coalesce(sum(json_extract(a.value, '$.count')), 0) FROM json_each(OLD.animals) a
        WHERE json_extract(a.value, '$.count') > 0 AND (typeof(json_extract(a.value, '$.category_id')) IN ('integer', 'real') AND json_extract(a.value, '$.category_id') > 0 AND json_extract(a.value, '$.category_id') = CAST(json_extract(a.value, '$.category_id') AS INTEGER))) END AS heads, (OLD.type = 'TRANSFER' AND json_type(OLD.data, '$.lot_change') = 'true') AS lot_change, json_extract(OLD.data, CASE WHEN OLD.type = 'WEANING' THEN '$.destination_rodeo_id' ELSE '$.to_rodeo_id' END) AS target WHERE OLD.deleted = 0 AND OLD.type IN ('CREATE_RODEO', 'BUY', 'BIRTH', 'TRANSFER', 'EXTERNAL_TRANSFER', 'SELL', 'DEATH', 'OUTGOING_TRANSFER', 'CONSUMPTION', 'CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING', 'AUDIT_RECORD')) p, (SELECT 0 AS side UNION ALL SELECT 1 AS side) s) c
    WHERE c.rodeo_id IS NOT NULL AND c.d <> 0
    ON CONFLICT (organization_id, rodeo_id, day) DO UPDATE SET net = net + excluded.net, low = low + excluded.low;
  INSERT INTO rodeo_months (organization_id, month, rodeo_id, net, weighted, low)
    SELECT c.organization_id, c.month, c.rodeo_id, -(c.d), -(c.d * c.dom), -(min(c.d, 0))
    FROM (SELECT p.organization_id AS organization_id, p.day AS day, p.month AS month, p.dom AS dom, CASE WHEN NOT p.rodeo > 0 THEN NULL WHEN s.side = 0 THEN p.rodeo WHEN p.type IN ('CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING') AND coalesce(CASE WHEN (typeof(p.target) IN ('integer', 'real') AND p.target > 0 AND p.target = CAST(p.target AS INTEGER)) THEN CAST(p.target AS INTEGER) END, p.rodeo) <> p.rodeo THEN coalesce(CASE WHEN (typeof(p.target) IN ('integer', 'real') AND p.target > 0 AND p.target = CAST(p.target AS INTEGER)) THEN CAST(p.target AS INTEGER) END, p.rodeo) END AS rodeo_id, CASE WHEN s.side = 1 THEN p.heads
      WHEN p.type IN ('CREATE_RODEO', 'BUY', 'BIRTH', 'TRANSFER', 'EXTERNAL_TRANSFER') THEN CASE WHEN p.lot_change THEN 0 ELSE p.heads END
      WHEN p.type IN ('SELL', 'DEATH', 'OUTGOING_TRANSFER', 'CONSUMPTION') THEN -p.heads
      WHEN p.type IN ('CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING') THEN CASE WHEN p.type IN ('CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING') AND coalesce(CASE WHEN (typeof(p.target) IN ('integer', 'real') AND p.target > 0 AND p.target = CAST(p.target AS INTEGER)) THEN CAST(p.target AS INTEGER) END, p.rodeo) <> p.rodeo THEN -p.heads ELSE 0 END
      WHEN p.type = 'AUDIT_RECORD' THEN p.heads
      ELSE 0 END AS d FROM (SELECT OLD.organization_id AS organization_id, substr(OLD.date, 1, 10) AS day, substr(OLD.date, 1, 7) AS month, CAST(substr(OLD.date, 9, 2) AS INTEGER) AS dom, OLD.type AS type, OLD.rodeo_id AS rodeo, CASE WHEN OLD.type = 'AUDIT_RECORD' THEN (SELECT coalesce(sum(json_extract(d.value, '$.delta')), 0)
        FROM json_each(OLD.data, '$.deltas') d
        WHERE json_type(OLD.data, '$.deltas') = 'array' AND (typeof(json_extract(d.value, '$.category_id')) IN ('integer', 'real') AND json_extract(d.value, '$.category_id') > 0 AND json_extract(d.value, '$.category_id') = CAST(json_extract(d.value, '$.category_id') AS INTEGER))
          AND typeof(json_extract(d.value, '$.delta')) IN ('integer', 'real')
          AND json_extract(d.value, '$.delta') = CAST(json_extract(d.value, '$.delta') AS INTEGER)) ELSE (SELECT coalesce(sum(json_extract(a.value, '$.count')), 0) FROM json_each(OLD.animals) a
        WHERE json_extract(a.value, '$.count') > 0 AND (typeof(json_extract(a.value, '$.category_id')) IN ('integer', 'real') AND json_extract(a.value, '$.category_id') > 0 AND json_extract(a.value, '$.category_id') = CAST(json_extract(a.value, '$.category_id') AS INTEGER))) END AS heads, (OLD.type = 'TRANSFER' AND json_type(OLD.data, '$.lot_change') = 'true') AS lot_change, json_extract(OLD.data, CASE WHEN OLD.type = 'WEANING' THEN '$.destination_rodeo_id' ELSE '$.to_rodeo_id' END) AS target WHERE OLD.deleted = 0 AND OLD.type IN ('CREATE_RODEO', 'BUY', 'BIRTH', 'TRANSFER', 'EXTERNAL_TRANSFER', 'SELL', 'DEATH', 'OUTGOING_TRANSFER', 'CONSUMPTION', 'CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING', 'AUDIT_RECORD')) p, (SELECT 0 AS side UNION ALL SELECT 1 AS side) s) c
    WHERE c.rodeo_id IS NOT NULL AND c.d <> 0
    ON CONFLICT (organization_id, rodeo_id, month) DO UPDATE SET net = net + excluded.net, weighted = weighted + excluded.weighted, low = low + excluded.low;
  INSERT INTO rodeo_months (organization_id, month, rodeo_id, uses, cost)
    SELECT c.organization_id, c.month, c.rodeo_id, -(1), -(c.cost)
    FROM (SELECT OLD.organization_id AS organization_id, substr(OLD.date, 1, 10) AS day, substr(OLD.date, 1, 7) AS month, (SELECT u.id FROM assets u WHERE u.id = json_extract(OLD.data, '$.asset_id') AND u.organization_id = OLD.organization_id) AS asset_id, OLD.rodeo_id AS rodeo_id, OLD.lot_id AS lot_id, coalesce(CAST(round((CASE WHEN OLD.type = 'ASSET_CONSUMPTION' THEN json_extract(OLD.data, '$.quantity') ELSE json_extract(OLD.data, '$.asset_quantity') END) * 1000) AS INTEGER), 0) AS milli, coalesce((CASE WHEN OLD.type = 'ASSET_CONSUMPTION' THEN json_extract(OLD.data, '$.quantity') ELSE json_extract(OLD.data, '$.asset_quantity') END) * json_extract(OLD.data, '$.unit_cost'), 0) AS cost, (OLD.type = 'ASSET_CONSUMPTION') AS consumption WHERE OLD.deleted = 0 AND OLD.type IN ('ASSET_CONSUMPTION', 'TREATMENT', 'MEDICINE')) c
    WHERE c.asset_id IS NOT NULL AND c.rodeo_id IS NOT NULL
    ON CONFLICT (organization_id, rodeo_id, month) DO UPDATE SET uses = uses + excluded.uses, cost = cost + excluded.cost;
  INSERT INTO supply_months (organization_id, month, asset_id, uses, milli, cost, consumed_cost)
    SELECT c.organization_id, c.month, c.asset_id, -(1), -(c.milli), -(c.cost), -(CASE WHEN c.consumption THEN c.cost ELSE 0 END)
    FROM (SELECT OLD.organization_id AS organization_id, substr(OLD.date, 1, 10) AS day, substr(OLD.date, 1, 7) AS month, (SELECT u.id FROM assets u WHERE u.id = json_extract(OLD.data, '$.asset_id') AND u.organization_id = OLD.organization_id) AS asset_id, OLD.rodeo_id AS rodeo_id, OLD.lot_id AS lot_id, coalesce(CAST(round((CASE WHEN OLD.type = 'ASSET_CONSUMPTION' THEN json_extract(OLD.data, '$.quantity') ELSE json_extract(OLD.data, '$.asset_quantity') END) * 1000) AS INTEGER), 0) AS milli, coalesce((CASE WHEN OLD.type = 'ASSET_CONSUMPTION' THEN json_extract(OLD.data, '$.quantity') ELSE json_extract(OLD.data, '$.asset_quantity') END) * json_extract(OLD.data, '$.unit_cost'), 0) AS cost, (OLD.type = 'ASSET_CONSUMPTION') AS consumption WHERE OLD.deleted = 0 AND OLD.type IN ('ASSET_CONSUMPTION', 'TREATMENT', 'MEDICINE')) c
    WHERE c.asset_id IS NOT NULL
    ON CONFLICT (organization_id, month, asset_id) DO UPDATE SET uses = uses + excluded.uses, milli = milli + excluded.milli, cost = cost + excluded.cost, consumed_cost = consumed_cost + excluded.consumed_cost;
  INSERT INTO supply_days (organization_id, day, asset_id, consumed_cost)
    SELECT c.organization_id, c.day, c.asset_id, -(c.cost)
    FROM (SELECT OLD.organization_id AS organization_id, substr(OLD.date, 1, 10) AS day, substr(OLD.date, 1, 7) AS month, (SELECT u.id FROM assets u WHERE u.id = json_extract(OLD.data, '$.asset_id') AND u.organization_id = OLD.organization_id) AS asset_id, OLD.rodeo_id AS rodeo_id, OLD.lot_id AS lot_id, coalesce(CAST(round((CASE WHEN OLD.type = 'ASSET_CONSUMPTION' THEN json_extract(OLD.data, '$.quantity') ELSE json_extract(OLD.data, '$.asset_quantity') END) * 1000) AS INTEGER), 0) AS milli, coalesce((CASE WHEN OLD.type = 'ASSET_CONSUMPTION' THEN json_extract(OLD.data, '$.quantity') ELSE json_extract(OLD.data, '$.asset_quantity') END) * json_extract(OLD.data, '$.unit_cost'), 0) AS cost, (OLD.type = 'ASSET_CONSUMPTION') AS consumption WHERE OLD.deleted = 0 AND OLD.type = 'ASSET_CONSUMPTION') c
    WHERE c.asset_id IS NOT NULL
    ON CONFLICT (organization_id, day, asset_id) DO UPDATE SET consumed_cost = consumed_cost + excluded.consumed_cost;
  INSERT INTO lot_days (organization_id, day, lot_id, uses, cost)
    SELECT c.organization_id, c.day, c.lot_id, -(1), -(c.cost)
    FROM (SELECT OLD.organization_id AS organization_id, substr(OLD.date, 1, 10) AS day, substr(OLD.date, 1, 7) AS month, (SELECT u.id FROM assets u WHERE u.id = json_extract(OLD.data, '$.asset_id') AND u.organization_id = OLD.organization_id) AS asset_id, OLD.rodeo_id AS rodeo_id, OLD.lot_id AS lot_id, coalesce(CAST(round((CASE WHEN OLD.type = 'ASSET_CONSUMPTION' THEN json_extract(OLD.data, '$.quantity') ELSE json_extract(OLD.data, '$.asset_quantity') END) * 1000) AS INTEGER), 0) AS milli, coalesce((CASE WHEN OLD.type = 'ASSET_CONSUMPTION' THEN json_extract(OLD.data, '$.quantity') ELSE json_extract(OLD.data, '$.asset_quantity') END) * json_extract(OLD.data, '$.unit_cost'), 0) AS cost, (OLD.type = 'ASSET_CONSUMPTION') AS consumption WHERE OLD.deleted = 0 AND OLD.type IN ('ASSET_CONSUMPTION', 'TREATMENT', 'MEDICINE') AND OLD.rodeo_id IS NULL AND OLD.lot_id IS NOT NULL) c
    WHERE c.asset_id IS NOT NULL
    ON CONFLICT (organization_id, day, lot_id) DO UPDATE SET uses = uses + excluded.uses, cost = cost + excluded.cost;
  INSERT INTO finance_days (organization_id, day, heads_sold, kilos_sold)
    SELECT c.organization_id, c.day, -(c.heads), -(c.heads * c.mean_weight)
    FROM (SELECT OLD.organization_id AS organization_id, substr(OLD.date, 1, 10) AS day, (SELECT coalesce(sum(json_extract(s.value, '$.count')), 0) FROM json_each(OLD.animals) s) AS heads, coalesce(json_extract(OLD.data, '$.mean_weight'), 0) AS mean_weight WHERE OLD.deleted = 0 AND OLD.type = 'SELL') c
    WHERE 1
    ON CONFLICT (organization_id, day) DO UPDATE SET heads_sold = heads_sold + excluded.heads_sold, kilos_sold = kilos_sold + excluded.kilos_sold;
END;
--> statement-breakpoint
CREATE TRIGGER movements_activity_insert AFTER INSERT ON movements
WHEN (1)
BEGIN
  INSERT INTO activity_days (organization_id, day, recorded, live)
    SELECT c.organization_id, c.day, 1, c.live
    FROM (SELECT NEW.organization_id AS organization_id, date(NEW.created_at, '-3 hours') AS day, (NEW.deleted = 0) AS live WHERE 1) c
    WHERE c.day IS NOT NULL
    ON CONFLICT (organization_id, day) DO UPDATE SET recorded = recorded + excluded.recorded, live = live + excluded.live;
END;
--> statement-breakpoint
CREATE TRIGGER movements_activity_update AFTER UPDATE OF organization_id, created_at, deleted ON movements
WHEN (1) OR (1)
BEGIN
  INSERT INTO activity_days (organization_id, day, recorded, live)
    SELECT c.organization_id, c.day, -(1), -(c.live)
    FROM (SELECT OLD.organization_id AS organization_id, date(OLD.created_at, '-3 hours') AS day, (OLD.deleted = 0) AS live WHERE 1) c
    WHERE c.day IS NOT NULL
    ON CONFLICT (organization_id, day) DO UPDATE SET recorded = recorded + excluded.recorded, live = live + excluded.live;
  INSERT INTO activity_days (organization_id, day, recorded, live)
    SELECT c.organization_id, c.day, 1, c.live
    FROM (SELECT NEW.organization_id AS organization_id, date(NEW.created_at, '-3 hours') AS day, (NEW.deleted = 0) AS live WHERE 1) c
    WHERE c.day IS NOT NULL
    ON CONFLICT (organization_id, day) DO UPDATE SET recorded = recorded + excluded.recorded, live = live + excluded.live;
END;
--> statement-breakpoint
CREATE TRIGGER movements_activity_delete AFTER DELETE ON movements
WHEN (1) AND EXISTS (SELECT 1 FROM organizations o WHERE o.id = OLD.organization_id)
BEGIN
  INSERT INTO activity_days (organization_id, day, recorded, live)
    SELECT c.organization_id, c.day, -(1), -(c.live)
    FROM (SELECT OLD.organization_id AS organization_id, date(OLD.created_at, '-3 hours') AS day, (OLD.deleted = 0) AS live WHERE 1) c
    WHERE c.day IS NOT NULL
    ON CONFLICT (organization_id, day) DO UPDATE SET recorded = recorded + excluded.recorded, live = live + excluded.live;
END;
--> statement-breakpoint
CREATE TRIGGER invoices_aggregates_insert AFTER INSERT ON invoices
WHEN (NEW.status IN ('emitida', 'pagada'))
BEGIN
  INSERT INTO finance_days (organization_id, day, income_cents, kg_net_cents, kg_milli)
    SELECT c.organization_id, c.day, c.net, c.kg_net, c.kg_milli
    FROM (SELECT NEW.organization_id AS organization_id, NEW.date AS day, NEW.net_cents AS net, (SELECT coalesce(sum(l.net_cents), 0) FROM invoice_lines l WHERE l.invoice_id = NEW.id AND l.unit = 'kg') AS kg_net, (SELECT coalesce(sum(l.quantity_milli), 0) FROM invoice_lines l WHERE l.invoice_id = NEW.id AND l.unit = 'kg') AS kg_milli WHERE NEW.status IN ('emitida', 'pagada')) c
    WHERE 1
    ON CONFLICT (organization_id, day) DO UPDATE SET income_cents = income_cents + excluded.income_cents, kg_net_cents = kg_net_cents + excluded.kg_net_cents, kg_milli = kg_milli + excluded.kg_milli;
END;
--> statement-breakpoint
CREATE TRIGGER invoices_aggregates_update AFTER UPDATE OF organization_id, status, date, net_cents ON invoices
WHEN (OLD.status IN ('emitida', 'pagada')) OR (NEW.status IN ('emitida', 'pagada'))
BEGIN
  INSERT INTO finance_days (organization_id, day, income_cents, kg_net_cents, kg_milli)
    SELECT c.organization_id, c.day, -(c.net), -(c.kg_net), -(c.kg_milli)
    FROM (SELECT OLD.organization_id AS organization_id, OLD.date AS day, OLD.net_cents AS net, (SELECT coalesce(sum(l.net_cents), 0) FROM invoice_lines l WHERE l.invoice_id = OLD.id AND l.unit = 'kg') AS kg_net, (SELECT coalesce(sum(l.quantity_milli), 0) FROM invoice_lines l WHERE l.invoice_id = OLD.id AND l.unit = 'kg') AS kg_milli WHERE OLD.status IN ('emitida', 'pagada')) c
    WHERE 1
    ON CONFLICT (organization_id, day) DO UPDATE SET income_cents = income_cents + excluded.income_cents, kg_net_cents = kg_net_cents + excluded.kg_net_cents, kg_milli = kg_milli + excluded.kg_milli;
  INSERT INTO finance_days (organization_id, day, income_cents, kg_net_cents, kg_milli)
    SELECT c.organization_id, c.day, c.net, c.kg_net, c.kg_milli
    FROM (SELECT NEW.organization_id AS organization_id, NEW.date AS day, NEW.net_cents AS net, (SELECT coalesce(sum(l.net_cents), 0) FROM invoice_lines l WHERE l.invoice_id = NEW.id AND l.unit = 'kg') AS kg_net, (SELECT coalesce(sum(l.quantity_milli), 0) FROM invoice_lines l WHERE l.invoice_id = NEW.id AND l.unit = 'kg') AS kg_milli WHERE NEW.status IN ('emitida', 'pagada')) c
    WHERE 1
    ON CONFLICT (organization_id, day) DO UPDATE SET income_cents = income_cents + excluded.income_cents, kg_net_cents = kg_net_cents + excluded.kg_net_cents, kg_milli = kg_milli + excluded.kg_milli;
END;
--> statement-breakpoint
CREATE TRIGGER invoices_aggregates_delete AFTER DELETE ON invoices
WHEN (OLD.status IN ('emitida', 'pagada')) AND EXISTS (SELECT 1 FROM organizations o WHERE o.id = OLD.organization_id)
BEGIN
  INSERT INTO finance_days (organization_id, day, income_cents, kg_net_cents, kg_milli)
    SELECT c.organization_id, c.day, -(c.net), -(c.kg_net), -(c.kg_milli)
    FROM (SELECT OLD.organization_id AS organization_id, OLD.date AS day, OLD.net_cents AS net, (SELECT coalesce(sum(l.net_cents), 0) FROM invoice_lines l WHERE l.invoice_id = OLD.id AND l.unit = 'kg') AS kg_net, (SELECT coalesce(sum(l.quantity_milli), 0) FROM invoice_lines l WHERE l.invoice_id = OLD.id AND l.unit = 'kg') AS kg_milli WHERE OLD.status IN ('emitida', 'pagada')) c
    WHERE 1
    ON CONFLICT (organization_id, day) DO UPDATE SET income_cents = income_cents + excluded.income_cents, kg_net_cents = kg_net_cents + excluded.kg_net_cents, kg_milli = kg_milli + excluded.kg_milli;
END;
--> statement-breakpoint
CREATE TRIGGER invoice_lines_aggregates_insert AFTER INSERT ON invoice_lines
WHEN (NEW.unit = 'kg')
BEGIN
  INSERT INTO finance_days (organization_id, day, kg_net_cents, kg_milli)
    SELECT c.organization_id, c.day, c.net, c.milli
    FROM (SELECT (SELECT i.organization_id FROM invoices i WHERE i.id = NEW.invoice_id AND i.status IN ('emitida', 'pagada')) AS organization_id, (SELECT i.date FROM invoices i WHERE i.id = NEW.invoice_id) AS day, NEW.net_cents AS net, NEW.quantity_milli AS milli WHERE NEW.unit = 'kg') c
    WHERE c.organization_id IS NOT NULL
    ON CONFLICT (organization_id, day) DO UPDATE SET kg_net_cents = kg_net_cents + excluded.kg_net_cents, kg_milli = kg_milli + excluded.kg_milli;
END;
--> statement-breakpoint
CREATE TRIGGER invoice_lines_aggregates_update AFTER UPDATE OF invoice_id, unit, net_cents, quantity_milli ON invoice_lines
WHEN (OLD.unit = 'kg') OR (NEW.unit = 'kg')
BEGIN
  INSERT INTO finance_days (organization_id, day, kg_net_cents, kg_milli)
    SELECT c.organization_id, c.day, -(c.net), -(c.milli)
    FROM (SELECT (SELECT i.organization_id FROM invoices i WHERE i.id = OLD.invoice_id AND i.status IN ('emitida', 'pagada')) AS organization_id, (SELECT i.date FROM invoices i WHERE i.id = OLD.invoice_id) AS day, OLD.net_cents AS net, OLD.quantity_milli AS milli WHERE OLD.unit = 'kg') c
    WHERE c.organization_id IS NOT NULL
    ON CONFLICT (organization_id, day) DO UPDATE SET kg_net_cents = kg_net_cents + excluded.kg_net_cents, kg_milli = kg_milli + excluded.kg_milli;
  INSERT INTO finance_days (organization_id, day, kg_net_cents, kg_milli)
    SELECT c.organization_id, c.day, c.net, c.milli
    FROM (SELECT (SELECT i.organization_id FROM invoices i WHERE i.id = NEW.invoice_id AND i.status IN ('emitida', 'pagada')) AS organization_id, (SELECT i.date FROM invoices i WHERE i.id = NEW.invoice_id) AS day, NEW.net_cents AS net, NEW.quantity_milli AS milli WHERE NEW.unit = 'kg') c
    WHERE c.organization_id IS NOT NULL
    ON CONFLICT (organization_id, day) DO UPDATE SET kg_net_cents = kg_net_cents + excluded.kg_net_cents, kg_milli = kg_milli + excluded.kg_milli;
END;
--> statement-breakpoint
CREATE TRIGGER invoice_lines_aggregates_delete AFTER DELETE ON invoice_lines
WHEN (OLD.unit = 'kg') AND EXISTS (SELECT 1 FROM organizations o WHERE o.id = (SELECT i.organization_id FROM invoices i WHERE i.id = OLD.invoice_id))
BEGIN
  INSERT INTO finance_days (organization_id, day, kg_net_cents, kg_milli)
    SELECT c.organization_id, c.day, -(c.net), -(c.milli)
    FROM (SELECT (SELECT i.organization_id FROM invoices i WHERE i.id = OLD.invoice_id AND i.status IN ('emitida', 'pagada')) AS organization_id, (SELECT i.date FROM invoices i WHERE i.id = OLD.invoice_id) AS day, OLD.net_cents AS net, OLD.quantity_milli AS milli WHERE OLD.unit = 'kg') c
    WHERE c.organization_id IS NOT NULL
    ON CONFLICT (organization_id, day) DO UPDATE SET kg_net_cents = kg_net_cents + excluded.kg_net_cents, kg_milli = kg_milli + excluded.kg_milli;
END;
--> statement-breakpoint
CREATE TRIGGER purchases_aggregates_insert AFTER INSERT ON purchases
WHEN (NEW.deleted = 0)
BEGIN
  INSERT INTO finance_days (organization_id, day, expense_cents)
    SELECT c.organization_id, c.day, c.net
    FROM (SELECT NEW.organization_id AS organization_id, NEW.date AS day, NEW.net_cents AS net WHERE NEW.deleted = 0) c
    WHERE 1
    ON CONFLICT (organization_id, day) DO UPDATE SET expense_cents = expense_cents + excluded.expense_cents;
  INSERT INTO finance_categories (organization_id, day, category, net_cents)
    SELECT c.organization_id, c.day, c.category, c.net
    FROM (SELECT NEW.organization_id AS organization_id, NEW.date AS day, l.category AS category, l.net_cents AS net FROM purchase_lines l WHERE l.purchase_id = NEW.id AND NEW.deleted = 0) c
    WHERE 1
    ON CONFLICT (organization_id, day, category) DO UPDATE SET net_cents = net_cents + excluded.net_cents;
END;
--> statement-breakpoint
CREATE TRIGGER purchases_aggregates_update AFTER UPDATE OF organization_id, deleted, date, net_cents ON purchases
WHEN (OLD.deleted = 0) OR (NEW.deleted = 0)
BEGIN
  INSERT INTO finance_days (organization_id, day, expense_cents)
    SELECT c.organization_id, c.day, -(c.net)
    FROM (SELECT OLD.organization_id AS organization_id, OLD.date AS day, OLD.net_cents AS net WHERE OLD.deleted = 0) c
    WHERE 1
    ON CONFLICT (organization_id, day) DO UPDATE SET expense_cents = expense_cents + excluded.expense_cents;
  INSERT INTO finance_categories (organization_id, day, category, net_cents)
    SELECT c.organization_id, c.day, c.category, -(c.net)
    FROM (SELECT OLD.organization_id AS organization_id, OLD.date AS day, l.category AS category, l.net_cents AS net FROM purchase_lines l WHERE l.purchase_id = OLD.id AND OLD.deleted = 0) c
    WHERE 1
    ON CONFLICT (organization_id, day, category) DO UPDATE SET net_cents = net_cents + excluded.net_cents;
  INSERT INTO finance_days (organization_id, day, expense_cents)
    SELECT c.organization_id, c.day, c.net
    FROM (SELECT NEW.organization_id AS organization_id, NEW.date AS day, NEW.net_cents AS net WHERE NEW.deleted = 0) c
    WHERE 1
    ON CONFLICT (organization_id, day) DO UPDATE SET expense_cents = expense_cents + excluded.expense_cents;
  INSERT INTO finance_categories (organization_id, day, category, net_cents)
    SELECT c.organization_id, c.day, c.category, c.net
    FROM (SELECT NEW.organization_id AS organization_id, NEW.date AS day, l.category AS category, l.net_cents AS net FROM purchase_lines l WHERE l.purchase_id = NEW.id AND NEW.deleted = 0) c
    WHERE 1
    ON CONFLICT (organization_id, day, category) DO UPDATE SET net_cents = net_cents + excluded.net_cents;
END;
--> statement-breakpoint
CREATE TRIGGER purchases_aggregates_delete AFTER DELETE ON purchases
WHEN (OLD.deleted = 0) AND EXISTS (SELECT 1 FROM organizations o WHERE o.id = OLD.organization_id)
BEGIN
  INSERT INTO finance_days (organization_id, day, expense_cents)
    SELECT c.organization_id, c.day, -(c.net)
    FROM (SELECT OLD.organization_id AS organization_id, OLD.date AS day, OLD.net_cents AS net WHERE OLD.deleted = 0) c
    WHERE 1
    ON CONFLICT (organization_id, day) DO UPDATE SET expense_cents = expense_cents + excluded.expense_cents;
  INSERT INTO finance_categories (organization_id, day, category, net_cents)
    SELECT c.organization_id, c.day, c.category, -(c.net)
    FROM (SELECT OLD.organization_id AS organization_id, OLD.date AS day, l.category AS category, l.net_cents AS net FROM purchase_lines l WHERE l.purchase_id = OLD.id AND OLD.deleted = 0) c
    WHERE 1
    ON CONFLICT (organization_id, day, category) DO UPDATE SET net_cents = net_cents + excluded.net_cents;
END;
--> statement-breakpoint
CREATE TRIGGER purchase_lines_aggregates_insert AFTER INSERT ON purchase_lines
WHEN (1)
BEGIN
  INSERT INTO finance_categories (organization_id, day, category, net_cents)
    SELECT c.organization_id, c.day, c.category, c.net
    FROM (SELECT (SELECT p.organization_id FROM purchases p WHERE p.id = NEW.purchase_id AND p.deleted = 0) AS organization_id, (SELECT p.date FROM purchases p WHERE p.id = NEW.purchase_id) AS day, NEW.category AS category, NEW.net_cents AS net WHERE 1) c
    WHERE c.organization_id IS NOT NULL
    ON CONFLICT (organization_id, day, category) DO UPDATE SET net_cents = net_cents + excluded.net_cents;
END;
--> statement-breakpoint
CREATE TRIGGER purchase_lines_aggregates_update AFTER UPDATE OF purchase_id, category, net_cents ON purchase_lines
WHEN (1) OR (1)
BEGIN
  INSERT INTO finance_categories (organization_id, day, category, net_cents)
    SELECT c.organization_id, c.day, c.category, -(c.net)
    FROM (SELECT (SELECT p.organization_id FROM purchases p WHERE p.id = OLD.purchase_id AND p.deleted = 0) AS organization_id, (SELECT p.date FROM purchases p WHERE p.id = OLD.purchase_id) AS day, OLD.category AS category, OLD.net_cents AS net WHERE 1) c
    WHERE c.organization_id IS NOT NULL
    ON CONFLICT (organization_id, day, category) DO UPDATE SET net_cents = net_cents + excluded.net_cents;
  INSERT INTO finance_categories (organization_id, day, category, net_cents)
    SELECT c.organization_id, c.day, c.category, c.net
    FROM (SELECT (SELECT p.organization_id FROM purchases p WHERE p.id = NEW.purchase_id AND p.deleted = 0) AS organization_id, (SELECT p.date FROM purchases p WHERE p.id = NEW.purchase_id) AS day, NEW.category AS category, NEW.net_cents AS net WHERE 1) c
    WHERE c.organization_id IS NOT NULL
    ON CONFLICT (organization_id, day, category) DO UPDATE SET net_cents = net_cents + excluded.net_cents;
END;
--> statement-breakpoint
CREATE TRIGGER purchase_lines_aggregates_delete AFTER DELETE ON purchase_lines
WHEN (1) AND EXISTS (SELECT 1 FROM organizations o WHERE o.id = (SELECT p.organization_id FROM purchases p WHERE p.id = OLD.purchase_id))
BEGIN
  INSERT INTO finance_categories (organization_id, day, category, net_cents)
    SELECT c.organization_id, c.day, c.category, -(c.net)
    FROM (SELECT (SELECT p.organization_id FROM purchases p WHERE p.id = OLD.purchase_id AND p.deleted = 0) AS organization_id, (SELECT p.date FROM purchases p WHERE p.id = OLD.purchase_id) AS day, OLD.category AS category, OLD.net_cents AS net WHERE 1) c
    WHERE c.organization_id IS NOT NULL
    ON CONFLICT (organization_id, day, category) DO UPDATE SET net_cents = net_cents + excluded.net_cents;
END;
--> statement-breakpoint
INSERT INTO rodeo_days (organization_id, rodeo_id, day, net, low)
  SELECT organization_id, rodeo_id, day, sum(net), sum(low)
  FROM (SELECT c.organization_id AS organization_id, c.rodeo_id AS rodeo_id, c.day AS day, c.d AS net, min(c.d, 0) AS low FROM (SELECT p.organization_id AS organization_id, p.day AS day, p.month AS month, p.dom AS dom, CASE WHEN NOT p.rodeo > 0 THEN NULL WHEN s.side = 0 THEN p.rodeo WHEN p.type IN ('CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING') AND coalesce(CASE WHEN (typeof(p.target) IN ('integer', 'real') AND p.target > 0 AND p.target = CAST(p.target AS INTEGER)) THEN CAST(p.target AS INTEGER) END, p.rodeo) <> p.rodeo THEN coalesce(CASE WHEN (typeof(p.target) IN ('integer', 'real') AND p.target > 0 AND p.target = CAST(p.target AS INTEGER)) THEN CAST(p.target AS INTEGER) END, p.rodeo) END AS rodeo_id, CASE WHEN s.side = 1 THEN p.heads
      WHEN p.type IN ('CREATE_RODEO', 'BUY', 'BIRTH', 'TRANSFER', 'EXTERNAL_TRANSFER') THEN CASE WHEN p.lot_change THEN 0 ELSE p.heads END
      WHEN p.type IN ('SELL', 'DEATH', 'OUTGOING_TRANSFER', 'CONSUMPTION') THEN -p.heads
      WHEN p.type IN ('CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING') THEN CASE WHEN p.type IN ('CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING') AND coalesce(CASE WHEN (typeof(p.target) IN ('integer', 'real') AND p.target > 0 AND p.target = CAST(p.target AS INTEGER)) THEN CAST(p.target AS INTEGER) END, p.rodeo) <> p.rodeo THEN -p.heads ELSE 0 END
      WHEN p.type = 'AUDIT_RECORD' THEN p.heads
      ELSE 0 END AS d FROM (SELECT m.organization_id AS organization_id, substr(m.date, 1, 10) AS day, substr(m.date, 1, 7) AS month, CAST(substr(m.date, 9, 2) AS INTEGER) AS dom, m.type AS type, m.rodeo_id AS rodeo, CASE WHEN m.type = 'AUDIT_RECORD' THEN (SELECT coalesce(sum(json_extract(d.value, '$.delta')), 0)
        FROM json_each(m.data, '$.deltas') d
        WHERE json_type(m.data, '$.deltas') = 'array' AND (typeof(json_extract(d.value, '$.category_id')) IN ('integer', 'real') AND json_extract(d.value, '$.category_id') > 0 AND json_extract(d.value, '$.category_id') = CAST(json_extract(d.value, '$.category_id') AS INTEGER))
          AND typeof(json_extract(d.value, '$.delta')) IN ('integer', 'real')
          AND json_extract(d.value, '$.delta') = CAST(json_extract(d.value, '$.delta') AS INTEGER)) ELSE (SELECT coalesce(sum(json_extract(a.value, '$.count')), 0) FROM json_each(m.animals) a
        WHERE json_extract(a.value, '$.count') > 0 AND (typeof(json_extract(a.value, '$.category_id')) IN ('integer', 'real') AND json_extract(a.value, '$.category_id') > 0 AND json_extract(a.value, '$.category_id') = CAST(json_extract(a.value, '$.category_id') AS INTEGER))) END AS heads, (m.type = 'TRANSFER' AND json_type(m.data, '$.lot_change') = 'true') AS lot_change, json_extract(m.data, CASE WHEN m.type = 'WEANING' THEN '$.destination_rodeo_id' ELSE '$.to_rodeo_id' END) AS target FROM movements m WHERE 1 AND m.deleted = 0 AND m.type IN ('CREATE_RODEO', 'BUY', 'BIRTH', 'TRANSFER', 'EXTERNAL_TRANSFER', 'SELL', 'DEATH', 'OUTGOING_TRANSFER', 'CONSUMPTION', 'CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING', 'AUDIT_RECORD')) p, (SELECT 0 AS side UNION ALL SELECT 1 AS side) s) c WHERE c.rodeo_id IS NOT NULL AND c.d <> 0)
  GROUP BY organization_id, rodeo_id, day;
--> statement-breakpoint
INSERT INTO rodeo_months (organization_id, rodeo_id, month, net, weighted, low, uses, cost)
  SELECT organization_id, rodeo_id, month, sum(net), sum(weighted), sum(low), sum(uses), sum(cost)
  FROM (SELECT c.organization_id AS organization_id, c.rodeo_id AS rodeo_id, c.month AS month, c.d AS net, c.d * c.dom AS weighted, min(c.d, 0) AS low, 0 AS uses, 0 AS cost FROM (SELECT p.organization_id AS organization_id, p.day AS day, p.month AS month, p.dom AS dom, CASE WHEN NOT p.rodeo > 0 THEN NULL WHEN s.side = 0 THEN p.rodeo WHEN p.type IN ('CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING') AND coalesce(CASE WHEN (typeof(p.target) IN ('integer', 'real') AND p.target > 0 AND p.target = CAST(p.target AS INTEGER)) THEN CAST(p.target AS INTEGER) END, p.rodeo) <> p.rodeo THEN coalesce(CASE WHEN (typeof(p.target) IN ('integer', 'real') AND p.target > 0 AND p.target = CAST(p.target AS INTEGER)) THEN CAST(p.target AS INTEGER) END, p.rodeo) END AS rodeo_id, CASE WHEN s.side = 1 THEN p.heads
      WHEN p.type IN ('CREATE_RODEO', 'BUY', 'BIRTH', 'TRANSFER', 'EXTERNAL_TRANSFER') THEN CASE WHEN p.lot_change THEN 0 ELSE p.heads END
      WHEN p.type IN ('SELL', 'DEATH', 'OUTGOING_TRANSFER', 'CONSUMPTION') THEN -p.heads
      WHEN p.type IN ('CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING') THEN CASE WHEN p.type IN ('CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING') AND coalesce(CASE WHEN (typeof(p.target) IN ('integer', 'real') AND p.target > 0 AND p.target = CAST(p.target AS INTEGER)) THEN CAST(p.target AS INTEGER) END, p.rodeo) <> p.rodeo THEN -p.heads ELSE 0 END
      WHEN p.type = 'AUDIT_RECORD' THEN p.heads
      ELSE 0 END AS d FROM (SELECT m.organization_id AS organization_id, substr(m.date, 1, 10) AS day, substr(m.date, 1, 7) AS month, CAST(substr(m.date, 9, 2) AS INTEGER) AS dom, m.type AS type, m.rodeo_id AS rodeo, CASE WHEN m.type = 'AUDIT_RECORD' THEN (SELECT coalesce(sum(json_extract(d.value, '$.delta')), 0)
        FROM json_each(m.data, '$.deltas') d
        WHERE json_type(m.data, '$.deltas') = 'array' AND (typeof(json_extract(d.value, '$.category_id')) IN ('integer', 'real') AND json_extract(d.value, '$.category_id') > 0 AND json_extract(d.value, '$.category_id') = CAST(json_extract(d.value, '$.category_id') AS INTEGER))
          AND typeof(json_extract(d.value, '$.delta')) IN ('integer', 'real')
          AND json_extract(d.value, '$.delta') = CAST(json_extract(d.value, '$.delta') AS INTEGER)) ELSE (SELECT coalesce(sum(json_extract(a.value, '$.count')), 0) FROM json_each(m.animals) a
        WHERE json_extract(a.value, '$.count') > 0 AND (typeof(json_extract(a.value, '$.category_id')) IN ('integer', 'real') AND json_extract(a.value, '$.category_id') > 0 AND json_extract(a.value, '$.category_id') = CAST(json_extract(a.value, '$.category_id') AS INTEGER))) END AS heads, (m.type = 'TRANSFER' AND json_type(m.data, '$.lot_change') = 'true') AS lot_change, json_extract(m.data, CASE WHEN m.type = 'WEANING' THEN '$.destination_rodeo_id' ELSE '$.to_rodeo_id' END) AS target FROM movements m WHERE 1 AND m.deleted = 0 AND m.type IN ('CREATE_RODEO', 'BUY', 'BIRTH', 'TRANSFER', 'EXTERNAL_TRANSFER', 'SELL', 'DEATH', 'OUTGOING_TRANSFER', 'CONSUMPTION', 'CHANGE_RODEO', 'TRANSFER_RODEO', 'WEANING', 'AUDIT_RECORD')) p, (SELECT 0 AS side UNION ALL SELECT 1 AS side) s) c WHERE c.rodeo_id IS NOT NULL AND c.d <> 0
    UNION ALL SELECT c.organization_id AS organization_id, c.rodeo_id AS rodeo_id, c.month AS month, 0 AS net, 0 AS weighted, 0 AS low, 1 AS uses, c.cost AS cost FROM (SELECT m.organization_id AS organization_id, substr(m.date, 1, 10) AS day, substr(m.date, 1, 7) AS month, (SELECT u.id FROM assets u WHERE u.id = json_extract(m.data, '$.asset_id') AND u.organization_id = m.organization_id) AS asset_id, m.rodeo_id AS rodeo_id, m.lot_id AS lot_id, coalesce(CAST(round((CASE WHEN m.type = 'ASSET_CONSUMPTION' THEN json_extract(m.data, '$.quantity') ELSE json_extract(m.data, '$.asset_quantity') END) * 1000) AS INTEGER), 0) AS milli, coalesce((CASE WHEN m.type = 'ASSET_CONSUMPTION' THEN json_extract(m.data, '$.quantity') ELSE json_extract(m.data, '$.asset_quantity') END) * json_extract(m.data, '$.unit_cost'), 0) AS cost, (m.type = 'ASSET_CONSUMPTION') AS consumption FROM movements m WHERE 1 AND m.deleted = 0 AND m.type IN ('ASSET_CONSUMPTION', 'TREATMENT', 'MEDICINE')) c WHERE c.asset_id IS NOT NULL AND c.rodeo_id IS NOT NULL)
  GROUP BY organization_id, rodeo_id, month;
--> statement-breakpoint
INSERT INTO supply_months (organization_id, month, asset_id, uses, milli, cost, consumed_cost)
  SELECT organization_id, month, asset_id, sum(uses), sum(milli), sum(cost), sum(consumed_cost)
  FROM (SELECT c.organization_id AS organization_id, c.month AS month, c.asset_id AS asset_id, 1 AS uses, c.milli AS milli, c.cost AS cost, CASE WHEN c.consumption THEN c.cost ELSE 0 END AS consumed_cost FROM (SELECT m.organization_id AS organization_id, substr(m.date, 1, 10) AS day, substr(m.date, 1, 7) AS month, (SELECT u.id FROM assets u WHERE u.id = json_extract(m.data, '$.asset_id') AND u.organization_id = m.organization_id) AS asset_id, m.rodeo_id AS rodeo_id, m.lot_id AS lot_id, coalesce(CAST(round((CASE WHEN m.type = 'ASSET_CONSUMPTION' THEN json_extract(m.data, '$.quantity') ELSE json_extract(m.data, '$.asset_quantity') END) * 1000) AS INTEGER), 0) AS milli, coalesce((CASE WHEN m.type = 'ASSET_CONSUMPTION' THEN json_extract(m.data, '$.quantity') ELSE json_extract(m.data, '$.asset_quantity') END) * json_extract(m.data, '$.unit_cost'), 0) AS cost, (m.type = 'ASSET_CONSUMPTION') AS consumption FROM movements m WHERE 1 AND m.deleted = 0 AND m.type IN ('ASSET_CONSUMPTION', 'TREATMENT', 'MEDICINE')) c WHERE c.asset_id IS NOT NULL)
  GROUP BY organization_id, month, asset_id;
--> statement-breakpoint
INSERT INTO supply_days (organization_id, day, asset_id, consumed_cost)
  SELECT organization_id, day, asset_id, sum(consumed_cost)
  FROM (SELECT c.organization_id AS organization_id, c.day AS day, c.asset_id AS asset_id, c.cost AS consumed_cost FROM (SELECT m.organization_id AS organization_id, substr(m.date, 1, 10) AS day, substr(m.date, 1, 7) AS month, (SELECT u.id FROM assets u WHERE u.id = json_extract(m.data, '$.asset_id') AND u.organization_id = m.organization_id) AS asset_id, m.rodeo_id AS rodeo_id, m.lot_id AS lot_id, coalesce(CAST(round((CASE WHEN m.type = 'ASSET_CONSUMPTION' THEN json_extract(m.data, '$.quantity') ELSE json_extract(m.data, '$.asset_quantity') END) * 1000) AS INTEGER), 0) AS milli, coalesce((CASE WHEN m.type = 'ASSET_CONSUMPTION' THEN json_extract(m.data, '$.quantity') ELSE json_extract(m.data, '$.asset_quantity') END) * json_extract(m.data, '$.unit_cost'), 0) AS cost, (m.type = 'ASSET_CONSUMPTION') AS consumption FROM movements m WHERE 1 AND m.deleted = 0 AND m.type = 'ASSET_CONSUMPTION') c WHERE c.asset_id IS NOT NULL)
  GROUP BY organization_id, day, asset_id;
--> statement-breakpoint
INSERT INTO lot_days (organization_id, day, lot_id, uses, cost)
  SELECT organization_id, day, lot_id, sum(uses), sum(cost)
  FROM (SELECT c.organization_id AS organization_id, c.day AS day, c.lot_id AS lot_id, 1 AS uses, c.cost AS cost FROM (SELECT m.organization_id AS organization_id, substr(m.date, 1, 10) AS day, substr(m.date, 1, 7) AS month, (SELECT u.id FROM assets u WHERE u.id = json_extract(m.data, '$.asset_id') AND u.organization_id = m.organization_id) AS asset_id, m.rodeo_id AS rodeo_id, m.lot_id AS lot_id, coalesce(CAST(round((CASE WHEN m.type = 'ASSET_CONSUMPTION' THEN json_extract(m.data, '$.quantity') ELSE json_extract(m.data, '$.asset_quantity') END) * 1000) AS INTEGER), 0) AS milli, coalesce((CASE WHEN m.type = 'ASSET_CONSUMPTION' THEN json_extract(m.data, '$.quantity') ELSE json_extract(m.data, '$.asset_quantity') END) * json_extract(m.data, '$.unit_cost'), 0) AS cost, (m.type = 'ASSET_CONSUMPTION') AS consumption FROM movements m WHERE 1 AND m.deleted = 0 AND m.type IN ('ASSET_CONSUMPTION', 'TREATMENT', 'MEDICINE') AND m.rodeo_id IS NULL AND m.lot_id IS NOT NULL) c WHERE c.asset_id IS NOT NULL)
  GROUP BY organization_id, day, lot_id;
--> statement-breakpoint
INSERT INTO finance_days (organization_id, day, income_cents, expense_cents, kg_net_cents, kg_milli, heads_sold, kilos_sold)
  SELECT organization_id, day, sum(income_cents), sum(expense_cents), sum(kg_net_cents), sum(kg_milli), sum(heads_sold), sum(kilos_sold)
  FROM (SELECT c.organization_id AS organization_id, c.day AS day, 0 AS income_cents, 0 AS expense_cents, 0 AS kg_net_cents, 0 AS kg_milli, c.heads AS heads_sold, c.heads * c.mean_weight AS kilos_sold FROM (SELECT m.organization_id AS organization_id, substr(m.date, 1, 10) AS day, (SELECT coalesce(sum(json_extract(s.value, '$.count')), 0) FROM json_each(m.animals) s) AS heads, coalesce(json_extract(m.data, '$.mean_weight'), 0) AS mean_weight FROM movements m WHERE 1 AND m.deleted = 0 AND m.type = 'SELL') c WHERE 1
    UNION ALL SELECT c.organization_id AS organization_id, c.day AS day, c.net AS income_cents, 0 AS expense_cents, c.kg_net AS kg_net_cents, c.kg_milli AS kg_milli, 0 AS heads_sold, 0 AS kilos_sold FROM (SELECT m.organization_id AS organization_id, m.date AS day, m.net_cents AS net, (SELECT coalesce(sum(l.net_cents), 0) FROM invoice_lines l WHERE l.invoice_id = m.id AND l.unit = 'kg') AS kg_net, (SELECT coalesce(sum(l.quantity_milli), 0) FROM invoice_lines l WHERE l.invoice_id = m.id AND l.unit = 'kg') AS kg_milli FROM invoices m WHERE 1 AND m.status IN ('emitida', 'pagada')) c WHERE 1
    UNION ALL SELECT c.organization_id AS organization_id, c.day AS day, 0 AS income_cents, c.net AS expense_cents, 0 AS kg_net_cents, 0 AS kg_milli, 0 AS heads_sold, 0 AS kilos_sold FROM (SELECT m.organization_id AS organization_id, m.date AS day, m.net_cents AS net FROM purchases m WHERE 1 AND m.deleted = 0) c WHERE 1)
  GROUP BY organization_id, day;
--> statement-breakpoint
INSERT INTO finance_categories (organization_id, day, category, net_cents)
  SELECT organization_id, day, category, sum(net_cents)
  FROM (SELECT c.organization_id AS organization_id, c.day AS day, c.category AS category, c.net AS net_cents FROM (SELECT m.organization_id AS organization_id, m.date AS day, l.category AS category, l.net_cents AS net FROM purchases m JOIN purchase_lines l ON l.purchase_id = m.id WHERE 1 AND m.deleted = 0) c WHERE 1)
  GROUP BY organization_id, day, category;
--> statement-breakpoint
INSERT INTO activity_days (organization_id, day, recorded, live)
  SELECT organization_id, day, sum(recorded), sum(live)
  FROM (SELECT c.organization_id AS organization_id, c.day AS day, 1 AS recorded, c.live AS live FROM (SELECT m.organization_id AS organization_id, date(m.created_at, '-3 hours') AS day, (m.deleted = 0) AS live FROM movements m WHERE 1 AND 1) c WHERE c.day IS NOT NULL)
  GROUP BY organization_id, day;
