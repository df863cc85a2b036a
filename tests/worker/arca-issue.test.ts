// Issuing through ARCA (docs/arca.md, "WSFEv1: numbers and the CAE") against the real stand-in: the CAE stored
// and shown, parallel issues numbered in order, a lost answer resolved by asking ARCA (one CAE request, never
// two), rejections and observations in Spanish with ARCA's codes, out-of-sequence recovery, a missing
// delegation, and the local flow kept where ARCA does not apply. The file has its own stand-in scope and each
// test its own represented CUIT, so no test sees another's book or switches.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { arcaLocks, invoiceCounters, invoices, organizationFiscal } from "../../worker/db/schema-money";
import { checkDelegation } from "../../worker/areas/money/arca/arca-delegation";
import type { Invoice } from "../../worker/shared/money-types";
import { arcaEnv, standin, standinCalls, standinControl, standinRevoke, standinScope } from "./arca-helpers";
import { db, makeTeam, ORIGIN, type ApiResult } from "./fixtures";
import { body, draft, line } from "./invoice-helpers";

standinScope("arca-issue");

type Bindings = typeof env | ReturnType<typeof arcaEnv>;

/** Calls the worker with `bindings` (ARCA's secrets pointing at the stand-in unless told otherwise). */
async function call<T = { invoice: Invoice }>(
  path: string,
  token: string,
  init: { method?: string; body?: unknown } = {},
  bindings: Bindings = arcaEnv(),
): Promise<ApiResult<T>> {
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`${ORIGIN}/api${path}`, {
      method: init.method ?? "GET",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
    bindings,
    ctx,
  );
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, body: JSON.parse(text) as ApiResult<T>["body"], headers: res.headers };
}

const issue = (token: string, org: number, id: number, bindings?: Bindings) =>
  call(`/invoice/${org}/${id}/issue`, token, { method: "POST" }, bindings);
const read = async (token: string, org: number, id: number) =>
  (await call(`/invoice/${org}/${id}`, token, {}, env)).body.invoice;

let cuitSeq = 0;
/** A represented CUIT of this test only (the stand-in does not check the digit). */
const freshCuit = () => `30${String(Date.now() % 1e7).padStart(7, "0")}${String(++cuitSeq).padStart(2, "0")}`;

/** A team whose organization issues as a responsable inscripto through ARCA at points of sale 1 and 2. */
async function arcaTeam(
  points = [1, 2],
  iva_condition: "responsable_inscripto" | "monotributista" = "responsable_inscripto",
) {
  const team = await makeTeam();
  const cuit = freshCuit();
  await db()
    .insert(organizationFiscal)
    .values({
      organization_id: team.org.id,
      razon_social: "Estancia La Prueba SA",
      cuit,
      iva_condition,
      address: "Ruta 5 km 300, Pehuajó",
      iibb: "901-123456-7",
      activity_start: "2010-03-01",
      points_of_sale: JSON.stringify(points),
    });
  return { ...team, cuit };
}

/** The stand-in's WSFE calls for one represented CUIT, by operation. */
async function wsfeCalls(cuit: string) {
  const { calls } = await standinCalls(true);
  const mine = calls.filter((c) => c.service === "wsfe" && c.body.includes(`<ar:Cuit>${cuit}</ar:Cuit>`));
  const count = (op: string) => mine.filter((c) => c.operation === op).length;
  return { mine, count };
}

describe("issuing with ARCA", () => {
  it("stores and shows the CAE ARCA granted with its due date; the request carries the invoice's data", async () => {
    const { owner, org, cuit } = await arcaTeam();
    const inv = await draft(
      owner.token,
      org.id,
      body({ lines: [line(), line({ quantity: 3, unit: "unidad", unit_price: 33.33, iva_rate: 21 })] }),
    );
    const res = await issue(owner.token, org.id, inv.id);
    expect(res.status).toBe(200);
    expect(res.body.invoice).toMatchObject({
      status: "emitida",
      number: 1,
      formatted_number: "0001-00000001",
      cae_status: "autorizada",
      cae_due_date: "2026-06-20",
      cae_reason: null,
      customer_doc_type: "cuit",
    });
    expect(res.body.invoice.cae).toMatch(/^\d{14}$/);
    expect(await read(owner.token, org.id, inv.id)).toMatchObject({
      cae: res.body.invoice.cae,
      cae_due_date: "2026-06-20",
      cae_status: "autorizada",
    });
    const { mine, count } = await wsfeCalls(cuit);
    expect(count("FECAESolicitar")).toBe(1);
    const sent = mine.find((c) => c.operation === "FECAESolicitar")!.body;
    expect(sent).toContain("<ar:ImpTotal>4972620.99</ar:ImpTotal>");
    expect(sent).toContain("<ar:CondicionIVAReceptorId>1</ar:CondicionIVAReceptorId>");
    expect(sent).toMatch(/<ar:AlicIva><ar:Id>4<\/ar:Id>.*<ar:AlicIva><ar:Id>5<\/ar:Id>/);
    const [counter] = await db().select().from(invoiceCounters).where(eq(invoiceCounters.organization_id, org.id));
    expect(counter!.last_number).toBe(1);
    expect(await db().select().from(arcaLocks).where(eq(arcaLocks.organization_id, org.id))).toEqual([]);
  });

  it("numbers 3 parallel issues 1, 2, 3 with 3 CAEs and exactly 3 requests; issuing one twice is a 409", async () => {
    const { owner, admin, org, cuit } = await arcaTeam();
    const drafts = await Promise.all([1, 2, 3].map(() => draft(owner.token, org.id)));
    const results = await Promise.all(drafts.map((d, i) => issue(i ? owner.token : admin.token, org.id, d.id)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.map((r) => r.body.invoice.number).sort()).toEqual([1, 2, 3]);
    expect(new Set(results.map((r) => r.body.invoice.cae)).size).toBe(3);
    expect((await wsfeCalls(cuit)).count("FECAESolicitar")).toBe(3);

    const fourth = await draft(owner.token, org.id);
    const twice = await Promise.all([issue(owner.token, org.id, fourth.id), issue(admin.token, org.id, fourth.id)]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(twice.find((r) => r.status === 409)!.body.code).toBe("INVOICE_NOT_DRAFT");
    expect((await wsfeCalls(cuit)).count("FECAESolicitar")).toBe(4);
  });

  it("a lost answer: asks ARCA (FECompConsultar) and stores the CAE it granted, with ONE CAE request", async () => {
    const { owner, org, cuit } = await arcaTeam();
    const inv = await draft(owner.token, org.id);
    await standinControl({ wsfe_lose_next: cuit, wsfe_lose_ms: 5_000 });
    const res = await issue(owner.token, org.id, inv.id);
    expect(res.status).toBe(200);
    expect(res.body.invoice).toMatchObject({ status: "emitida", number: 1, cae_status: "autorizada" });
    const { count, mine } = await wsfeCalls(cuit);
    expect(count("FECAESolicitar")).toBe(1);
    expect(count("FECompConsultar")).toBe(1);
    expect(mine.map((c) => c.operation)).toEqual(["FECompUltimoAutorizado", "FECAESolicitar", "FECompConsultar"]);
    const [row] = await db().select().from(invoices).where(eq(invoices.id, inv.id));
    expect(row).toMatchObject({ arca_pending_number: null, cae: res.body.invoice.cae });
  });

  it("a request ARCA authorized late (not found when asked, then 10016 on the resend): its CAE, never a second", async () => {
    const { owner, org, cuit } = await arcaTeam();
    const inv = await draft(owner.token, org.id);
    await standinControl({ wsfe_late_next: cuit, wsfe_lose_ms: 5_000 });
    const res = await issue(owner.token, org.id, inv.id);
    expect(res.status).toBe(200);
    expect(res.body.invoice).toMatchObject({ number: 1, cae_status: "autorizada" });
    const { mine } = await wsfeCalls(cuit);
    expect(mine.map((c) => c.operation)).toEqual([
      "FECompUltimoAutorizado",
      "FECAESolicitar", // held: no answer
      "FECompConsultar", // 602: not (yet) authorized
      "FECompUltimoAutorizado",
      "FECAESolicitar", // the held one is authorized first: this one is 10016
      "FECompUltimoAutorizado",
      "FECompConsultar", // number 1 is ours
    ]);
    const book = await checkDelegation(arcaEnv(), db(), org.id);
    expect(book).toMatchObject({
      status: "ok",
      last_numbers: expect.arrayContaining([{ point_of_sale: 1, type: "A", last: 1 }]),
    });
  });

  it("ARCA silent after a lost answer: the draft keeps the number to ask about; the next issue finds the CAE", async () => {
    const { owner, org, cuit } = await arcaTeam();
    const inv = await draft(owner.token, org.id);
    await standinControl({ wsfe_lose_next: cuit, wsfe_consult_down: cuit, wsfe_lose_ms: 5_000 });
    const res = await issue(owner.token, org.id, inv.id);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: "ARCA_UNAVAILABLE" });
    expect(res.body.message).toMatch(/ARCA no respondió; antes de reintentar se consultará/);
    const pending = await read(owner.token, org.id, inv.id);
    expect(pending).toMatchObject({ status: "borrador", number: null, cae: null });
    expect(pending.cae_reason).toMatch(/ARCA no respondió/);
    // Its data must stay what ARCA may have authorized.
    const edit = await call(`/invoice/${org.id}/${inv.id}`, owner.token, { method: "PUT", body: body() }, env);
    expect(edit.status).toBe(409);
    expect(edit.body.code).toBe("INVOICE_ARCA_PENDING");

    await standinControl({ wsfe_consult_down: null });
    const again = await issue(owner.token, org.id, inv.id);
    expect(again.status).toBe(200);
    expect(again.body.invoice).toMatchObject({ number: 1, cae_status: "autorizada", cae_reason: null });
    const { count } = await wsfeCalls(cuit);
    expect(count("FECAESolicitar")).toBe(1);
    expect(count("FECompConsultar")).toBe(2);
  });

  it("a rejection leaves a draft with ARCA's reason in Spanish and consumes no number", async () => {
    const { owner, org, cuit } = await arcaTeam();
    const inv = await draft(owner.token, org.id);
    await standinControl({ wsfe_reject_next: { cuit, code: "10048", msg: "ImpTotal no es la suma" } });
    const res = await issue(owner.token, org.id, inv.id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("ARCA_REJECTED");
    expect(res.body.message).toBe(
      "ARCA rechazó la factura (10048): el total no es la suma del neto, el IVA y los demás importes",
    );
    expect(await read(owner.token, org.id, inv.id)).toMatchObject({
      status: "borrador",
      number: null,
      cae_status: "rechazada",
      cae_reason: res.body.message,
    });
    expect(await db().select().from(invoiceCounters).where(eq(invoiceCounters.organization_id, org.id))).toEqual([]);
    const next = await issue(owner.token, org.id, (await draft(owner.token, org.id)).id);
    expect(next.body.invoice).toMatchObject({ number: 1, cae_status: "autorizada" });
    // The rejected draft, issued again, gets the next number.
    expect((await issue(owner.token, org.id, inv.id)).body.invoice).toMatchObject({
      number: 2,
      cae_status: "autorizada",
      cae_reason: null,
    });
  });

  it("an approval with observations is authorized and keeps them (in Spanish, with the code)", async () => {
    const { owner, org, cuit } = await arcaTeam();
    const inv = await draft(owner.token, org.id);
    await standinControl({ wsfe_observe_next: { cuit, code: "10217", msg: "El credito fiscal..." } });
    const res = await issue(owner.token, org.id, inv.id);
    expect(res.status).toBe(200);
    expect(res.body.invoice.cae_status).toBe("autorizada");
    expect(res.body.invoice.cae_reason).toMatch(/^\(10217\) el crédito fiscal discriminado/);
    expect((await read(owner.token, org.id, inv.id)).cae_reason).toBe(res.body.invoice.cae_reason);
  });

  it("out of sequence (10016): asks the last number again and gets the next one", async () => {
    const { owner, org, cuit } = await arcaTeam();
    const inv = await draft(owner.token, org.id);
    await standinControl({ wsfe_gap_next: cuit });
    const res = await issue(owner.token, org.id, inv.id);
    expect(res.status).toBe(200);
    expect(res.body.invoice).toMatchObject({ number: 2, cae_status: "autorizada" });
    const { count } = await wsfeCalls(cuit);
    expect(count("FECAESolicitar")).toBe(2);
    expect(count("FECompUltimoAutorizado")).toBe(2);
    const [counter] = await db().select().from(invoiceCounters).where(eq(invoiceCounters.organization_id, org.id));
    expect(counter!.last_number).toBe(2);
  });

  it("without the delegation: a Spanish 409 saying what to do in ARCA, and nothing written", async () => {
    const { owner, org, cuit } = await arcaTeam();
    const inv = await draft(owner.token, org.id);
    await standinControl({ wsfe_not_delegated: [cuit] });
    const res = await issue(owner.token, org.id, inv.id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("ARCA_NOT_DELEGATED");
    expect(res.body.message).toContain("(600)");
    expect(res.body.message).toContain(
      `delegá el servicio «Facturación electrónica» (wsfe) al CUIT de la plataforma ${standin().cuit}`,
    );
    const [row] = await db().select().from(invoices).where(eq(invoices.id, inv.id));
    expect(row).toMatchObject({
      status: "borrador",
      number: null,
      cae_status: null,
      cae_reason: null,
      arca_pending_number: null,
    });
    expect((await wsfeCalls(cuit)).count("FECAESolicitar")).toBe(0);

    const check = await checkDelegation(arcaEnv(), db(), org.id);
    expect(check).toMatchObject({ status: "error", code: "600" });
    expect(check.message).toContain("Administrador de Relaciones de Clave Fiscal");
    await standinControl({ wsfe_not_delegated: null });
  });

  it("the delegation check: last numbers per enabled point of sale and letter; unconfigured or no fiscal data", async () => {
    const { owner, org } = await arcaTeam([1, 4]);
    await issue(owner.token, org.id, (await draft(owner.token, org.id)).id);
    expect(await checkDelegation(arcaEnv(), db(), org.id)).toMatchObject({
      status: "ok",
      last_numbers: [
        { point_of_sale: 1, type: "A", last: 1 },
        { point_of_sale: 1, type: "B", last: 0 },
        { point_of_sale: 4, type: "A", last: 0 },
        { point_of_sale: 4, type: "B", last: 0 },
      ],
    });
    expect((await checkDelegation(env, db(), org.id)).status).toBe("sin_configurar");
    const bare = await makeTeam();
    expect(await checkDelegation(arcaEnv(), db(), bare.org.id)).toMatchObject({ status: "error", code: null });
  });

  it("refuses plain users and outsiders (403) and another organization's invoice (404), asking ARCA nothing", async () => {
    const { owner, user, outsider, org, otherOrg, cuit } = await arcaTeam();
    const inv = await draft(owner.token, org.id);
    expect((await issue(user.token, org.id, inv.id)).status).toBe(403);
    expect((await issue(outsider.token, org.id, inv.id)).status).toBe(403);
    const theirs = await draft(outsider.token, otherOrg.id);
    expect((await issue(owner.token, org.id, theirs.id)).status).toBe(404);
    expect((await read(owner.token, org.id, inv.id)).status).toBe("borrador");
    expect((await wsfeCalls(cuit)).mine).toEqual([]);
  });

  it("a point of sale not enabled, or no secrets: today's local numbering, sin CAE, ARCA never asked", async () => {
    const { owner, org, cuit } = await arcaTeam([2]);
    const local = await issue(owner.token, org.id, (await draft(owner.token, org.id)).id);
    expect(local.body.invoice).toMatchObject({ number: 1, cae_status: "sin_cae", cae: null, cae_reason: null });
    const enabled = await draft(owner.token, org.id, body({ point_of_sale: 2 }));
    const plain = await issue(owner.token, org.id, enabled.id, env);
    expect(plain.status).toBe(200);
    expect(plain.body.invoice).toMatchObject({
      status: "emitida",
      number: 1,
      formatted_number: "0002-00000001",
      cae_status: "sin_cae",
      cae: null,
      cae_due_date: null,
    });
    expect((await wsfeCalls(cuit)).mine).toEqual([]);
    const rows = await db()
      .select()
      .from(invoiceCounters)
      .where(and(eq(invoiceCounters.organization_id, org.id), eq(invoiceCounters.point_of_sale, 2)));
    expect(rows[0]!.last_number).toBe(1);

    // With ARCA back, point 2's next number (1) is already taken by that local invoice: refused before ARCA
    // is asked for a CAE Tropero could not store.
    const later = await draft(owner.token, org.id, body({ point_of_sale: 2 }));
    const taken = await issue(owner.token, org.id, later.id);
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe("ARCA_NUMBER_TAKEN");
    expect(taken.body.message).toMatch(/^El punto de venta 2 ya tiene la factura A N\.º 1 emitida sin CAE/);
    expect((await wsfeCalls(cuit)).count("FECAESolicitar")).toBe(0);
    const [stored] = await db().select().from(invoices).where(eq(invoices.id, later.id));
    expect(stored).toMatchObject({ status: "borrador", number: null, arca_pending_number: null });
  });

  it("a failed login (ticket revoked, new login refused): 503 with WSAA's reason, nothing written", async () => {
    const { owner, org, cuit } = await arcaTeam();
    const inv = await draft(owner.token, org.id);
    await standinRevoke();
    await standinControl({ wsaa_refuse_next: "cms.cert.untrusted" });
    const res = await issue(owner.token, org.id, inv.id);
    expect(res.status).toBe(503);
    expect(res.body.code).toBe("ARCA_LOGIN");
    expect(res.body.message).toMatch(/no reconoce el certificado de la plataforma/);
    const [row] = await db().select().from(invoices).where(eq(invoices.id, inv.id));
    expect(row).toMatchObject({ status: "borrador", cae_status: null, cae_reason: null, arca_pending_number: null });
    expect((await wsfeCalls(cuit)).count("FECAESolicitar")).toBe(0);
    // The next login works: the issue goes through.
    expect((await issue(owner.token, org.id, inv.id)).body.invoice).toMatchObject({ cae_status: "autorizada" });
  });
});
