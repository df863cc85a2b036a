// /api/organization/{id}/fiscal (docs/arca.md): owners write, owners and admins read, plain users and
// non-members 403; every refusal is a Spanish 400 that writes nothing; two saves at once leave one whole row;
// the live message; the check without ARCA; and the letter rule at issue.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invoiceCounters, invoices, organizationFiscal } from "../../worker/db/schema-money";
import type { FiscalData } from "../../worker/shared/fiscal-schemas";
import { argentinaDay } from "../../worker/shared/task-dates";
import { api, db, makeTeam } from "./fixtures";
import { ok } from "./herd-helpers";
import { action, body, draft } from "./invoice-helpers";
import { openSocket, waitFor } from "./live-helpers";

const fiscal = (over: Record<string, unknown> = {}) => ({
  razon_social: "Estancia La Esperanza SA",
  cuit: "30-71234567-1",
  iva_condition: "responsable_inscripto",
  address: "Ruta 5 km 300, Trenque Lauquen, Buenos Aires",
  iibb: "901-123456-7",
  activity_start: "2015-03-01",
  points_of_sale: [3, 5],
  ...over,
});

type FiscalRes = { fiscal: FiscalData | null };
const getFiscal = (token: string, org: number | string) => api<FiscalRes>(`/organization/${org}/fiscal`, { token });
const putFiscal = (token: string, org: number | string, b: unknown = fiscal()) =>
  api<FiscalRes>(`/organization/${org}/fiscal`, { method: "PUT", token, body: b });
const rows = (org: number) => db().select().from(organizationFiscal).where(eq(organizationFiscal.organization_id, org));

describe("the issuer's fiscal data", () => {
  it("is null until the owner saves it; owners and admins read it, then it is replaced whole", async () => {
    const { owner, admin, org } = await makeTeam();
    expect((await ok(getFiscal(owner.token, org.id))).fiscal).toBeNull();
    const saved = (await ok(putFiscal(owner.token, org.id, fiscal({ cuit: "30712345671" })))).fiscal!;
    expect(saved).toMatchObject({ ...fiscal(), cuit: "30712345671" });
    expect((await ok(getFiscal(admin.token, org.id))).fiscal).toEqual(saved);
    const again = await ok(
      putFiscal(owner.token, org.id, fiscal({ iva_condition: "monotributista", points_of_sale: [7] })),
    );
    expect(again.fiscal).toMatchObject({ iva_condition: "monotributista", points_of_sale: [7], cuit: "30712345671" });
    expect(await rows(org.id)).toHaveLength(1);
  });

  it("an admin may not write it, a plain user may not read it, a non-member gets the door's 403", async () => {
    const { admin, user, outsider, org } = await makeTeam();
    const byAdmin = await putFiscal(admin.token, org.id);
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.message).toBe("Tu rol no permite esta acción");
    expect((await getFiscal(user.token, org.id)).status).toBe(403);
    expect((await putFiscal(user.token, org.id)).status).toBe(403);
    const stranger = await getFiscal(outsider.token, org.id);
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe("No tenés acceso a esta organización");
    expect((await putFiscal(outsider.token, org.id)).status).toBe(403);
    expect((await api(`/organization/${org.id}/fiscal/check`, { token: user.token })).status).toBe(403);
    expect(await rows(org.id)).toEqual([]);
  });

  it("refuses a bad CUIT, a consumidor final issuer, a future start and repeated points with Spanish 400s", async () => {
    const { owner, org } = await makeTeam();
    const tomorrow = new Date(Date.parse(`${argentinaDay()}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ cuit: "30-71234567-2" }, "cuit", /dígito verificador/],
      [{ cuit: "3071" }, "cuit", /11 dígitos/],
      [{ iva_condition: "consumidor_final" }, "iva_condition", /consumidor final no emite/],
      [{ activity_start: tomorrow }, "activity_start", /futura/],
      [{ points_of_sale: [3, 5, 3] }, "points_of_sale.2", /repetido/],
      [{ points_of_sale: [] }, "points_of_sale", /al menos un punto/],
      [{ points_of_sale: [100_000] }, "points_of_sale.0", /1 a 99999/],
      [{ points_of_sale: Array.from({ length: 21 }, (_, i) => i + 1) }, "points_of_sale", /Máximo 20/],
      [{ razon_social: "  " }, "razon_social", /razón social/],
      [{ address: "x".repeat(301) }, "address", /Máximo 300/],
      [{ iibb: "" }, "iibb", /Ingresos Brutos/],
    ];
    for (const [over, path, message] of cases) {
      const res = await putFiscal(owner.token, org.id, fiscal(over));
      expect(res.status, path).toBe(400);
      const issue = res.body.issues?.find((i) => i.path === path);
      expect(issue?.message, path).toMatch(message);
    }
    expect(await rows(org.id)).toEqual([]);
    // Today itself is a valid start.
    await ok(putFiscal(owner.token, org.id, fiscal({ activity_start: argentinaDay() })));
  });

  it("two saves at once leave one whole row: one of the two, never a mix", async () => {
    const { owner, org } = await makeTeam();
    const a = fiscal({ razon_social: "Uno SA", iva_condition: "monotributista", points_of_sale: [1] });
    const b = fiscal({ razon_social: "Dos SRL", iva_condition: "exento", points_of_sale: [2, 4] });
    const both = await Promise.all([putFiscal(owner.token, org.id, a), putFiscal(owner.token, org.id, b)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const stored = await rows(org.id);
    expect(stored).toHaveLength(1);
    const read = (await ok(getFiscal(owner.token, org.id))).fiscal!;
    const pick = read.razon_social === "Uno SA" ? a : b;
    expect(read).toMatchObject({ ...pick, cuit: "30712345671" });
  });

  it("tells the room money-changed (kind fiscal), nothing else travels", async () => {
    const { owner, user, org } = await makeTeam();
    const { socket } = await openSocket(org.id, user.token);
    await ok(putFiscal(owner.token, org.id));
    const money = () => socket!.messages.filter((m) => m.action === "money-changed");
    await waitFor(() => money().length >= 1, 3_000, "money-changed");
    expect(money()).toEqual([{ action: "money-changed", kind: "fiscal", id: org.id }]);
    socket!.ws.close();
  });

  it("the check says sin_configurar when the platform has no ARCA secrets", async () => {
    const { admin, org } = await makeTeam();
    const res = await ok(
      api<{ check: { status: string; message: string } }>(`/organization/${org.id}/fiscal/check`, {
        token: admin.token,
      }),
    );
    expect(res.check.status).toBe("sin_configurar");
    expect(res.check.message).toMatch(/sin CAE/);
  });
});

describe("the letter rule at issue", () => {
  it("refuses a letter the issuer may not give that customer with a 400 that numbers nothing", async () => {
    const { owner, org } = await makeTeam();
    // Without fiscal data anything goes, as before.
    const before = await draft(owner.token, org.id, body({ type: "C" }));
    await ok(action(owner.token, org.id, before.id, "issue"));

    await ok(putFiscal(owner.token, org.id, fiscal({ points_of_sale: [9] })));
    const wrong = await draft(owner.token, org.id, body({ type: "B" }));
    const res = await action(owner.token, org.id, wrong.id, "issue");
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("INVOICE_TYPE_NOT_ALLOWED");
    expect(res.body.message).toBe(
      "Como un responsable inscripto, a un responsable inscripto le corresponde factura A, no B",
    );
    const [row] = await db().select().from(invoices).where(eq(invoices.id, wrong.id));
    expect(row).toMatchObject({ status: "borrador", number: null, issued_at: null, cae_status: null });
    const counters = await db().select().from(invoiceCounters).where(eq(invoiceCounters.organization_id, org.id));
    expect(counters.map((c) => c.type)).toEqual(["C"]);

    // A B to a final consumer without document is right.
    const final = await draft(
      owner.token,
      org.id,
      body({
        type: "B",
        customer_doc_type: "consumidor_final",
        customer_cuit: "",
        customer_iva_condition: "consumidor_final",
      }),
    );
    const issued = await ok(action(owner.token, org.id, final.id, "issue"));
    expect(issued.invoice).toMatchObject({
      status: "emitida",
      number: 1,
      customer_doc_type: "consumidor_final",
      customer_cuit: "",
    });
  });
});

describe("the customer's document", () => {
  it("a CUIT by default, a DNI of 7 or 8 digits, nothing only for a final consumer", async () => {
    const { owner, org } = await makeTeam();
    expect(await draft(owner.token, org.id)).toMatchObject({ customer_doc_type: "cuit", customer_cuit: "20172543597" });
    const dni = await draft(
      owner.token,
      org.id,
      body({ customer_doc_type: "dni", customer_cuit: "12.345.678", customer_iva_condition: "consumidor_final" }),
    );
    expect(dni).toMatchObject({ customer_doc_type: "dni", customer_cuit: "12345678" });
    const refusals: [Record<string, unknown>, string, RegExp][] = [
      [{ customer_doc_type: "dni", customer_cuit: "123456" }, "customer_cuit", /7 u 8 dígitos/],
      [{ customer_doc_type: "cuit", customer_cuit: "" }, "customer_cuit", /Ingresá el CUIT/],
      [{ customer_doc_type: "consumidor_final", customer_cuit: "" }, "customer_iva_condition", /consumidor final/],
      [{ customer_doc_type: "pasaporte" }, "customer_doc_type", /tipo de documento/],
    ];
    for (const [over, path, message] of refusals) {
      const res = await api(`/invoice/${org.id}`, { method: "POST", token: owner.token, body: body(over) });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.issues?.find((i) => i.path === path)?.message, JSON.stringify(over)).toMatch(message);
    }
    expect(await db().select().from(invoices).where(eq(invoices.organization_id, org.id))).toHaveLength(2);
  });
});
