#!/bin/sh
# Appends the hand-written part of migration 0015 (clearance index, triggers, first fill) to the generated one.
set -e
cd /work/wt/aggregates
npx tsx /tmp/gen.ts > /tmp/gen.sql
{
  cat migrations/0015_aggregates.sql
  printf '%s\n' '--> statement-breakpoint' \
    "-- Added by hand after generation (docs/aggregates.md). A rodeo's withdrawal: its live treatments with withdrawal" \
    "-- days by clearance day, read from the latest down (herd/common/withdrawal-sql.ts); drizzle-kit cannot write an" \
    "-- index over an expression." \
    "CREATE INDEX \`movements_clearance_idx\` ON \`movements\` (\`organization_id\`, \`rodeo_id\`, json_extract(\`data\`, '\$.clearance_date'), \`date\`) WHERE type IN ('TREATMENT', 'MEDICINE') AND deleted = 0 AND json_extract(data, '\$.withdrawal_days') > 0;" \
    '--> statement-breakpoint' \
    "-- The triggers and the first fill below are written by worker/areas/aggregates/aggregate-sql.ts (a test checks the" \
    "-- database holds exactly its triggers)."
  cat /tmp/gen.sql
} > /tmp/0015.sql
mv /tmp/0015.sql migrations/0015_aggregates.sql
