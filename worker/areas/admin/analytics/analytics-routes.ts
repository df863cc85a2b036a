// POST /api/analytics/events: the SPA's batched page views (docs/administration.md, first-party analytics). Sent with
// sendBeacon, which cannot carry an Authorization header: the access token comes in the (text/plain)
// body and is checked like a bearer token. Organization ids the caller is not a member of are dropped.
import { Hono } from "hono";
import { inArray, and, eq } from "drizzle-orm";
import { userOrganizations } from "../../../db/schema";
import type { AppEnv } from "../../../env";
import { ApiError, badRequest, unauthorized } from "../../../lib/errors";
import { hit, RULES } from "../../../lib/rate-limit";
import { readBounded } from "../../../lib/read-bounded";
import { toIssues } from "../../../lib/validate";
import { ANALYTICS_MAX_AGE_MS, analyticsBeaconSchema } from "../../../shared/analytics-schemas";
import { userForAccessToken } from "../../account/require-auth";
import { analyticsStore, type StoredPageView } from "./analytics-store";

/** 50 views of ~200 bytes and a token: 32 KB is plenty. */
const MAX_BODY_BYTES = 32 * 1024;
/** A client clock slightly ahead is tolerated; a view from the future beyond this is dropped. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

export const analyticsRoutes = new Hono<AppEnv>().post("/events", async (c) => {
  const bytes = c.req.raw.body ? await readBounded(c.req.raw.body, MAX_BODY_BYTES) : new Uint8Array();
  if (!bytes) throw new ApiError(413, "TOO_LARGE", "El lote de vistas es demasiado grande");
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw badRequest("El cuerpo no es JSON válido", "INVALID_JSON");
  }
  const parsed = analyticsBeaconSchema.safeParse(json);
  if (!parsed.success) throw badRequest("Datos inválidos", "VALIDATION_ERROR", toIssues(parsed.error));
  const user = await userForAccessToken(c, parsed.data.token);
  if (!user) throw unauthorized("Token inválido o sesión expirada", "INVALID_TOKEN");
  await hit(c, [[RULES.analyticsUser, `user:${user.id}`]]);

  const now = Date.now();
  const fresh = parsed.data.events.filter((e) => {
    const at = Date.parse(e.at);
    return at > now - ANALYTICS_MAX_AGE_MS && at < now + CLOCK_SKEW_MS;
  });
  const orgIds = [...new Set(fresh.map((e) => e.organization_id).filter((id): id is number => id !== null))];
  const member = new Set(
    orgIds.length === 0
      ? []
      : (
          await c.var.db
            .select({ id: userOrganizations.organization_id })
            .from(userOrganizations)
            .where(and(eq(userOrganizations.user_id, user.id), inArray(userOrganizations.organization_id, orgIds)))
        ).map((r) => r.id),
  );
  const views: StoredPageView[] = fresh.map((e) => ({
    session_id: e.session_id,
    user_id: user.id,
    organization_id: e.organization_id !== null && member.has(e.organization_id) ? e.organization_id : null,
    path: e.path,
    at: new Date(e.at).toISOString(),
  }));
  await analyticsStore(c.var.rt).record(views);
  return c.json({ ok: true as const, stored: views.length });
});
