// /api/organization: the caller's organizations, create, rename, delete, the super-admin list,
// and (in ./member-routes.ts) membership management, with docs/accounts.md roles.
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { closeMemberSockets } from "../live/live";
import { idParam, validate } from "../../lib/validate";
import { requireAuth, requireSuperAdmin } from "../account/require-auth";
import { pathDoor, resourceDoor } from "./door";
import { broadcastOrganization, organizationsOf, organizationSummaries } from "./org-summaries";
import {
  callerOrganizations,
  createOrganization,
  deleteOrganization,
  memberOrganization,
  organizationColumns,
  renameOrganization,
} from "./organizations";
import { organizationNameSchema } from "../../shared/auth-schemas";
import { organizationListQuerySchema } from "../../shared/organization-admin-schemas";
import { listOrganizations } from "../admin/organizations/organization-list";
import * as z from "../../shared/zod";
import { clientBucket, hit, RULES } from "../../lib/rate-limit";
import { memberRoutes } from "./member-routes";
import { transferRoutes } from "./transfer/transfer-routes";
import { deleteOrganizationObjects } from "./storage/storage-objects";
import { storageRoutes } from "./storage/storage-routes";
import { fiscalRoutes } from "./fiscal/fiscal-routes";

const idParams = z.object({ id: idParam });

export const organizationRoutes = new Hono<AppEnv>()
  .use("*", requireAuth)

  .get("/", async (c) => {
    return c.json({ ok: true as const, organizations: await callerOrganizations(c.var.db, c.var.user.id) });
  })

  .post("/", validate("json", organizationNameSchema), async (c) => {
    await hit(c, [
      [RULES.organizationCreateUser, `user:${c.var.user.id}`],
      [RULES.organizationCreateIp, clientBucket(c)],
    ]);
    const org = await createOrganization(c.var.db, { name: c.req.valid("json").name, ownerId: c.var.user.id });
    const { id, name, timezone, currency, created_at } = org;
    return c.json(
      {
        ok: true as const,
        message: "Organización creada",
        organization: { id, name, timezone, currency, created_at, role: "owner" as const },
      },
      201,
    );
  })

  .get("/my-organizations", async (c) => {
    return c.json({ ok: true as const, organizations: await organizationsOf(c.var.db, c.var.user.id) });
  })

  // Members only: the door admits the caller by their role in the member list itself (one query).
  .get("/data/:id", validate("param", idParams), async (c) => {
    const id = c.req.valid("param").id;
    const [org] = await organizationSummaries(c.var.db, [id]);
    const { role } = resourceDoor(c, {
      organization_id: id,
      role: org?.members.find((m) => m.user_id === c.var.user.id)?.role,
    });
    return c.json({ ok: true as const, organization: { ...org!, role } });
  })

  .get("/selected/:id", validate("param", idParams), async (c) => {
    const id = c.req.valid("param").id;
    const row = await memberOrganization(c.var.db, c.var.user.id, id, organizationColumns);
    const { role } = resourceDoor(c, { organization_id: id, role: row?.role });
    const { role: _role, ...organization } = row!;
    return c.json({ ok: true as const, organization: { ...organization, role }, role });
  })

  .get("/admin/all-paginated", requireSuperAdmin, validate("query", organizationListQuerySchema), async (c) => {
    return c.json({ ok: true as const, ...(await listOrganizations(c.var.db, c.req.valid("query"))) });
  })

  .route("/", memberRoutes)
  .route("/", transferRoutes)
  .route("/", storageRoutes)
  .route("/", fiscalRoutes)

  // The organization's own routes validate before the door (a malformed request is a 400 for anyone).
  .put(
    "/:id",
    validate("param", idParams),
    validate("json", organizationNameSchema),
    pathDoor.afterInput("id", "admin"),
    async (c) => {
      const { id } = c.req.valid("param");
      const { name } = c.req.valid("json");
      await renameOrganization(c.var.db, id, name);
      await broadcastOrganization(c.var.rt, id);
      return c.json({ ok: true as const, message: "Organización actualizada", organization: { id, name } });
    },
  )

  .delete("/:id", validate("param", idParams), pathDoor.afterInput("id", "owner"), async (c) => {
    const { id } = c.req.valid("param");
    const [org] = await organizationSummaries(c.var.db, [id]);
    // The organization and everything of it; then its uploads' objects.
    await deleteOrganization(c.var.db, id);
    c.var.rt.waitUntil(deleteOrganizationObjects(c.env.FILES, [id]));
    await broadcastOrganization(c.var.rt, id, { id, name: org?.name ?? "", members: [] });
    for (const m of org?.members ?? []) closeMemberSockets(c.var.rt, id, m.user_id);
    return c.json({ ok: true as const, message: "Organización eliminada" });
  });
