// /api/purchase/{org} (docs/money.md): suppliers' invoices. Owners and admins only (door "admin").
import { Hono } from "hono";
import { sql } from "drizzle-orm";
import type { AppEnv } from "../../../env";
import { idParam, validate } from "../../../lib/validate";
import { purchaseListQuery, purchasePaidSchema, purchaseSchema } from "../../../shared/purchase-schemas";
import * as z from "../../../shared/zod";
import { requireAuth } from "../../account/require-auth";
import { pathDoor, scopeOf } from "../../organization/door";
import { listPurchases, readPurchase } from "./purchase-queries";
import { createPurchase, deletePurchase, purchaseGone, setPaid, updatePurchase } from "./purchase-writes";

const orgParam = z.object({ org: idParam });
const params = z.object({ org: idParam, id: idParam });

export const purchaseRoutes = new Hono<AppEnv>()
  .use("*", requireAuth)
  .get(
    ...pathDoor("/:org", "org", "admin"),
    validate("param", orgParam),
    validate("query", purchaseListQuery),
    async (c) => {
      const page = await listPurchases(c.var.db, c.req.valid("param").org, c.req.valid("query"));
      return c.json({ ok: true as const, ...page });
    },
  )
  .post(
    ...pathDoor("/:org", "org", "admin"),
    validate("param", orgParam),
    validate("json", purchaseSchema),
    async (c) => {
      const purchase = await createPurchase(scopeOf(c), c.req.valid("json"));
      return c.json({ ok: true as const, purchase }, 201);
    },
  )
  .get(...pathDoor("/:org/:id", "org", "admin"), validate("param", params), async (c) => {
    const { org, id } = c.req.valid("param");
    const purchase = await readPurchase(c.var.db, org, sql`p.id = ${id}`);
    if (!purchase) throw purchaseGone();
    return c.json({ ok: true as const, purchase });
  })
  .put(
    ...pathDoor("/:org/:id", "org", "admin"),
    validate("param", params),
    validate("json", purchaseSchema),
    async (c) => {
      const purchase = await updatePurchase(scopeOf(c), c.req.valid("param").id, c.req.valid("json"));
      return c.json({ ok: true as const, purchase });
    },
  )
  .post(
    ...pathDoor("/:org/:id/paid", "org", "admin"),
    validate("param", params),
    validate("json", purchasePaidSchema),
    async (c) => {
      const { paid, paid_at } = c.req.valid("json");
      const purchase = await setPaid(scopeOf(c), c.req.valid("param").id, paid, paid_at);
      return c.json({ ok: true as const, purchase });
    },
  )
  .delete(...pathDoor("/:org/:id", "org", "admin"), validate("param", params), async (c) => {
    await deletePurchase(scopeOf(c), c.req.valid("param").id);
    return c.json({ ok: true as const });
  });
