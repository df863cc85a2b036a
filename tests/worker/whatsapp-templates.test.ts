// WhatsApp templates: super admins only, Meta's naming rules, a name and an example per parameter
// (stored and returned), the status the WhatsApp client answers (the local one approves), 409 on a duplicate
// name and language even when two arrive at once, and every write audited.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, whatsappTemplates } from "../../worker/db/schema";
import type { WaTemplate } from "../../worker/shared/whatsapp-schemas";
import { api, db, makeTeam, makeUser } from "./fixtures";

const uniqueName = () => `aviso_${Math.random().toString(36).slice(2, 8)}`;
const valid = () => ({
  name: uniqueName(),
  category: "UTILITY",
  body: "Hola {{1}}, tu campo {{2}} tiene novedades",
  params: [
    { name: "Nombre del cliente", example: "Juan" },
    { name: "Campo", example: "La Esperanza" },
  ],
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
    const two = valid().params;
    const bad = [
      { ...valid(), name: "Con Mayúsculas" },
      { ...valid(), category: "OTRA" },
      { ...valid(), params: [two[0]] },
      { ...valid(), body: "Salta {{1}} a {{3}}" },
      { ...valid(), body: "Hola {{Nombre del cliente}} y {{2}}" },
      { ...valid(), body: "" },
      { ...valid(), params: [two[0], { name: "123", example: "x" }] },
      { ...valid(), params: [two[0], { name: "nombre  DEL cliente", example: "x" }] },
      { ...valid(), params: [two[0], { name: "Campo", example: " " }] },
      { ...valid(), params: [two[0], { name: "Campo {{x}}", example: "x" }] },
      { ...valid(), params: "Juan" },
    ];
    for (const body of bad) {
      const res = await api("/whatsapp/templates", { token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.issues?.[0]?.message).toMatch(/[a-záéíóúñ]/);
    }
    const res = await api("/whatsapp/templates", { token: admin.token, body: { ...valid(), params: [two[0]] } });
    expect(res.body.issues).toEqual([
      { path: "params", message: "El texto tiene 2 parámetros: poné un nombre y un ejemplo para cada uno" },
    ]);
    const same = await api("/whatsapp/templates", {
      token: admin.token,
      body: { ...valid(), params: [two[0], { name: "nombre  DEL cliente", example: "x" }] },
    });
    expect(same.body.issues).toEqual([{ path: "params.1.name", message: "Ya hay un parámetro con ese nombre" }]);
    expect((await api("/whatsapp/templates/abc", { method: "DELETE", token: admin.token })).status).toBe(400);
    expect((await api("/whatsapp/templates", { token: admin.token, body: "{no json" })).status).toBe(400);
  });

  it("creates (es_AR by default), lists, edits and deletes with named parameters, 409 on a duplicate, audited", async () => {
    const admin = await makeUser({ superAdmin: true });
    const input = valid();
    const created = await api<{ template: WaTemplate }>("/whatsapp/templates", { token: admin.token, body: input });
    expect(created.status).toBe(201);
    // No Meta here: the local WhatsApp client approves at once.
    expect(created.body.template).toMatchObject({ ...input, language: "es_AR", status: "approved" });
    const id = created.body.template.id;
    const again = await api("/whatsapp/templates", { token: admin.token, body: input });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Ya existe una plantilla «${input.name}» en es_AR`);
    expect(
      (await api("/whatsapp/templates", { token: admin.token, body: { ...input, language: "en_US" } })).status,
    ).toBe(201);
    const list = await api<{ templates: WaTemplate[] }>("/whatsapp/templates", { token: admin.token });
    const mine = list.body.templates.filter((t) => t.name === input.name);
    expect(mine.map((t) => t.language)).toEqual(["en_US", "es_AR"]);
    expect(mine[1]!.params).toEqual(input.params);
    const other = await api<{ template: WaTemplate }>("/whatsapp/templates", { token: admin.token, body: valid() });
    const clash = await api(`/whatsapp/templates/${other.body.template.id}`, {
      method: "PUT",
      token: admin.token,
      body: input,
    });
    expect(clash.status).toBe(409);
    const renamed = [{ name: "Nombre de la persona", example: "Marta" }];
    const edited = await api<{ template: WaTemplate }>(`/whatsapp/templates/${id}`, {
      method: "PUT",
      token: admin.token,
      // A status sent by the caller is not theirs to set: Meta's review decides it.
      body: { ...input, body: "¡Hola {{1}}! Bienvenida", params: renamed, status: "rejected" },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.template).toMatchObject({
      body: "¡Hola {{1}}! Bienvenida",
      params: renamed,
      status: "approved",
    });
    const [row] = await db().select().from(whatsappTemplates).where(eq(whatsappTemplates.id, id));
    expect(row!.params).toEqual(renamed);
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
    expect(audits.find((a) => a.action === "whatsapp-template-edit")!.detail).toMatchObject({
      params: ["Nombre de la persona"],
    });
  });

  it("two creates with one name at once: one 201, one 409; two deletes at once: one 200, one 404", async () => {
    const admin = await makeUser({ superAdmin: true });
    const input = valid();
    const both = await Promise.all([
      api("/whatsapp/templates", { token: admin.token, body: input }),
      api("/whatsapp/templates", { token: admin.token, body: input }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const rows = await db().select().from(whatsappTemplates).where(eq(whatsappTemplates.name, input.name));
    expect(rows).toHaveLength(1);
    const deletes = await Promise.all([
      api(`/whatsapp/templates/${rows[0]!.id}`, { method: "DELETE", token: admin.token }),
      api(`/whatsapp/templates/${rows[0]!.id}`, { method: "DELETE", token: admin.token }),
    ]);
    expect(deletes.map((r) => r.status).sort()).toEqual([200, 404]);
  });

  it("reads a template stored before parameters had names as Parámetro n", async () => {
    const admin = await makeUser({ superAdmin: true });
    const name = uniqueName();
    await db()
      .insert(whatsappTemplates)
      .values({ name, body: "Hola {{1}}", params: ["Juan"], status: "approved" });
    const list = await api<{ templates: WaTemplate[] }>("/whatsapp/templates", { token: admin.token });
    expect(list.body.templates.find((t) => t.name === name)!.params).toEqual([
      { name: "Parámetro 1", example: "Juan" },
    ]);
  });
});
