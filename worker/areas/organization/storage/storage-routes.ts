// GET /api/organization/{id}/storage: how much of its quota the organization's uploads use (the
// configuration screen's bar). Owners and admins, like the organization's other settings.
import { Hono } from "hono";
import type { AppEnv } from "../../../env";
import { idParam, validate } from "../../../lib/validate";
import type { StorageUsage } from "../../../shared/storage-values";
import * as z from "../../../shared/zod";
import { resourceDoor } from "../door";
import { storageQuota, storageUse } from "./storage-quota";

const idParams = z.object({ id: idParam });

export const storageRoutes = new Hono<AppEnv>().get("/:id/storage", validate("param", idParams), async (c) => {
  const { id } = c.req.valid("param");
  // The membership and the count in one statement; plain users then get the 403.
  const row = await storageUse(c.var.db, c.var.user.id, id);
  resourceDoor(c, { organization_id: id, role: row?.role }, undefined, "admin");
  const storage: StorageUsage = { used_bytes: row!.used, quota_bytes: storageQuota(c.env) };
  return c.json({ ok: true as const, storage });
});
