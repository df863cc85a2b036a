// /api/whatsapp/templates: the WhatsApp message templates used outside the 24-hour window,
// for greetings and notifications. Super admins only; every write audited. Each parameter is stored with its
// name, and every create or edit goes to Meta's review through the WhatsApp client, whose answer is the
// status (docs/whatsapp-templates.md).
import { asc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv, Db } from "../../env";
import { whatsappTemplates } from "../../db/schema";
import { isUniqueViolation } from "../../db/db-errors";
import { conflict, notFound } from "../../lib/errors";
import { idParam, validate } from "../../lib/validate";
import * as z from "../../shared/zod";
import { templateSchema, type TemplateInput, type WaTemplate } from "../../shared/whatsapp-schemas";
import { requireAuth, requireSuperAdmin } from "../account/require-auth";
import { auditWrite } from "../admin/audit";
import { waClient } from "./wa-client";

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

type Row = typeof whatsappTemplates.$inferSelect;

/**
 * A stored row as the API answers it, Meta's reason for a rejection or pause included; a parameter stored
 * before names existed reads as "Parámetro n".
 */
const toTemplate = (row: Row): WaTemplate => ({
  ...row,
  status_reason: row.status_reason ?? null,
  params: row.params.map((p, i) => (typeof p === "string" ? { name: `Parámetro ${i + 1}`, example: p } : p)),
});

/** Submits the saved template to Meta's review and keeps the status it answers. */
async function review(c: { var: AppEnv["Variables"] }, row: Row): Promise<WaTemplate> {
  const template = toTemplate(row);
  const status = await waClient(c.var.rt).submitTemplate({
    name: template.name,
    language: template.language,
    category: template.category,
    body: template.body,
    examples: template.params.map((p) => p.example),
  });
  if (status === row.status) return template;
  // Deleted meanwhile: nothing to keep, the answer still says what Meta said.
  const [reviewed] = await c.var.db
    .update(whatsappTemplates)
    // A new verdict: the old one's reason no longer applies.
    .set({ status, status_reason: null })
    .where(eq(whatsappTemplates.id, row.id))
    .returning();
  return toTemplate(reviewed ?? { ...row, status, status_reason: null });
}

/** Runs a write batch, turning the name+language unique index into a 409. */
async function guarded<T>(input: TemplateInput, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate(input);
    throw err;
  }
}

const detail = (t: TemplateInput) => ({
  name: t.name,
  language: t.language,
  category: t.category,
  params: t.params.map((p) => p.name),
});

/** Inserts it as a draft (the unique index makes a second one with its name and language a 409). */
async function create(db: Db, actorId: number, input: TemplateInput): Promise<Row> {
  return guarded(input, async () => {
    const [created] = await db
      .insert(whatsappTemplates)
      .values({ ...input, status: "draft" })
      .returning();
    await auditWrite(db, actorId, {
      action: "whatsapp-template-create",
      target_type: "whatsapp_template",
      target_id: created!.id,
      detail: detail(input),
    });
    return created!;
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
    const created = await create(c.var.db, c.var.user.id, c.req.valid("json"));
    return c.json({ ok: true as const, template: await review(c, created) }, 201);
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
          // An edited template goes back to Meta's review.
          .set({
            ...input,
            status: "draft",
            status_reason: null,
            updated_at: sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`,
          })
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
    return c.json({ ok: true as const, template: await review(c, updated[0]) });
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
