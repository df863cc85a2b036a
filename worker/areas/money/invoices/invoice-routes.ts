// /api/invoice/{org} (docs/money.md): sales invoices. Owners and admins only (door "admin"); plain users get 403,
// members of other organizations 403, another organization's invoice ids 404.
import { Hono } from "hono";
import type { AppEnv } from "../../../env";
import { idParam, validate } from "../../../lib/validate";
import { requireAuth } from "../../account/require-auth";
import { pathDoor, scopeOf } from "../../organization/door";
import {
  invoiceBodySchema,
  invoiceListQuery,
  invoicePaidSchema,
  invoiceVoidSchema,
} from "../../../shared/invoice-schemas";
import * as z from "../../../shared/zod";
import { issueInvoiceFor } from "../arca/arca";
import { invoiceDetail, listInvoices, salesForInvoice } from "./invoice-queries";
import { assertInvoiceLetter } from "./invoice-letter";
import { createInvoice, deleteDraft, hiddenInvoice, markPaid, updateInvoice, voidInvoice } from "./invoice-writes";

const orgParam = z.object({ org: idParam });
const invoiceParams = z.object({ org: idParam, id: idParam });
const salesQuery = z.object({ limit: z.coerce.number().int().min(1).max(100, "Máximo 100 ventas").default(50) });

export const invoiceRoutes = new Hono<AppEnv>()
  .use("*", requireAuth)
  .get(
    ...pathDoor("/:org", "org", "admin"),
    validate("param", orgParam),
    validate("query", invoiceListQuery),
    async (c) => {
      const page = await listInvoices(c.var.db, c.req.valid("param").org, c.req.valid("query"));
      return c.json({ ok: true as const, ...page });
    },
  )
  .post(
    ...pathDoor("/:org", "org", "admin"),
    validate("param", orgParam),
    validate("json", invoiceBodySchema),
    async (c) => {
      const invoice = await createInvoice(scopeOf(c), c.req.valid("json"));
      return c.json({ ok: true as const, invoice }, 201);
    },
  )
  .get(
    ...pathDoor("/:org/sales", "org", "admin"),
    validate("param", orgParam),
    validate("query", salesQuery),
    async (c) => {
      const sales = await salesForInvoice(c.var.db, c.req.valid("param").org, c.req.valid("query").limit);
      return c.json({ ok: true as const, sales });
    },
  )
  .get(...pathDoor("/:org/:id", "org", "admin"), validate("param", invoiceParams), async (c) => {
    const { org, id } = c.req.valid("param");
    const invoice = await invoiceDetail(c.var.db, org, id);
    if (!invoice) throw hiddenInvoice();
    return c.json({ ok: true as const, invoice });
  })
  .put(
    ...pathDoor("/:org/:id", "org", "admin"),
    validate("param", invoiceParams),
    validate("json", invoiceBodySchema),
    async (c) => {
      const invoice = await updateInvoice(scopeOf(c), c.req.valid("param").id, c.req.valid("json"));
      return c.json({ ok: true as const, invoice });
    },
  )
  .delete(...pathDoor("/:org/:id", "org", "admin"), validate("param", invoiceParams), async (c) => {
    await deleteDraft(scopeOf(c), c.req.valid("param").id);
    return c.json({ ok: true as const });
  })
  .post(...pathDoor("/:org/:id/issue", "org", "admin"), validate("param", invoiceParams), async (c) => {
    const { org, id } = c.req.valid("param");
    await assertInvoiceLetter(c.var.db, org, id);
    const invoice = await issueInvoiceFor(scopeOf(c), id, c.var.rt.env);
    return c.json({ ok: true as const, invoice });
  })
  .post(
    ...pathDoor("/:org/:id/paid", "org", "admin"),
    validate("param", invoiceParams),
    validate("json", invoicePaidSchema),
    async (c) => {
      const invoice = await markPaid(scopeOf(c), c.req.valid("param").id, c.req.valid("json"));
      return c.json({ ok: true as const, invoice });
    },
  )
  .post(
    ...pathDoor("/:org/:id/void", "org", "admin"),
    validate("param", invoiceParams),
    validate("json", invoiceVoidSchema),
    async (c) => {
      const invoice = await voidInvoice(scopeOf(c), c.req.valid("param").id, c.req.valid("json").reason);
      return c.json({ ok: true as const, invoice });
    },
  );
