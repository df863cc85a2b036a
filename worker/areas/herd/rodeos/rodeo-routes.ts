// /api/rodeo: rodeos with their stock, lot and daily gain; structure (owners and admins); deaths; daily weight gain.
import { and, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { rodeos } from "../../../db/schema";
import type { AppEnv } from "../../../env";
import { notFound } from "../../../lib/errors";
import { idParam, validate } from "../../../lib/validate";
import { requireAuth } from "../../account/require-auth";
import { pathDoor, scopeOf } from "../../organization/door";
import { createRodeo, deleteRodeo, editRodeo } from "./rodeos";
import { jsonList } from "../common/row-values";
import { rodeosSql, toRodeo, type RodeoRow } from "./rodeo-queries";
import { dailyWeightGain, weighingsByDay, type Weighing } from "../../../shared/daily-gain";
import { rodeoBody, rodeoEditBody } from "../../../shared/herd-schemas";
import * as z from "../../../shared/zod";
import { createRoute } from "../movements/movement-write-routes";

const orgParam = z.object({ org: idParam });
const rodeoParams = z.object({ org: idParam, id: idParam });

/** Weighings kept for the chart: a rodeo weighed monthly for 40 years is still under this. */
const MAX_WEIGHINGS = 500;

export const rodeoRoutes = new Hono<AppEnv>()
  .use("*", requireAuth)
  .get(
    ...pathDoor("/daily-weight-gain/:org/:rodeoId", "org"),
    validate("param", z.object({ org: idParam, rodeoId: idParam })),
    async (c) => {
      const { org, rodeoId } = c.req.valid("param");
      const [row] = await c.var.db
        .select({
          id: rodeos.id,
          name: rodeos.name,
          weighings: sql<string>`(SELECT json_group_array(json_object('date', w.date, 'mean_weight', w.mw)) FROM (
            SELECT m.date AS date, json_extract(m.data, '$.mean_weight') AS mw FROM movements m
            WHERE m.organization_id = ${org} AND m.rodeo_id = ${rodeoId} AND m.type = 'WEIGHING' AND m.deleted = 0
            ORDER BY m.date DESC, m.id DESC LIMIT ${MAX_WEIGHINGS}) w)`,
        })
        .from(rodeos)
        .where(and(eq(rodeos.id, rodeoId), eq(rodeos.organization_id, org)))
        .limit(1);
      if (!row) throw notFound("Rodeo no encontrado", "RODEO_NOT_FOUND");
      const raw = jsonList<Weighing>(row.weighings).filter((w) => typeof w.mean_weight === "number");
      return c.json({
        ok: true as const,
        weighings: weighingsByDay(raw),
        daily_gain: dailyWeightGain({ id: row.id, name: row.name }, raw),
      });
    },
  )
  .post(...createRoute("/record-deaths/:org", "DEATH"))
  .get(...pathDoor("/:org", "org"), validate("param", orgParam), async (c) => {
    const rows = await c.var.db.all<RodeoRow>(rodeosSql({ orgId: c.req.valid("param").org }));
    return c.json({ ok: true as const, rodeos: rows.map(toRodeo) });
  })
  .get(...pathDoor("/:org/:id", "org"), validate("param", rodeoParams), async (c) => {
    const { org, id } = c.req.valid("param");
    const [row] = await c.var.db.all<RodeoRow>(rodeosSql({ orgId: org, rodeoIds: [id] }));
    if (!row) throw notFound("Rodeo no encontrado", "RODEO_NOT_FOUND");
    return c.json({ ok: true as const, rodeo: toRodeo(row) });
  })
  .post(...pathDoor("/:org", "org", "admin"), validate("param", orgParam), validate("json", rodeoBody), async (c) => {
    const result = await createRodeo(scopeOf(c), c.req.valid("json"));
    return c.json({ ok: true as const, ...result }, 201);
  })
  .put(
    ...pathDoor("/:org/:id", "org", "admin"),
    validate("param", rodeoParams),
    validate("json", rodeoEditBody),
    async (c) => {
      const rodeo = await editRodeo(scopeOf(c), c.req.valid("param").id, c.req.valid("json"));
      return c.json({ ok: true as const, rodeo });
    },
  )
  .delete(...pathDoor("/:org/:id", "org", "admin"), validate("param", rodeoParams), async (c) => {
    const { id } = c.req.valid("param");
    await deleteRodeo(scopeOf(c), id);
    return c.json({ ok: true as const, rodeoId: id });
  });
