// /api/invoice is for owners and admins: plain users and members of other organizations are refused on
// every route and see no amounts; another organization's invoice ids are a 404; bad input is a Spanish 400.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invoices } from "../../worker/db/schema-money";
import { api, db, makeTeam } from "./fixtures";
import { ok } from "./herd-helpers";
import { body, createInvoice, draft, line, ranchWithSales } from "./invoice-helpers";
import { remove } from "./supply-helpers";

const routes = (org: number, id: number) => [
  { method: "GET", path: `/invoice/${org}` },
  { method: "GET", path: `/invoice/${org}/sales` },
  { method: "POST", path: `/invoice/${org}`, body: body() },
  { method: "GET", path: `/invoice/${org}/${id}` },
  { method: "PUT", path: `/invoice/${org}/${id}`, body: body() },
  { method: "DELETE", path: `/invoice/${org}/${id}` },
  { method: "POST", path: `/invoice/${org}/${id}/issue` },
  { method: "POST", path: `/invoice/${org}/${id}/paid`, body: { paid_at: "2026-07-01", payment_method: "efectivo" } },
  { method: "POST", path: `/invoice/${org}/${id}/void`, body: { reason: "x" } },
];

describe("invoice access", () => {
  it("refuses plain users and outsiders (403) on every route, revealing nothing and writing nothing", async () => {
    const { owner, user, outsider, org } = await makeTeam();
    const inv = await draft(owner.token, org.id, body({ customer_name: "Cliente Secreto" }));
    for (const who of [user, outsider]) {
      for (const r of routes(org.id, inv.id)) {
        const res = await api(r.path, { method: r.method, token: who.token, body: r.body });
        expect(res.status, `${r.method} ${r.path}`).toBe(403);
        expect(JSON.stringify(res.body)).not.toMatch(/Secreto|total/);
      }
    }
    const rows = await db().select().from(invoices).where(eq(invoices.organization_id, org.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "borrador", customer_name: "Cliente Secreto" });
    expect((await api(`/invoice/${org.id}`)).status).toBe(401);
  });

  it("answers 404 for another organization's invoice on every route of the caller's own organization", async () => {
    const { owner, org, outsider, otherOrg } = await makeTeam();
    const theirs = await draft(outsider.token, otherOrg.id, body({ customer_name: "Ajeno" }));
    for (const r of routes(org.id, theirs.id).slice(3)) {
      const res = await api(r.path, { method: r.method, token: owner.token, body: r.body });
      expect(res.status, `${r.method} ${r.path}`).toBe(404);
    }
    const [row] = await db().select().from(invoices).where(eq(invoices.id, theirs.id));
    expect(row).toMatchObject({ status: "borrador", customer_name: "Ajeno", organization_id: otherOrg.id });
    expect((await api(`/invoice/${org.id}/999999`, { token: owner.token })).status).toBe(404);
  });

  it("refuses bad input with a Spanish 400 naming the field, never a 500, and writes nothing", async () => {
    const { owner, org } = await makeTeam();
    const cases: Array<[unknown, string]> = [
      [body({ customer_cuit: "20-12345678-9" }), "customer_cuit"],
      [body({ customer_cuit: "2012" }), "customer_cuit"],
      [body({ customer_cuit: 20123456786 }), "customer_cuit"],
      [body({ lines: [line({ quantity: -1 })] }), "lines.0.quantity"],
      [body({ lines: [line({ quantity: 0 })] }), "lines.0.quantity"],
      [body({ lines: [line({ unit_price: -5 })] }), "lines.0.unit_price"],
      [body({ lines: [line({ iva_rate: 27 })] }), "lines.0.iva_rate"],
      [body({ lines: [line({ unit: "toneladas" })] }), "lines.0.unit"],
      [body({ lines: [line({ description: "  " })] }), "lines.0.description"],
      [body({ lines: [] }), "lines"],
      [body({ lines: Array.from({ length: 51 }, () => line()) }), "lines"],
      [body({ type: "E" }), "type"],
      [body({ point_of_sale: 0 }), "point_of_sale"],
      [body({ date: "2026-02-30" }), "date"],
      [body({ customer_name: "" }), "customer_name"],
      [body({ customer_iva_condition: "otro" }), "customer_iva_condition"],
      [body({ movement_ids: ["x"] }), "movement_ids.0"],
    ];
    for (const [b, path] of cases) {
      const res = await createInvoice(owner.token, org.id, b);
      expect(res.status, path).toBe(400);
      expect(
        res.body.issues?.map((i) => i.path),
        path,
      ).toContain(path);
      expect(res.body.message).toBe("Datos inválidos");
    }
    const cuit = await createInvoice(owner.token, org.id, body({ customer_cuit: "20-12345678-9" }));
    expect(cuit.body.issues![0]!.message).toMatch(/dígito verificador/);
    for (const raw of ["{", "null", "[]", '"x"']) {
      expect((await api(`/invoice/${org.id}`, { method: "POST", token: owner.token, body: raw })).status).toBe(400);
    }
    const inv = await draft(owner.token, org.id);
    await ok(api(`/invoice/${org.id}/${inv.id}/issue`, { method: "POST", token: owner.token }));
    const bad: Array<[string, unknown]> = [
      ["paid", { paid_at: "ayer", payment_method: "efectivo" }],
      ["paid", { paid_at: "2026-07-01", payment_method: "bitcoin" }],
      ["void", { reason: " " }],
      ["void", { reason: "x".repeat(501) }],
    ];
    for (const [what, b] of bad) {
      expect(
        (await api(`/invoice/${org.id}/${inv.id}/${what}`, { method: "POST", token: owner.token, body: b })).status,
      ).toBe(400);
    }
    for (const path of [`/invoice/abc`, `/invoice/${org.id}/abc`, `/invoice/${org.id}/99999999999`]) {
      expect((await api(path, { token: owner.token })).status, path).toBe(400);
    }
    expect((await api(`/invoice/${org.id}/0/issue`, { method: "POST", token: owner.token })).status).toBe(400);
    const rows = await db().select().from(invoices).where(eq(invoices.organization_id, org.id));
    expect(rows.map((r) => r.status)).toEqual(["emitida"]);
  });

  it("a deleted sale cannot be invoiced", async () => {
    const r = await ranchWithSales();
    await ok(remove(r.owner.token, r.org.id, r.byHead));
    expect((await createInvoice(r.owner.token, r.org.id, body({ movement_ids: [r.byHead] }))).status).toBe(400);
    expect((await createInvoice(r.owner.token, r.org.id, body({ movement_ids: [r.byKg] }))).status).toBe(201);
  });
});
