// /api/whatsapp/templates: the WhatsApp message templates (issue #14) used outside the 24-hour window,
// for greetings and notifications. Super admins only; every write audited in the same batch.
import { asc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv, Db } from "../../env";
import { whatsappTemplates } from "../../db/schema";
import { isUniqueViolation } from "../../db/db-errors";
import { conflict, notFound } from "../../lib/errors";
import { idParam, validate } from "../../lib/validate";
import { z } from "../../shared/zod";
import { templateSchema, type TemplateInput, type WaTemplate } from "../../shared/whatsapp-schemas";
import { requireAuth, requireSuperAdmin } from "../account/require-auth";
import { auditWrite } from "../admin/audit";

const params = z.object({ id: idParam });
/** Platform templates are few (Meta allows 250 per account); the list is bounded anyway. */
const MAX_TEMPLATES = 250;

const duplicate = (t: TemplateInput) =>
  conflict(`Ya existe una plantilla «${t.name}» en ${t.language}`, "TEMPLATE_EXISTS");
const missing = () => notFound("No encontramos esa plantilla", "TEMPLATE_NOT_FOUND");

async function assertExists(db: Db, id: number) {
  const [row] = await db
    .select({ id: whatsappTemplates.id })
    .from(whatsappTemplates)
    .where(eq(whatsappTemplates.id, id));
  if (!row) throw missing();
}

const toTemplate = (row: typeof whatsappTemplates.$inferSelect): WaTemplate => ({ ...row });

/** Runs a write batch, turning the name+language unique index into a 409. */
async function guarded<T>(input: TemplateInput, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate(input);
    throw err;
  }
}

const detail = (t: TemplateInput) => ({ name: t.name, language: t.language, category: t.category, status: t.status });

async function create(db: Db, actorId: number, input: TemplateInput) {
  return guarded(input, async () => {
    const [created] = await db.insert(whatsappTemplates).values(input).returning();
    await auditWrite(db, actorId, {
      action: "whatsapp-template-create",
      target_type: "whatsapp_template",
      target_id: created!.id,
      detail: detail(input),
    });
    return toTemplate(created!);
  });
}

export const templateRoutes = new Hono<AppEnv>()
  .use("*", requireAuth, requireSuperAdmin)
  .get("/", async (c) => {
    const rows = await c.var.db
      .select()
      .from(whatsappTemplates)
      .orderBy(asc(whatsappTemplates.name), asc(whatsappTemplates.language))
      .limit(MAX_TEMPLATES);
    return c.json({ ok: true as const, templates: rows.map(toTemplate) });
  })
  .post("/", validate("json", templateSchema), async (c) => {
    const template = await create(c.var.db, c.var.user.id, c.req.valid("json"));
    return c.json({ ok: true as const, template }, 201);
  })
  .put("/:id", validate("param", params), validate("json", templateSchema), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    // Checked first so a missing template leaves no audit row (the batch below always writes one).
    await assertExists(c.var.db, id);
    const [updated] = await guarded(input, () =>
      c.var.db.batch([
        c.var.db
          .update(whatsappTemplates)
          .set({ ...input, updated_at: sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))` })
          .where(eq(whatsappTemplates.id, id))
          .returning(),
        auditWrite(c.var.db, c.var.user.id, {
          action: "whatsapp-template-edit",
          target_type: "whatsapp_template",
          target_id: id,
          detail: detail(input),
        }),
      ]),
    );
    if (!updated[0]) throw missing();
    return c.json({ ok: true as const, template: toTemplate(updated[0]) });
  })
  .delete("/:id", validate("param", params), async (c) => {
    const { id } = c.req.valid("param");
    await assertExists(c.var.db, id);
    const [deleted] = await c.var.db.batch([
      c.var.db.delete(whatsappTemplates).where(eq(whatsappTemplates.id, id)).returning(),
      auditWrite(c.var.db, c.var.user.id, {
        action: "whatsapp-template-delete",
        target_type: "whatsapp_template",
        target_id: id,
      }),
    ]);
    if (!deleted[0]) throw missing();
    return c.json({ ok: true as const });
  });
