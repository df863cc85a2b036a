// /api/field/{org}: the organization's fields (campos): name, hectares, locality, RENSPA and boundary (docs/map.md);
// owners and admins manage them.
import { and, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { fields, lots } from "../../../db/schema";
import type { AppEnv } from "../../../env";
import { notFound } from "../../../lib/errors";
import { broadcast } from "../../live/broadcast";
import { idParam, validate } from "../../../lib/validate";
import { requireAuth } from "../../account/require-auth";
import { pathDoor, scopeOf } from "../../organization/door";
import { runBatch } from "../movements/movement-commit";
import { fieldBody } from "../../../shared/herd-schemas";
import { boundaryBody } from "../../../shared/boundary-schemas";
import { fieldColumns } from "./field-columns";
import { writeFieldBoundary } from "./field-boundary";
import * as z from "../../../shared/zod";

const orgParam = z.object({ org: idParam });
const fieldParams = z.object({ org: idParam, id: idParam });

export const fieldRoutes = new Hono<AppEnv>()
  .use("*", requireAuth)
  .get(...pathDoor("/:org", "org"), validate("param", orgParam), async (c) => {
    const list = await c.var.db
      .select({
        ...fieldColumns,
        lot_count: sql<number>`(SELECT count(*) FROM lots l WHERE l.field_id = "fields"."id" AND l.deleted = 0)`,
      })
      .from(fields)
      .where(eq(fields.organization_id, c.req.valid("param").org))
      .orderBy(fields.name, fields.id)
      .limit(500);
    return c.json({ ok: true as const, fields: list });
  })
  .post(...pathDoor("/:org", "org", "admin"), validate("param", orgParam), validate("json", fieldBody), async (c) => {
    const { org } = c.req.valid("param");
    const [field] = await c.var.db
      .insert(fields)
      .values({ ...c.req.valid("json"), organization_id: org })
      .returning(fieldColumns);
    return c.json({ ok: true as const, field: field! }, 201);
  })
  .put(
    ...pathDoor("/:org/:id", "org", "admin"),
    validate("param", fieldParams),
    validate("json", fieldBody),
    async (c) => {
      const { org, id } = c.req.valid("param");
      const [field] = await c.var.db
        .update(fields)
        .set({ ...c.req.valid("json"), updated_at: new Date().toISOString() })
        .where(and(eq(fields.id, id), eq(fields.organization_id, org)))
        .returning(fieldColumns);
      if (!field) throw notFound("Campo no encontrado", "FIELD_NOT_FOUND");
      // Lots show their field: clients refetch them.
      await broadcast(c.var.rt, org, { action: "update-lots" });
      return c.json({ ok: true as const, field });
    },
  )
  .put(
    ...pathDoor("/:org/:id/boundary", "org", "admin"),
    validate("param", fieldParams),
    validate("json", boundaryBody),
    async (c) => {
      const { id } = c.req.valid("param");
      const written = await writeFieldBoundary(scopeOf(c), id, c.req.valid("json").geometry);
      return c.json({ ok: true as const, ...written });
    },
  )
  .delete(...pathDoor("/:org/:id", "org", "admin"), validate("param", fieldParams), async (c) => {
    const { org, id } = c.req.valid("param");
    const db = c.var.db;
    const results = await runBatch(db, [
      db
        .update(lots)
        .set({ field_id: null })
        .where(and(eq(lots.field_id, id), eq(lots.organization_id, org))),
      db
        .delete(fields)
        .where(and(eq(fields.id, id), eq(fields.organization_id, org)))
        .returning({ id: fields.id }),
    ]);
    if (!(results[1] as unknown[]).length) throw notFound("Campo no encontrado", "FIELD_NOT_FOUND");
    await broadcast(c.var.rt, org, { action: "update-lots" });
    return c.json({ ok: true as const, fieldId: id });
  });
