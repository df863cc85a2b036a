// WhatsApp templates (issue #14): super admins only, Meta's naming rules, one example per parameter,
// 409 on a duplicate name and language, and every write audited.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../worker/db/schema";
import type { WaTemplate } from "../../worker/shared/whatsapp-schemas";
import { api, db, makeTeam, makeUser } from "./fixtures";

const uniqueName = () => `aviso_${Math.random().toString(36).slice(2, 8)}`;
const valid = () => ({
  name: uniqueName(),
  category: "UTILITY",
  body: "Hola {{1}}, tu campo {{2}} tiene novedades",
  example_values: ["Juan", "La Esperanza"],
});

describe("/api/whatsapp/templates", () => {
  it("refuses everyone but super admins on every route (organization owners included)", async () => {
    const { owner, user } = await makeTeam();
    const routes: [string, string, unknown?][] = [
      ["GET", "/whatsapp/templates"],
      ["POST", "/whatsapp/templates", valid()],
      ["PUT", "/whatsapp/templates/1", valid()],
      ["DELETE", "/whatsapp/templates/1"],
    ];
    for (const [method, path, body] of routes) {
      expect((await api(path, { method, body })).status, `${method} ${path}`).toBe(401);
      for (const who of [owner, user]) {
        expect((await api(path, { method, body, token: who.token })).status, `${method} ${path}`).toBe(403);
      }
    }
  });

  it("refuses bad input with Spanish messages", async () => {
    const admin = await makeUser({ superAdmin: true });
    const bad = [
      { ...valid(), name: "Con Mayúsculas" },
      { ...valid(), category: "OTRA" },
      { ...valid(), example_values: ["solo uno"] },
      { ...valid(), body: "Salta {{1}} a {{3}}", example_values: ["a", "b"] },
      { ...valid(), body: "" },
    ];
    for (const body of bad) {
      const res = await api("/whatsapp/templates", { token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.issues?.[0]?.message).toMatch(/[a-záéíóúñ]/);
    }
    const res = await api("/whatsapp/templates", { token: admin.token, body: { ...valid(), example_values: ["x"] } });
    expect(res.body.issues).toEqual([
      { path: "example_values", message: "El texto tiene 2 parámetros: poné un ejemplo para cada uno" },
    ]);
    expect((await api("/whatsapp/templates/abc", { method: "DELETE", token: admin.token })).status).toBe(400);
  });

  it("creates (es_AR by default), lists, edits and deletes, 409 on a duplicate, audited", async () => {
    const admin = await makeUser({ superAdmin: true });
    const input = valid();
    const created = await api<{ template: WaTemplate }>("/whatsapp/templates", { token: admin.token, body: input });
    expect(created.status).toBe(201);
    expect(created.body.template).toMatchObject({ ...input, language: "es_AR", status: "draft" });
    const id = created.body.template.id;
    const again = await api("/whatsapp/templates", { token: admin.token, body: input });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Ya existe una plantilla «${input.name}» en es_AR`);
    expect(
      (await api("/whatsapp/templates", { token: admin.token, body: { ...input, language: "en_US" } })).status,
    ).toBe(201);
    const list = await api<{ templates: WaTemplate[] }>("/whatsapp/templates", { token: admin.token });
    expect(list.body.templates.filter((t) => t.name === input.name).map((t) => t.language)).toEqual(["en_US", "es_AR"]);
    const other = await api<{ template: WaTemplate }>("/whatsapp/templates", { token: admin.token, body: valid() });
    const clash = await api(`/whatsapp/templates/${other.body.template.id}`, {
      method: "PUT",
      token: admin.token,
      body: input,
    });
    expect(clash.status).toBe(409);
    const edited = await api<{ template: WaTemplate }>(`/whatsapp/templates/${id}`, {
      method: "PUT",
      token: admin.token,
      body: { ...input, body: "Sin parámetros", example_values: [], status: "approved" },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.template).toMatchObject({ body: "Sin parámetros", status: "approved" });
    expect((await api(`/whatsapp/templates/${id}`, { method: "DELETE", token: admin.token })).status).toBe(200);
    expect((await api(`/whatsapp/templates/${id}`, { method: "DELETE", token: admin.token })).status).toBe(404);
    expect((await api(`/whatsapp/templates/${id}`, { method: "PUT", token: admin.token, body: input })).status).toBe(
      404,
    );
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target_type, "whatsapp_template"), eq(auditLog.target_id, id)));
    expect(audits.map((a) => a.action).sort()).toEqual([
      "whatsapp-template-create",
      "whatsapp-template-delete",
      "whatsapp-template-edit",
    ]);
  });
});
