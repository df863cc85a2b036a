// /api/asset (docs/supplies.md): supplies. Any member reads them, loads existing ones and counts them;
// owners and admins create, edit and delete them (docs/accounts.md). Quantities change only through movements.
import { Hono } from "hono";
import type { AppEnv } from "../../../env";
import { notFound } from "../../../lib/errors";
import { idParam, validate } from "../../../lib/validate";
import { requireAuth } from "../../account/require-auth";
import { supplyReportRoutes } from "./supply-report-routes";
import { bodyDoor, pathDoor, resourceDoor, scopeOf } from "../../organization/door";
import { assertMayLoadSupplies } from "../../organization/access";
import {
  supplyBatchSchema,
  supplyCountSchema,
  supplyCreateSchema,
  supplyListQuery,
  supplyUpdateSchema,
  createsSupply,
} from "../../../shared/supply-schemas";
import * as z from "../../../shared/zod";
import { supplyDetail, supplyDoorRow, listSupplies } from "./supply-queries";
import { countSupply, createSupply, deleteSupply, loadBatch, updateSupply } from "./supply-writes";

const orgParam = z.object({ org: idParam });
const supplyParams = z.object({ org: idParam, id: idParam });
const hidden = () => notFound("El insumo no existe o fue eliminado", "ASSET_NOT_FOUND");

export const supplyRoutes = new Hono<AppEnv>()
  .use("*", requireAuth)
  .route("/", supplyReportRoutes)
  .get(
    "/detail/:id",
    validate("param", z.object({ id: idParam })),
    validate("query", z.object({ cursor: z.string().max(200).optional() })),
    async (c) => {
      const { id } = c.req.valid("param");
      const row = await supplyDoorRow(c.var.db, c.var.user.id, id);
      const { orgId } = resourceDoor(c, row, hidden);
      const detail = await supplyDetail(c.var.db, orgId, id, c.req.valid("query").cursor);
      if (!detail) throw hidden();
      return c.json({ ok: true as const, ...detail });
    },
  )
  .post("/", validate("json", supplyCreateSchema), bodyDoor("admin"), async (c) => {
    const result = await createSupply(scopeOf(c), c.req.valid("json"));
    return c.json({ ok: true as const, ...result }, 201);
  })
  .get(...pathDoor("/:org", "org"), validate("param", orgParam), validate("query", supplyListQuery), async (c) => {
    const { kind, low, q } = c.req.valid("query");
    const supplies = await listSupplies(c.var.db, { orgId: c.req.valid("param").org, kind, low: low === "true", q });
    return c.json({ ok: true as const, assets: supplies });
  })
  .post(
    ...pathDoor("/:org/batch", "org"),
    validate("param", orgParam),
    validate("json", supplyBatchSchema),
    async (c) => {
      const scope = scopeOf(c);
      const body = c.req.valid("json");
      assertMayLoadSupplies(scope.role, createsSupply(body));
      const result = await loadBatch(scope, body);
      return c.json({ ok: true as const, ...result }, 201);
    },
  )
  .post(
    ...pathDoor("/:org/:id/count", "org"),
    validate("param", supplyParams),
    validate("json", supplyCountSchema),
    async (c) => {
      const result = await countSupply(scopeOf(c), c.req.valid("param").id, c.req.valid("json"));
      return c.json({ ok: true as const, ...result });
    },
  )
  .put(
    ...pathDoor("/:org/:id", "org", "admin"),
    validate("param", supplyParams),
    validate("json", supplyUpdateSchema),
    async (c) => {
      const supply = await updateSupply(scopeOf(c), c.req.valid("param").id, c.req.valid("json"));
      return c.json({ ok: true as const, asset: supply });
    },
  )
  .delete(...pathDoor("/:org/:id", "org", "admin"), validate("param", supplyParams), async (c) => {
    await deleteSupply(scopeOf(c), c.req.valid("param").id);
    return c.json({ ok: true as const });
  });
