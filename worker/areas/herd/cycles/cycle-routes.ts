// /api/reproductive-cycle/{org}: breeding seasons of a rodeo; the detail carries its movements and KPIs.
// Owners and admins manage them; every change is logged (CREATE/EDIT/DELETE_REPRODUCTIVE_CYCLE).
import { and, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { reproductiveCycles } from "../../../db/schema";
import type { AppContext, AppEnv } from "../../../env";
import { badRequest, notFound } from "../../../lib/errors";
import { broadcast } from "../../live/broadcast";
import { idParam, validate } from "../../../lib/validate";
import { requireAuth } from "../../account/require-auth";
import { pathDoor } from "../../organization/door";
import { assertOwned } from "../common/owned-ids";
import { runBatch } from "../movements/movement-commit";
import { loadCycleDetail, loadCycles } from "./cycles";
import { logStatement, type LogEntry } from "../movements/herd-log";
import { toMovement, type MovementRow } from "../movements/movement-row";
import { cycleBody, cycleEditBody } from "../../../shared/herd-schemas";
import * as z from "../../../shared/zod";

const orgParam = z.object({ org: idParam });
const cycleParams = z.object({ org: idParam, id: idParam });

const assertRodeo = (c: AppContext, orgId: number, rodeoId: number | undefined) =>
  assertOwned(c.var.db, orgId, [
    { kind: "rodeos", id: rodeoId, path: "rodeo_id", message: "El rodeo no existe en esta organización" },
  ]);

/** Writes the change and its log entry in one batch, then announces the entry. */
async function commitWithLog(
  c: AppContext,
  orgId: number,
  change: Parameters<typeof runBatch>[1][number],
  entry: LogEntry,
) {
  const db = c.var.db;
  const results = await runBatch(db, [change, logStatement(db, orgId, c.var.user.id, entry)]);
  const [row] = results[1] as MovementRow[];
  await broadcast(c.var.rt, orgId, { action: "movement-created", movement: toMovement(row!) });
  return row!;
}

async function detailOr404(c: AppContext, orgId: number, id: number) {
  const cycle = await loadCycleDetail(c.var.db, orgId, id);
  if (!cycle) throw notFound("Ciclo reproductivo no encontrado", "CYCLE_NOT_FOUND");
  return cycle;
}

export const reproductiveCycleRoutes = new Hono<AppEnv>()
  .use("*", requireAuth)
  .get(...pathDoor("/:org", "org"), validate("param", orgParam), async (c) => {
    return c.json({ ok: true as const, cycles: await loadCycles(c.var.db, c.req.valid("param").org) });
  })
  .get(...pathDoor("/:org/:id", "org"), validate("param", cycleParams), async (c) => {
    const { org, id } = c.req.valid("param");
    return c.json({ ok: true as const, cycle: await detailOr404(c, org, id) });
  })
  .post(...pathDoor("/:org", "org", "admin"), validate("param", orgParam), validate("json", cycleBody), async (c) => {
    const { org } = c.req.valid("param");
    const body = c.req.valid("json");
    await assertRodeo(c, org, body.rodeo_id);
    const now = new Date().toISOString();
    const entry = await commitWithLog(
      c,
      org,
      c.var.db.insert(reproductiveCycles).values({ ...body, organization_id: org, created_at: now, updated_at: now }),
      {
        type: "CREATE_REPRODUCTIVE_CYCLE",
        detail: `Alta del ciclo reproductivo ${body.name}`,
        rodeo_id: body.rodeo_id,
        // Inside the batch the newest cycle of the organization is this one.
        cycle_id: sql`(SELECT max(id) FROM reproductive_cycles WHERE organization_id = ${org})`,
        data: { name: body.name, method: body.method, females_exposed: body.females_exposed },
      },
    );
    return c.json({ ok: true as const, cycle: await detailOr404(c, org, entry.cycle_id!) }, 201);
  })
  .put(
    ...pathDoor("/:org/:id", "org", "admin"),
    validate("param", cycleParams),
    validate("json", cycleEditBody),
    async (c) => {
      const { org, id } = c.req.valid("param");
      const body = c.req.valid("json");
      const current = await detailOr404(c, org, id);
      await assertRodeo(c, org, body.rodeo_id);
      const end = body.service_end === undefined ? current.service_end : body.service_end;
      if (end && end < (body.service_start ?? current.service_start)) {
        throw badRequest("Datos inválidos", "VALIDATION_ERROR", [
          { path: "service_end", message: "El fin del servicio no puede ser anterior al inicio" },
        ]);
      }
      await commitWithLog(
        c,
        org,
        c.var.db
          .update(reproductiveCycles)
          .set({ ...body, updated_at: new Date().toISOString() })
          .where(and(eq(reproductiveCycles.id, id), eq(reproductiveCycles.organization_id, org))),
        {
          type: "EDIT_REPRODUCTIVE_CYCLE",
          detail: `Edición del ciclo reproductivo ${body.name ?? current.name}`,
          rodeo_id: body.rodeo_id ?? current.rodeo_id,
          cycle_id: id,
          data: { ...body },
        },
      );
      return c.json({ ok: true as const, cycle: await detailOr404(c, org, id) });
    },
  )
  .delete(...pathDoor("/:org/:id", "org", "admin"), validate("param", cycleParams), async (c) => {
    const { org, id } = c.req.valid("param");
    const current = await detailOr404(c, org, id);
    await commitWithLog(
      c,
      org,
      c.var.db
        .update(reproductiveCycles)
        .set({ deleted: true, updated_at: new Date().toISOString() })
        .where(and(eq(reproductiveCycles.id, id), eq(reproductiveCycles.organization_id, org))),
      {
        type: "DELETE_REPRODUCTIVE_CYCLE",
        detail: `Baja del ciclo reproductivo ${current.name}`,
        rodeo_id: current.rodeo_id,
        cycle_id: id,
        data: { name: current.name },
      },
    );
    return c.json({ ok: true as const, cycleId: id });
  });
