// /api/asset reports of the withdrawal branch (docs/supplies.md): rodeos under meat withdrawal (the dashboard card)
// and the consumption report. Any member reads them (members record consumptions and treatments).
// Mounted inside the supply routes (supply-routes.ts), whose requireAuth covers them: one router per
// prefix, so a request is authenticated once. Its paths (/:org/withdrawals, /:org/consumption) are
// distinct from theirs.
import { Hono } from "hono";
import type { AppEnv } from "../../../env";
import { badRequest } from "../../../lib/errors";
import { idParam, validate } from "../../../lib/validate";
import { pathDoor } from "../../organization/door";
import { consumptionReportQuery } from "../../../shared/supply-schemas";
import { reportRange } from "../../../shared/report-months";
import * as z from "../../../shared/zod";
import { today } from "../movements/herd-log";
import { consumptionReport } from "./consumption-report";
import { consumptionRows, rodeosUnderWithdrawal } from "./supply-report-queries";

const orgParam = z.object({ org: idParam });

export const supplyReportRoutes = new Hono<AppEnv>()
  .get(...pathDoor("/:org/withdrawals", "org"), validate("param", orgParam), async (c) => {
    const rodeos = await rodeosUnderWithdrawal(c.var.db, c.req.valid("param").org, today());
    return c.json({ ok: true as const, rodeos });
  })
  .get(
    // The session and the membership are read with the report's rows: one statement (docs/aggregates.md).
    ...pathDoor.late("/:org/consumption", "org", "query", consumptionReportQuery),
    async (c) => {
      const day = today().slice(0, 10);
      const reader = c.var.admission();
      const range = reportRange(c.req.valid("query"), day.slice(0, 7));
      if ("message" in range) {
        await reader.confirm();
        throw badRequest(range.message, "VALIDATION_ERROR", [range]);
      }
      const { session, role, ...rows } = await consumptionRows(c.var.db, reader.orgId, range, day, reader);
      reader.admit(role, session);
      return c.json({ ok: true as const, ...consumptionReport({ ...range, today: day, ...rows }) });
    },
  );
