// GET /api/lot/{org}/map-figures (docs/map.md): any member reads, per live lot, the days since a rodeo grazed it
// and the rain recorded in it over the last 30 days; the map asks only when one of those colours it.
import { Hono } from "hono";
import type { AppEnv } from "../../../env";
import { idParam, validate } from "../../../lib/validate";
import { pathDoor } from "../../organization/door";
import * as z from "../../../shared/zod";
import { loadMapFigures } from "./map-figures";

export const mapFigureRoutes = new Hono<AppEnv>().get(
  ...pathDoor("/:orgId/map-figures", "orgId"),
  validate("param", z.object({ orgId: idParam })),
  async (c) => {
    const figures = await loadMapFigures(c.var.db, c.req.valid("param").orgId);
    return c.json({ ok: true as const, ...figures });
  },
);
