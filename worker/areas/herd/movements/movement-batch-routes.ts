// POST /api/movement/batch/{org}: the offline outbox's queued creates in one request (docs/offline-batch.md).
// Any member, through the organization's door; each record then meets its own route's rules.
import { Hono } from "hono";
import type { AppEnv } from "../../../env";
import { validate } from "../../../lib/validate";
import { pathDoor, scopeOf } from "../../organization/door";
import { movementBatchSchema } from "../../../shared/movement-batch-schemas";
import { recordBatch } from "./movement-batch";

export const movementBatchRoutes = new Hono<AppEnv>().post(
  ...pathDoor("/batch/:org", "org"),
  validate("json", movementBatchSchema),
  async (c) => {
    const results = await recordBatch(scopeOf(c), c.req.valid("json").records);
    // 200 whatever became of each record: the answer says it record by record, in the order sent.
    return c.json({ ok: true as const, results });
  },
);
