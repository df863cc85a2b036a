// /api/finance/{org} (docs/money.md): what each head earns, and the accountant's CSV exports. Owners and
// admins only (door "admin"): plain users get 403, as on every money route.
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../../../env";
import { badRequest } from "../../../lib/errors";
import { csvHeaders } from "../../../lib/csv";
import { idParam, validate } from "../../../lib/validate";
import { financeQuery, financeRange, type DayRange } from "../../../shared/finance-schemas";
import * as z from "../../../shared/zod";
import { requireAuth } from "../../account/require-auth";
import { today } from "../../herd/movements/herd-log";
import { pathDoor } from "../../organization/door";
import { invoicesCsv, purchasesCsv } from "./finance-csv";
import { financeRows } from "./finance-queries";
import { financeSummary } from "./finance-summary";

const orgParam = z.object({ org: idParam });

function rangeOf(query: z.infer<typeof financeQuery>): DayRange {
  const range = financeRange(query, today().slice(0, 10));
  if ("message" in range) throw badRequest(range.message, "VALIDATION_ERROR", [range]);
  return range;
}

const csv = (c: AppContext, name: string, range: DayRange, text: string) =>
  c.body(text, 200, csvHeaders(`${name}-${range.from}-${range.to}.csv`));

export const financeRoutes = new Hono<AppEnv>()
  .use("*", requireAuth)
  .get(
    ...pathDoor("/:org/summary", "org", "admin"),
    validate("param", orgParam),
    validate("query", financeQuery),
    async (c) => {
      const range = rangeOf(c.req.valid("query"));
      const rows = await financeRows(c.var.db, c.req.valid("param").org, range);
      return c.json({ ok: true as const, summary: financeSummary(range, rows) });
    },
  )
  .get(
    ...pathDoor("/:org/invoices.csv", "org", "admin"),
    validate("param", orgParam),
    validate("query", financeQuery),
    async (c) => {
      const range = rangeOf(c.req.valid("query"));
      return csv(c, "facturas", range, await invoicesCsv(c.var.db, c.req.valid("param").org, range));
    },
  )
  .get(
    ...pathDoor("/:org/purchases.csv", "org", "admin"),
    validate("param", orgParam),
    validate("query", financeQuery),
    async (c) => {
      const range = rangeOf(c.req.valid("query"));
      return csv(c, "compras", range, await purchasesCsv(c.var.db, c.req.valid("param").org, range));
    },
  );
