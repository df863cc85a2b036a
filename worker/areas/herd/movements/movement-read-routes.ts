// GET routes of /api/movement: the log with filters and cursor pages, one movement, last 10, per rodeo and cycle.
import { Hono } from "hono";
import type { AppEnv } from "../../../env";
import { notFound } from "../../../lib/errors";
import { idParam, validate } from "../../../lib/validate";
import { pathDoor, resourceDoor } from "../../organization/door";
import {
  cycleMovements,
  lastMovements,
  listMovements,
  movementListQuery,
  pageQuery,
  rodeoMovements,
} from "./movement-list";
import { movementReadRow } from "./movement-door-row";
import { toMovement } from "./movement-row";
import * as z from "../../../shared/zod";

const orgParam = z.object({ org: idParam });

export const movementReadRoutes = new Hono<AppEnv>()
  .get(
    ...pathDoor("/all/:org", "org"),
    validate("param", orgParam),
    validate("query", movementListQuery),
    async (c) => {
      const page = await listMovements(c.var.db, c.req.valid("param").org, c.req.valid("query"));
      return c.json({ ok: true as const, ...page });
    },
  )
  .get(...pathDoor("/last-10/:org", "org"), validate("param", orgParam), async (c) => {
    const list = await lastMovements(c.var.db, c.req.valid("param").org, 10);
    return c.json({ ok: true as const, movements: list });
  })
  .get(
    ...pathDoor("/rodeo/:org/:rodeoId", "org"),
    validate("param", z.object({ org: idParam, rodeoId: idParam })),
    validate("query", pageQuery),
    async (c) => {
      const { org, rodeoId } = c.req.valid("param");
      const page = await rodeoMovements(c.var.db, org, rodeoId, c.req.valid("query"));
      if (!page) throw notFound("Rodeo no encontrado", "RODEO_NOT_FOUND");
      return c.json({ ok: true as const, ...page });
    },
  )
  .get(
    ...pathDoor("/reproductive-cycle/:org/:cycleId", "org"),
    validate("param", z.object({ org: idParam, cycleId: idParam })),
    validate("query", pageQuery),
    async (c) => {
      const { org, cycleId } = c.req.valid("param");
      const page = await cycleMovements(c.var.db, org, cycleId, c.req.valid("query"));
      if (!page) throw notFound("Ciclo reproductivo no encontrado", "CYCLE_NOT_FOUND");
      return c.json({ ok: true as const, ...page });
    },
  )
  // No organization in the path: the movement's own organization decides, in the same statement.
  .get("/:id", validate("param", z.object({ id: idParam })), async (c) => {
    const row = await movementReadRow(c.var.db, c.var.user.id, c.req.valid("param").id);
    // A deleted movement is still shown to members (its log entry).
    resourceDoor(c, row && { organization_id: row.movement.organization_id, role: row.role }, () =>
      notFound("Registro no encontrado", "MOVEMENT_NOT_FOUND"),
    );
    return c.json({ ok: true as const, movement: toMovement(row!.movement) });
  });
