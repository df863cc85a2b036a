// /api/invoice: drafts with totals computed on the server, issue with gapless numbers (also under 20
// parallel issues), paid, void, the list's filters and pages, and the sale → invoice link.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invoiceCounters, invoices } from "../../worker/db/schema-money";
import { api, db, makeTeam } from "./fixtures";
import { ok } from "./herd-helpers";
import {
  action,
  body,
  createInvoice,
  draft,
  getInvoice,
  line,
  listInvoices,
  listSales,
  ranchWithSales,
} from "./invoice-helpers";

describe("invoice drafts and totals", () => {
  it("computes net, IVA per rate and total on the server, in pesos from cents", async () => {
    const { owner, org } = await makeTeam();
    const lines = [
      line({ quantity: 4000, unit: "kg", unit_price: 2345.67 }),
      line({ quantity: 3, unit: "unidad", unit_price: 33.33, iva_rate: 21 }),
    ];
    const invoice = await draft(owner.token, org.id, body({ lines, customer_cuit: "20172543597" }));
    expect(invoice).toMatchObject({
      status: "borrador",
      number: null,
      formatted_number: null,
      customer_cuit: "20172543597",
    });
    expect(invoice.by_rate).toEqual([
      { iva_rate: 10.5, net: 9382680, iva: 985181.4 },
      { iva_rate: 21, net: 99.99, iva: 21 },
    ]);
    expect(invoice.net).toBe(9382779.99);
    expect(invoice.iva).toBe(985202.4);
    expect(invoice.total).toBe(10367982.39);
    expect(invoice.lines[1]).toMatchObject({
      quantity: 3,
      unit: "unidad",
      unit_price: 33.33,
      iva_rate: 21,
      net: 99.99,
      iva: 21,
    });
    const [row] = await db().select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row!.total_cents).toBe(1036798239);
  });

  it("edits a draft; an issued invoice is never edited nor deleted (409) and issuing twice is refused", async () => {
    const { owner, admin, org } = await makeTeam();
    const inv = await draft(owner.token, org.id);
    const put = await ok(
      api<{ invoice: { customer_name: string; total: number } }>(`/invoice/${org.id}/${inv.id}`, {
        method: "PUT",
        token: admin.token,
        body: body({ customer_name: "Otro cliente", lines: [line({ quantity: 1, unit_price: 100 })] }),
      }),
    );
    expect(put.invoice).toMatchObject({ customer_name: "Otro cliente", total: 110.5 });
    const issued = await ok(action(owner.token, org.id, inv.id, "issue"));
    expect(issued.invoice).toMatchObject({
      status: "emitida",
      number: 1,
      formatted_number: "0001-00000001",
      cae_status: "sin_cae",
      cae: null,
    });
    const again = await action(owner.token, org.id, inv.id, "issue");
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/ya fue emitida/);
    expect(
      (await api(`/invoice/${org.id}/${inv.id}`, { method: "PUT", token: owner.token, body: body() })).status,
    ).toBe(409);
    expect((await api(`/invoice/${org.id}/${inv.id}`, { method: "DELETE", token: owner.token })).status).toBe(409);
    const [counter] = await db().select().from(invoiceCounters).where(eq(invoiceCounters.organization_id, org.id));
    expect(counter!.last_number).toBe(1);
    expect((await getInvoice(owner.token, org.id, inv.id)).body.invoice.customer_name).toBe("Otro cliente");
  });

  it("numbers 20 parallel issues 1..20 with no gap and no duplicate; other types and points count apart", async () => {
    const { owner, org } = await makeTeam();
    const drafts = await Promise.all(Array.from({ length: 20 }, () => draft(owner.token, org.id)));
    const other = await draft(owner.token, org.id, body({ type: "B", point_of_sale: 2 }));
    const results = await Promise.all([...drafts, other].map((d) => action(owner.token, org.id, d.id, "issue")));
    expect(results.map((r) => r.status)).toEqual(Array(21).fill(200));
    const numbers = results
      .slice(0, 20)
      .map((r) => r.body.invoice.number!)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(results[20]!.body.invoice.formatted_number).toBe("0002-00000001");
    // Issuing them all again in parallel bumps nothing.
    const twice = await Promise.all(drafts.slice(0, 5).map((d) => action(owner.token, org.id, d.id, "issue")));
    expect(twice.map((r) => r.status)).toEqual(Array(5).fill(409));
    const next = await draft(owner.token, org.id);
    expect((await ok(action(owner.token, org.id, next.id, "issue"))).invoice.number).toBe(21);
  });

  it("marks paid only issued invoices, voids issued or paid ones with a reason, deletes only drafts", async () => {
    const { owner, org } = await makeTeam();
    const inv = await draft(owner.token, org.id);
    const paid = { paid_at: "2026-07-01", payment_method: "transferencia" };
    expect((await action(owner.token, org.id, inv.id, "paid", paid)).status).toBe(409);
    expect((await action(owner.token, org.id, inv.id, "void", { reason: "error" })).status).toBe(409);
    await ok(action(owner.token, org.id, inv.id, "issue"));
    expect((await action(owner.token, org.id, inv.id, "void", {})).status).toBe(400);
    const p = await ok(action(owner.token, org.id, inv.id, "paid", paid));
    expect(p.invoice).toMatchObject({ status: "pagada", paid_at: "2026-07-01", payment_method: "transferencia" });
    expect((await action(owner.token, org.id, inv.id, "paid", paid)).status).toBe(409);
    const v = await ok(action(owner.token, org.id, inv.id, "void", { reason: "Cliente equivocado" }));
    expect(v.invoice).toMatchObject({ status: "anulada", number: 1, void_reason: "Cliente equivocado" });
    expect((await action(owner.token, org.id, inv.id, "void", { reason: "otra vez" })).status).toBe(409);
    // The voided number is never reused.
    const next = await draft(owner.token, org.id);
    expect((await ok(action(owner.token, org.id, next.id, "issue"))).invoice.number).toBe(2);
    const gone = await draft(owner.token, org.id);
    await ok(api(`/invoice/${org.id}/${gone.id}`, { method: "DELETE", token: owner.token }));
    expect((await getInvoice(owner.token, org.id, gone.id)).status).toBe(404);
  });
});

describe("the invoice list", () => {
  it("pages (defaults 1 and 10, max 100) and filters by dates, status, customer and text", async () => {
    const { owner, org } = await makeTeam();
    for (let i = 0; i < 12; i++)
      await draft(owner.token, org.id, body({ date: `2026-03-${String(i + 1).padStart(2, "0")}` }));
    const special = await draft(
      owner.token,
      org.id,
      body({ date: "2026-04-01", customer_name: "Consignataria 100% Norte", customer_cuit: "30-50001091-2" }),
    );
    await ok(action(owner.token, org.id, special.id, "issue"));
    const first = await ok(listInvoices(owner.token, org.id));
    expect(first).toMatchObject({ total: 13, page: 1, limit: 10 });
    expect(first.invoices).toHaveLength(10);
    expect(first.invoices[0]!.id).toBe(special.id);
    expect((await ok(listInvoices(owner.token, org.id, "?page=2"))).invoices).toHaveLength(3);
    const ids = async (q: string) => (await ok(listInvoices(owner.token, org.id, q))).invoices.map((i) => i.id);
    expect(await ids("?status=emitida")).toEqual([special.id]);
    expect(await ids("?from=2026-03-12&to=2026-04-30")).toHaveLength(2);
    expect(await ids("?customer=100%25")).toEqual([special.id]);
    expect(await ids("?q=50001091")).toEqual([special.id]);
    expect(await ids("?q=0001-00000001")).toEqual([special.id]);
    expect(await ids("?q=norte")).toEqual([special.id]);
    expect(await ids("?q=_")).toEqual([]);
    for (const q of ["?limit=101", "?page=0", "?status=x", "?from=2026-13-01", "?limit=abc"]) {
      expect((await listInvoices(owner.token, org.id, q)).status, q).toBe(400);
    }
  });

  it("answers in the same number of statements with 1 and 13 invoices", async () => {
    const { owner, org } = await makeTeam();
    await draft(owner.token, org.id);
    const one = await listInvoices(owner.token, org.id);
    for (let i = 0; i < 12; i++) await draft(owner.token, org.id);
    const many = await listInvoices(owner.token, org.id);
    expect(many.headers.get("x-db-queries")).toBe(one.headers.get("x-db-queries"));
    expect(Number(many.headers.get("x-db-queries"))).toBeLessThanOrEqual(4);
    const sales = await listSales(owner.token, org.id);
    expect(Number(sales.headers.get("x-db-queries"))).toBeLessThanOrEqual(3);
  });
});

describe("sales → invoice", () => {
  it("prefills lines from heads, kilos and prices; an invoiced sale cannot be invoiced twice; voiding frees it", async () => {
    const r = await ranchWithSales();
    const { owner, org } = r;
    const sales = (await ok(listSales(owner.token, org.id))).sales;
    expect(sales.map((s) => s.movement_id)).toEqual([r.byHead, r.byKg]);
    const byKg = sales[1]!;
    expect(byKg).toMatchObject({
      heads: 10,
      kilos: 4000,
      price: 2000,
      buyer: "Frigorífico del Sur",
      invoice: null,
      rodeo_name: "Recría",
    });
    expect(byKg.lines).toEqual([
      expect.objectContaining({ quantity: 4000, unit: "kg", unit_price: 2000, iva_rate: 10.5 }),
    ]);
    expect(sales[0]!.lines).toEqual([
      expect.objectContaining({ quantity: 5, unit: "cabezas", unit_price: 500000, iva_rate: 10.5 }),
    ]);
    const lines = sales.flatMap((s) => s.lines);
    const inv = await draft(owner.token, org.id, body({ lines, movement_ids: [r.byKg, r.byHead] }));
    expect(inv.movement_ids).toEqual([r.byKg, r.byHead].sort((a, b) => a - b));
    expect(inv.net).toBe(8_000_000 + 2_500_000);
    expect(inv.iva).toBe(1_102_500);
    const twice = await createInvoice(owner.token, org.id, body({ movement_ids: [r.byKg] }));
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/ya está facturada/);
    const linked = (await ok(listSales(owner.token, org.id))).sales;
    expect(linked.every((s) => s.invoice?.id === inv.id)).toBe(true);
    // A sale's page finds its invoice by the movement; another sale has none.
    const bySale = (movementId: number) =>
      ok(api<{ invoices: { id: number }[] }>(`/invoice/${org.id}?movement_id=${movementId}`, { token: owner.token }));
    expect((await bySale(r.byKg)).invoices.map((i) => i.id)).toEqual([inv.id]);
    await ok(action(owner.token, org.id, inv.id, "issue"));
    expect((await ok(listSales(owner.token, org.id))).sales[0]!.invoice?.formatted_number).toBe("0001-00000001");
    await ok(action(owner.token, org.id, inv.id, "void", { reason: "Precio mal cargado" }));
    expect((await ok(listSales(owner.token, org.id))).sales.every((s) => s.invoice === null)).toBe(true);
    expect((await bySale(r.byKg)).invoices).toEqual([]);
    const again = await draft(owner.token, org.id, body({ movement_ids: [r.byKg] }));
    expect(again.movement_ids).toEqual([r.byKg]);
    // Deleting the new draft frees the sale too.
    await ok(api(`/invoice/${org.id}/${again.id}`, { method: "DELETE", token: owner.token }));
    expect((await ok(listSales(owner.token, org.id))).sales.every((s) => s.invoice === null)).toBe(true);
  });

  it("refuses another organization's sale, a non-sale and a deleted sale with nothing written", async () => {
    const r = await ranchWithSales();
    const other = await ranchWithSales();
    const before = await db().select().from(invoices).where(eq(invoices.organization_id, r.org.id));
    const foreign = await createInvoice(r.owner.token, r.org.id, body({ movement_ids: [other.byKg] }));
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toMatch(/no existe o no es de esta organización/);
    expect((await createInvoice(r.owner.token, r.org.id, body({ movement_ids: [999_999] }))).status).toBe(400);
    const inv = await draft(r.owner.token, r.org.id);
    const put = await api(`/invoice/${r.org.id}/${inv.id}`, {
      method: "PUT",
      token: r.owner.token,
      body: body({ movement_ids: [other.byHead] }),
    });
    expect(put.status).toBe(400);
    const after = await db().select().from(invoices).where(eq(invoices.organization_id, r.org.id));
    expect(after.length).toBe(before.length + 1);
    expect((await getInvoice(r.owner.token, r.org.id, inv.id)).body.invoice.movement_ids).toEqual([]);
  });
});
