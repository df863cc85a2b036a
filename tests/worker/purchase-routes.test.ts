// /api/purchase (docs/money.md): suppliers' invoices with server totals in cents, the duplicate refused,
// bad input and other organizations' ids refused with nothing written, owners and admins only.
import { describe, expect, it } from "vitest";
import { api, makeTeam } from "./fixtures";
import { openSocket, waitFor } from "./live-helpers";
import { insertSupply } from "./supply-helpers";
import {
  createPurchase,
  deletePurchase,
  getPurchase,
  listPurchases,
  purchaseBody,
  samplePdf,
  storedPurchases,
  updatePurchase,
  upload,
} from "./purchase-helpers";

describe("purchases", () => {
  it("creates, reads, edits, marks paid and deletes, with totals computed on the server", async () => {
    const { owner, admin, org } = await makeTeam();
    const file = await upload(owner.token, org.id, samplePdf());
    const created = await createPurchase(
      admin.token,
      org.id,
      purchaseBody({ file_id: file.body.file.id, notes: " ok " }),
    );
    expect(created.status).toBe(201);
    const p = created.body.purchase;
    // 10 × 1000.50 = 10005.00 (+10.5% = 1050.53); 1.5 × 333.33 = 499.995 → 500.00 (+21% = 105.00).
    expect(p).toMatchObject({
      supplier_cuit: "30712345671",
      invoice_number: "0003-00012345",
      net: 10505,
      iva: 1155.53,
      total: 11660.53,
      paid: false,
      paid_at: null,
      notes: "ok",
      file: { id: file.body.file.id, type: "application/pdf" },
    });
    expect(p.lines.map((l) => [l.net, l.iva, l.iva_rate])).toEqual([
      [10005, 1050.53, 10.5],
      [500, 105, 21],
    ]);
    expect((await getPurchase(owner.token, org.id, p.id)).body.purchase).toEqual(p);

    const edited = await updatePurchase(owner.token, org.id, p.id, {
      ...purchaseBody({
        lines: [{ category: "combustible", description: "Gasoil", quantity: 100, unit_price: 1.25, iva_rate: 21 }],
      }),
      paid: true,
      paid_at: "2026-10-20",
    });
    expect(edited.status).toBe(200);
    expect(edited.body.purchase).toMatchObject({
      net: 125,
      iva: 26.25,
      total: 151.25,
      paid: true,
      paid_at: "2026-10-20",
    });
    expect(edited.body.purchase.lines).toHaveLength(1);
    expect(edited.body.purchase.file).toBeNull();

    const unpaid = await api(`/purchase/${org.id}/${p.id}/paid`, {
      method: "POST",
      token: owner.token,
      body: { paid: false },
    });
    expect(unpaid.body).toMatchObject({ purchase: { paid: false, paid_at: null } });

    expect((await deletePurchase(owner.token, org.id, p.id)).status).toBe(200);
    expect((await getPurchase(owner.token, org.id, p.id)).status).toBe(404);
    expect((await deletePurchase(owner.token, org.id, p.id)).status).toBe(404);
    // Deleted, the same invoice may be recorded again.
    expect((await createPurchase(owner.token, org.id, purchaseBody())).status).toBe(201);
  });

  it("lists newest first with filters, unpaid and overdue, paginated", async () => {
    const { owner, org } = await makeTeam();
    const rows = [
      { supplier_name: "Forrajera", invoice_number: "1", date: "2026-01-10", due_date: "2026-01-20" },
      { supplier_name: "Veterinaria", invoice_number: "2", date: "2026-02-10", due_date: "2099-01-01" },
      { supplier_name: "Forrajera", invoice_number: "3", date: "2026-03-10", due_date: null, paid: true },
    ];
    for (const r of rows) expect((await createPurchase(owner.token, org.id, purchaseBody(r))).status).toBe(201);
    const all = await listPurchases(owner.token, org.id);
    expect(all.body.purchases.map((p) => p.invoice_number)).toEqual(["3", "2", "1"]);
    expect(all.body).toMatchObject({ total: 3, page: 1, limit: 20 });
    expect(all.body.purchases.map((p) => p.overdue)).toEqual([false, false, true]);
    const pick = async (q: string) =>
      (await listPurchases(owner.token, org.id, q)).body.purchases.map((p) => p.invoice_number);
    expect(await pick("?unpaid=true")).toEqual(["2", "1"]);
    expect(await pick("?overdue=true")).toEqual(["1"]);
    expect(await pick("?q=forra")).toEqual(["3", "1"]);
    expect(await pick("?q=712345")).toEqual(["3", "2", "1"]);
    expect(await pick("?from=2026-02-01&to=2026-02-28")).toEqual(["2"]);
    const page2 = await listPurchases(owner.token, org.id, "?limit=2&page=2");
    expect(page2.body).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page2.body.purchases.map((p) => p.invoice_number)).toEqual(["1"]);
    expect((await listPurchases(owner.token, org.id, "?from=ayer")).status).toBe(400);
    expect((await listPurchases(owner.token, org.id, "?limit=1000")).status).toBe(400);
  });

  it("refuses the same supplier's invoice twice (409), editing into a duplicate too", async () => {
    const { owner, org } = await makeTeam();
    const first = await createPurchase(owner.token, org.id, purchaseBody());
    const again = await createPurchase(owner.token, org.id, purchaseBody({ supplier_cuit: "30712345671" }));
    expect(again.status).toBe(409);
    expect(again.body.message).toContain("Ya cargaste esa factura");
    const other = await createPurchase(owner.token, org.id, purchaseBody({ invoice_number: "0003-00012346" }));
    expect(other.status).toBe(201);
    const clash = await updatePurchase(owner.token, org.id, other.body.purchase.id, purchaseBody());
    expect(clash.status).toBe(409);
    // Twenty identical saves at once: one wins.
    const racing = await Promise.all(
      Array.from({ length: 20 }, () => createPurchase(owner.token, org.id, purchaseBody({ invoice_number: "9-9" }))),
    );
    expect(racing.filter((r) => r.status === 201)).toHaveLength(1);
    expect(racing.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    expect(first.status).toBe(201);
    const { rows, lines } = await storedPurchases(org.id);
    expect(rows).toHaveLength(3);
    expect(lines).toHaveLength(6);
  });

  it("bad input is a Spanish 400 and writes nothing", async () => {
    const { owner, org } = await makeTeam();
    const line = purchaseBody().lines[0]!;
    const bad = [
      { supplier_cuit: "30-71234567-2" },
      { supplier_cuit: "123" },
      { date: "2026-02-30" },
      { due_date: "2025-01-01" },
      { invoice_type: "Z" },
      { invoice_number: "<script>" },
      { lines: [] },
      { lines: [{ ...line, quantity: -1 }] },
      { lines: [{ ...line, unit_price: -5 }] },
      { lines: [{ ...line, unit_price: 1.001 }] },
      { lines: [{ ...line, iva_rate: 27 }] },
      { lines: [{ ...line, category: "viajes" }] },
      { supplier_name: "" },
    ];
    for (const b of bad) {
      const res = await createPurchase(owner.token, org.id, purchaseBody(b as never));
      expect(res.status, JSON.stringify(b)).toBe(400);
      expect(res.body.issues?.[0]?.message).toMatch(/[a-záéíóú]/);
    }
    const cuit = await createPurchase(owner.token, org.id, purchaseBody({ supplier_cuit: "30-71234567-2" }));
    expect(cuit.body.issues?.[0]?.message).toContain("dígito verificador");
    expect(await storedPurchases(org.id)).toEqual({ rows: [], lines: [] });
  });

  it("another organization's file, movement or supply is refused and nothing is written", async () => {
    const { owner, outsider, org, otherOrg } = await makeTeam();
    const theirFile = await upload(outsider.token, otherOrg.id, samplePdf());
    const theirSupply = await insertSupply(otherOrg.id, "Maíz", "alimento", "kg");
    const line = { category: "alimento", description: "Maíz", quantity: 5, unit_price: 10, iva_rate: 10.5 } as const;
    for (const b of [
      { file_id: theirFile.body.file.id },
      { movement_id: 999999 },
      { lines: [{ ...line, asset_id: theirSupply }], load_stock: true },
    ]) {
      const res = await createPurchase(owner.token, org.id, purchaseBody(b));
      expect(res.status, JSON.stringify(b)).toBe(400);
      expect(res.body.message).toContain("no existe en esta organización");
    }
    expect(await storedPurchases(org.id)).toEqual({ rows: [], lines: [] });
    expect(await storedPurchases(otherOrg.id)).toEqual({ rows: [], lines: [] });
  });

  it("plain users and outsiders are refused on every route; another organization's purchase is a 404", async () => {
    const { owner, user, outsider, org, otherOrg } = await makeTeam();
    const p = (await createPurchase(owner.token, org.id, purchaseBody())).body.purchase;
    for (const who of [user, outsider]) {
      expect((await listPurchases(who.token, org.id)).status).toBe(403);
      expect((await createPurchase(who.token, org.id, purchaseBody({ invoice_number: "5" }))).status).toBe(403);
      expect((await getPurchase(who.token, org.id, p.id)).status).toBe(403);
      expect((await updatePurchase(who.token, org.id, p.id, purchaseBody())).status).toBe(403);
      const paid = await api(`/purchase/${org.id}/${p.id}/paid`, {
        method: "POST",
        token: who.token,
        body: { paid: true },
      });
      expect(paid.status).toBe(403);
      expect((await deletePurchase(who.token, org.id, p.id)).status).toBe(403);
    }
    expect((await listPurchases(undefined, org.id)).status).toBe(401);
    // The outsider through their own organization: the id reveals nothing.
    expect((await getPurchase(outsider.token, otherOrg.id, p.id)).status).toBe(404);
    expect((await updatePurchase(outsider.token, otherOrg.id, p.id, purchaseBody())).status).toBe(404);
    expect((await deletePurchase(outsider.token, otherOrg.id, p.id)).status).toBe(404);
    const { rows } = await storedPurchases(org.id);
    expect(rows.map((r) => [r.deleted, r.paid, r.invoice_number])).toEqual([[false, false, "0003-00012345"]]);
  });

  it("announces money-changed (no amounts) to the organization's room", async () => {
    const { owner, user, org } = await makeTeam();
    const { socket } = await openSocket(org.id, user.token);
    const s = socket!;
    const money = () => s.messages.filter((m) => m.action === "money-changed");
    const created = await createPurchase(owner.token, org.id, purchaseBody());
    await waitFor(() => money().length >= 1, 2_000, "money-changed");
    expect(money()[0]).toEqual({ action: "money-changed", kind: "purchase", id: created.body.purchase.id });
    s.ws.close();
  });
});
