// GET /api/finance/{org}/summary: figures equal the hand count of finance-fixtures.ts (mixed IVA rates, a
// voided and a draft invoice, a deleted purchase, rows on the range's borders and outside it, another
// organization's rows), zero-filled months, the statement budget, who may read it and bad ranges.
import { describe, expect, it } from "vitest";
import type { FinanceSummary } from "../../worker/shared/money-types";
import { api, makeTeam } from "./fixtures";
import { FIGURES, financeHistory } from "./finance-fixtures";

type Body = { ok: boolean; summary: FinanceSummary };
const summary = (token: string, orgId: number, query = "") => api<Body>(`/finance/${orgId}/summary${query}`, { token });
const Q1 = "?from=2026-01-01&to=2026-03-31";

describe("finance summary", () => {
  it("adds up income, expenses, sales and feed as counted by hand", async () => {
    const h = await financeHistory();
    const res = await summary(h.owner.token, h.org.id, Q1);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.summary).toEqual({ from: "2026-01-01", to: "2026-03-31", ...FIGURES });
    // The admin reads the same; one day less leaves out the Mar 31 invoice, purchase and sale.
    const admin = await summary(h.admin.token, h.org.id, "?from=2026-01-01&to=2026-03-30");
    expect(admin.status).toBe(200);
    expect(admin.body.summary.income).toBe(10_001_000.01);
    expect(admin.body.summary.heads_sold).toBe(10);
    expect(admin.body.summary.expenses).toBe(153_333.3);
  });

  it("zero-fills every month and answers with nulls where nothing divides", async () => {
    const team = await makeTeam();
    const res = await summary(team.owner.token, team.org.id, "?from=2025-11-15&to=2026-02-03");
    expect(res.status).toBe(200);
    const s = res.body.summary;
    expect(s.months.map((m) => m.month)).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
    expect(s.months.every((m) => m.income === 0 && m.expenses === 0)).toBe(true);
    expect([s.income, s.expenses, s.result, s.heads_sold, s.kilos_sold]).toEqual([0, 0, 0, 0, 0]);
    expect([s.average_price_per_kg, s.feed_cost_per_head, s.margin_per_head]).toEqual([null, null, null]);
    expect(s.expenses_by_category).toEqual([]);
  });

  it("defaults to twelve whole months up to today", async () => {
    const team = await makeTeam();
    const s = (await summary(team.owner.token, team.org.id)).body.summary;
    expect(s.months).toHaveLength(12);
    expect(s.from.endsWith("-01")).toBe(true);
    expect(s.to.slice(0, 7)).toBe(s.months[11]!.month);
  });

  it("costs three statements whatever the history (session, membership, one read)", async () => {
    const team = await makeTeam();
    const empty = await summary(team.owner.token, team.org.id);
    const h = await financeHistory();
    const full = await summary(h.owner.token, h.org.id, Q1);
    expect(Number(empty.headers.get("x-db-queries"))).toBe(3);
    expect(Number(full.headers.get("x-db-queries"))).toBe(3);
  });

  it("refuses plain users, outsiders and strangers, and shows the outsider only their own figures", async () => {
    const h = await financeHistory();
    for (const who of [h.user, h.outsider]) {
      const res = await summary(who.token, h.org.id, Q1);
      expect(res.status).toBe(403);
      expect(res.body).not.toHaveProperty("summary");
    }
    expect((await summary("", h.org.id)).status).toBe(401);
    expect((await api(`/finance/abc/summary`, { token: h.owner.token })).status).toBe(400);
    const own = await summary(h.outsider.token, h.otherOrg.id, Q1);
    expect(own.status).toBe(200);
    // Only the outsider's own invoice (555 kg × $555) and purchase ($4.444).
    expect(own.body.summary.income).toBe(308_025);
    expect(own.body.summary.expenses).toBe(4444);
    expect(own.body.summary.heads_sold).toBe(0);
  });

  it("refuses bad ranges with a Spanish 400", async () => {
    const team = await makeTeam();
    const bad = [
      "?from=2026-13-01",
      "?from=2026-02-30",
      "?to=26-01-01",
      "?from=2026-03-01&to=2026-02-28",
      "?from=2020-01-01&to=2025-01-01",
      "?from=hoy",
    ];
    for (const q of bad) {
      const res = await summary(team.owner.token, team.org.id, q);
      expect(res.status, q).toBe(400);
      expect(JSON.stringify(res.body), q).toMatch(/Fecha inválida|posterior|5 años/);
    }
    // Exactly five years (60 months) is fine.
    expect((await summary(team.owner.token, team.org.id, "?from=2021-01-01&to=2025-12-31")).status).toBe(200);
  });
});
