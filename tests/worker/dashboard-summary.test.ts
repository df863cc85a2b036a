// GET /api/dashboard/{org}: every card's figures equal what the card's own reads answer (rodeos and lots for
// the herd and gain, last 10, rain pages, low supplies, withdrawals, today's open tasks, the finance summary
// of this year to date, the animals to register with SENASA) on the demo ranch and on random histories; money only for owners and admins; the
// door's answers; two requests at once; and the budget: session, membership and ONE statement, whatever
// the size of the log.
import { env } from "cloudflare:test";
import { eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { animalCategories, animals, assets, lots, movements, rodeos, rodeoStock } from "../../worker/db/schema";
import { tasks } from "../../worker/db/schema-work";
import { STOCK_TYPES } from "../../worker/areas/dashboard/setup-sql";
import type { DashboardSetup, DashboardSummary } from "../../worker/shared/dashboard-types";
import type { Lot, Movement, MovementPage, Rodeo } from "../../worker/shared/herd-types";
import type { FinanceSummary } from "../../worker/shared/money-types";
import type { Supply, RodeoUnderWithdrawal } from "../../worker/shared/supply-types";
import { addDays, argentinaDay } from "../../worker/shared/task-dates";
import type { Task } from "../../worker/shared/task-types";
import { TASK_STATUSES } from "../../worker/shared/task-values";
import { BENCH_TABLES, benchData } from "../bench/herd-data";
import { insertAnimals, registrationFromRows, tagEnding } from "./animal-rows";
import { api, db, makeTeam, type TestUser } from "./fixtures";
import { insertInvoice, insertPurchase } from "./finance-fixtures";
import { categoryIds, createLot, createRodeo, ok } from "./herd-helpers";
import { insertSupply, remove, write, type MovementBody } from "./supply-helpers";
import { loadDemoRanch } from "./ranch-loader";
import { newTask } from "./task-helpers";

type Body = { dashboard: DashboardSummary };
const dashboard = (token: string, orgId: number | string) => api<Body>(`/dashboard/${orgId}`, { token });
const statements = (res: { headers: Headers }) => Number(res.headers.get("x-db-queries"));

/** A live record with at least one head of the types that bring animals in (pages of the log until one). */
async function anyStockRecord(get: <T>(path: string) => Promise<T>, orgId: number) {
  let cursor: string | null = null;
  do {
    const q = `type=${STOCK_TYPES.join(",")}&limit=500${cursor ? `&cursor=${cursor}` : ""}`;
    const page: MovementPage = await get<MovementPage>(`/movement/all/${orgId}?${q}`);
    if (page.movements.some((m) => m.animals.some((a) => a.count > 0))) return true;
    cursor = page.next_cursor;
  } while (cursor);
  return false;
}

/** The first steps' figures from the screens' own reads: fields, lots, rodeos, the log, members, invitations. */
async function setupFromOwnReads(token: string, orgId: number, lots: Lot[], rodeos: Rodeo[]): Promise<DashboardSetup> {
  const get = <T>(path: string) => ok<T>(api<T>(path, { token }));
  const [f, o, i, rain] = await Promise.all([
    get<{ fields: unknown[] }>(`/field/${orgId}`),
    get<{ organization: { members: unknown[] } }>(`/organization/data/${orgId}`),
    get<{ invitations: unknown[] }>(`/organization/invitation/${orgId}`),
    get<MovementPage>(`/movement/all/${orgId}?type=RAIN&limit=1`),
  ]);
  return {
    fields: f.fields.length,
    lots: lots.length,
    rodeos: rodeos.length,
    stock: await anyStockRecord(get, orgId),
    members: o.organization.members.length,
    pending_invitations: i.invitations.length,
    rain: rain.movements.length > 0,
  };
}

/** What the SPA's cards compute today from their own reads (web/src/features/dashboard/*, tasks card). */
async function fromOwnReads(token: string, orgId: number, money: boolean) {
  const today = argentinaDay();
  const year = Number(today.slice(0, 4));
  const get = <T>(path: string) => ok<T>(api<T>(path, { token }));
  const [r, l, last, low, w, t] = await Promise.all([
    get<{ rodeos: Rodeo[] }>(`/rodeo/${orgId}`),
    get<{ lots: Lot[] }>(`/lot/info/${orgId}`),
    get<{ movements: Movement[] }>(`/movement/last-10/${orgId}`),
    get<{ assets: Supply[] }>(`/asset/${orgId}?low=true`),
    get<{ rodeos: RodeoUnderWithdrawal[] }>(`/asset/${orgId}/withdrawals`),
    get<{ tasks: Task[] }>(`/task/${orgId}?due=today&open=true`),
  ]);
  // The rain card: RAIN since Jan 1 of last year, pages of 500, at most 4 (use-rain.ts).
  const from = `${year - 1}-01-01`;
  const rain: Array<{ date: string; mm: number }> = [];
  let cursor: string | null = null;
  for (let page = 0; page < 4; page++) {
    const q = `type=RAIN&from=${from}&limit=500${cursor ? `&cursor=${cursor}` : ""}`;
    const res: MovementPage = await get<MovementPage>(`/movement/all/${orgId}?${q}`);
    for (const m of res.movements) {
      const mm = Number(m.data?.mm);
      if (Number.isFinite(mm)) rain.push({ date: m.date, mm });
    }
    cursor = res.next_cursor;
    if (!cursor) break;
  }
  // The herd card (lib/herd/figures.ts: herdStock, headByCategory, sumEv, evPerHa).
  const stock = r.rodeos.flatMap((x) => x.stock);
  const byId = new Map<number, { category_id: number; category: string; count: number; ev: number }>();
  for (const row of stock) {
    const acc = byId.get(row.category_id) ?? { category_id: row.category_id, category: row.category, count: 0, ev: 0 };
    acc.count += row.count;
    acc.ev += row.count * row.ev;
    byId.set(row.category_id, acc);
  }
  const categories = [...byId.values()].filter((c) => c.count > 0).sort((a, b) => b.count - a.count);
  const ev = stock.reduce((s, x) => s + x.count * x.ev, 0);
  const hectares = l.lots.reduce((s, x) => s + (x.hectares ?? 0), 0);
  // The gain card.
  const gain = r.rodeos
    .filter((x) => x.last_mean_weight !== null)
    .sort((a, b) => (b.last_weighing_date ?? "").localeCompare(a.last_weighing_date ?? ""))
    .map(({ id, name, last_mean_weight, last_weighing_date, daily_gain }) => ({
      id,
      name,
      last_mean_weight,
      last_weighing_date,
      daily_gain,
    }));
  // The finance card: this year to date (presetRange "este-anio").
  const finance = money
    ? (await get<{ summary: FinanceSummary }>(`/finance/${orgId}/summary?from=${year}-01-01&to=${today}`)).summary
    : null;
  const expected: DashboardSummary = {
    today,
    herd: {
      categories,
      total_head: categories.reduce((s, c) => s + c.count, 0),
      total_ev: ev,
      hectares,
      ev_per_ha: hectares > 0 ? ev / hectares : null,
    },
    rodeos: r.rodeos.map((x) => ({ id: x.id, name: x.name })),
    last_movements: last.movements,
    rain: { from, records: rain },
    gain,
    supplies_low: low.assets,
    withdrawals: w.rodeos,
    // Each task names its lot and rodeo as those lists do.
    tasks_today: t.tasks.map((task) => ({
      ...task,
      lot_name: task.lot_id === null ? null : (l.lots.find((x) => x.id === task.lot_id)?.name ?? null),
      rodeo_name: task.rodeo_id === null ? null : (r.rodeos.find((x) => x.id === task.rodeo_id)?.name ?? null),
    })),
    // Counted from the stored animal rows.
    registration: await registrationFromRows(orgId, today),
    finance,
    // Owners and admins (the money roles) take the first steps.
    setup: money ? await setupFromOwnReads(token, orgId, l.lots, r.rodeos) : null,
  };
  return expected;
}

async function expectSameAsOwnReads(who: TestUser, orgId: number, money: boolean) {
  const res = await dashboard(who.token, orgId);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(statements(res)).toBeLessThanOrEqual(3);
  const expected = await fromOwnReads(who.token, orgId, money);
  expect(res.body.dashboard).toEqual(expected);
  return res.body.dashboard;
}

/** Tasks of every kind: due today, yesterday, tomorrow or undated; open, in progress or done; some deleted. */
async function someTasks(orgId: number, users: TestUser[], today: string, n: number, seed: number) {
  const rows = Array.from({ length: n }, (_, i) => {
    const k = seed + i;
    return {
      organization_id: orgId,
      title: `Tarea ${i}`,
      assignee_id: k % 4 === 3 ? null : users[k % users.length]!.id,
      due_date: [today, today, addDays(today, -1), addDays(today, 1), null][k % 5]!,
      status: TASK_STATUSES[k % 3]!,
      priority: (["baja", "media", "alta"] as const)[k % 3]!,
      completed_at: k % 3 === 2 ? `${today}T1${k % 10}:00:00.000Z` : null,
      deleted: k % 7 === 6,
      created_by: users[0]!.id,
    };
  });
  // One row per insert: D1 binds at most 100 values per statement.
  for (const row of rows) await db().insert(tasks).values(row);
}

/** The demo ranch's year, plus tasks for today, money this year and a supply under its minimum. */
async function demoRanch() {
  const team = await makeTeam();
  const { owner, admin, user, org } = team;
  await loadDemoRanch(org.id, owner);
  const today = argentinaDay();
  const year = today.slice(0, 4);
  await newTask(owner.token, org.id, { title: "Recorrer", due_date: today, assignee_id: user.id });
  await someTasks(org.id, [owner, admin, user], today, 12, 0);
  const kg = (quantity: number, unit_price: number) => ({
    description: "Novillos",
    quantity,
    unit: "kg" as const,
    unit_price,
    iva_rate: 10.5,
  });
  await insertInvoice(org.id, `${year}-01-02`, "emitida", [kg(3000, 2400)]);
  await insertInvoice(org.id, today, "pagada", [kg(1000.5, 2600.25)]);
  await insertPurchase(org.id, `${year}-01-03`, [
    { category: "alimento", description: "Maíz", quantity: 1000, unit_price: 150, iva_rate: 10.5 },
  ]);
  await db()
    .update(assets)
    .set({ minimum: 1e9 })
    .where(eq(assets.id, (await db().select().from(assets).where(eq(assets.organization_id, org.id)))[0]!.id));
  // Tagged animals: one past its SENASA deadline, one due today, one tagged today, one registered, one sold.
  const [rodeo] = await db().select().from(rodeos).where(eq(rodeos.organization_id, org.id));
  const [category] = await db().select().from(animalCategories).where(eq(animalCategories.organization_id, org.id));
  const where = { rodeo_id: rodeo!.id, category_id: category!.id };
  await insertAnimals(org.id, [
    { ...where, tag: tagEnding("1001"), tagged_at: addDays(today, -30) },
    { ...where, tag: tagEnding("1002"), tagged_at: addDays(today, -14), registration_due: today },
    { ...where, tag: tagEnding("1003"), tagged_at: today },
    { ...where, tag: tagEnding("1004"), tagged_at: addDays(today, -30), registered_at: addDays(today, -20) },
    { ...where, tag: tagEnding("1005"), tagged_at: addDays(today, -30), state: "vendido" },
  ]);
  return team;
}

describe("dashboard summary", () => {
  it("answers every card as its own reads do on the demo ranch, money only for owners and admins", async () => {
    const team = await demoRanch();
    const d = await expectSameAsOwnReads(team.owner, team.org.id, true);
    // The demo ranch has something on every card.
    expect(d.herd.total_head).toBeGreaterThan(0);
    expect(d.herd.hectares).toBeGreaterThan(0);
    expect(d.last_movements).toHaveLength(10);
    expect(d.rain.records.length).toBeGreaterThan(0);
    expect(d.gain.length).toBeGreaterThan(0);
    expect(d.supplies_low.length).toBeGreaterThan(0);
    expect(d.tasks_today.length).toBeGreaterThan(1);
    expect(d.finance!.income).toBeGreaterThan(0);
    // The demo ranch's own tagged calves and the five rows above: some pending, some overdue.
    expect(d.registration.pending).toBeGreaterThanOrEqual(3);
    expect(d.registration.overdue).toBeGreaterThanOrEqual(1);
    await expectSameAsOwnReads(team.admin, team.org.id, true);
    const plain = await expectSameAsOwnReads(team.user, team.org.id, false);
    expect(plain.finance).toBeNull();
    // Only the money and the first steps differ between roles.
    expect({ ...plain, finance: d.finance, setup: d.setup }).toEqual(d);
  });

  it("answers as the own reads on random histories", async () => {
    const category = fc.nat(6);
    const movement = fc.record({
      type: fc.constantFrom("RAIN", "RAIN", "WEIGHING", "TREATMENT", "MEDICINE", "SELL", "DEATH", "BUY"),
      day: fc.integer({ min: -800, max: 5 }),
      rodeo: fc.nat(5),
      category,
      count: fc.integer({ min: 1, max: 30 }),
      value: fc.oneof(
        fc.double({ min: -5, max: 900, noNaN: true }),
        fc.constantFrom<unknown>("12", "abc", null, 0.1 + 0.2),
      ),
      withdrawal: fc.integer({ min: 0, max: 60 }),
      deleted: fc.boolean(),
    });
    // Hectares as typed (to the hundredth), plus sums that are not exact in binary.
    const hectares = fc.oneof(
      fc.integer({ min: 0, max: 500_000 }).map((n) => n / 100),
      fc.constantFrom(0.1, 0.2, 1 / 3),
    );
    const history = fc.record({
      lots: fc.array(fc.record({ hectares, deleted: fc.boolean() }), {
        maxLength: 5,
      }),
      rodeos: fc.array(
        fc.record({
          lot: fc.nat(5),
          deleted: fc.boolean(),
          stock: fc.array(fc.record({ category, count: fc.nat(200) }), { maxLength: 4 }),
        }),
        { minLength: 1, maxLength: 5 },
      ),
      movements: fc.array(movement, { maxLength: 40 }),
      supplies: fc.array(
        fc.record({
          quantity: fc.double({ min: 0, max: 100, noNaN: true }),
          minimum: fc.nat(100),
          deleted: fc.boolean(),
        }),
        { maxLength: 4 },
      ),
      tasks: fc.nat(10),
      money: fc.array(fc.record({ day: fc.nat(400), kilos: fc.integer({ min: 1, max: 5000 }), bought: fc.boolean() }), {
        maxLength: 4,
      }),
    });
    await fc.assert(
      fc.asyncProperty(history, async (h) => {
        const team = await makeTeam();
        const { owner, admin, user, org } = team;
        const today = argentinaDay();
        const cats = await db().select().from(animalCategories).where(eq(animalCategories.organization_id, org.id));
        const lotIds: number[] = [];
        for (const [i, l] of h.lots.entries()) {
          const [row] = await db()
            .insert(lots)
            .values({
              organization_id: org.id,
              name: `Lote ${i}`,
              hectares: l.hectares,
              order: i % 2,
              deleted: l.deleted,
            })
            .returning();
          lotIds.push(row!.id);
        }
        const rodeoIds: number[] = [];
        for (const [i, r] of h.rodeos.entries()) {
          const [row] = await db()
            .insert(rodeos)
            .values({
              organization_id: org.id,
              name: `Rodeo ${i % 3}`,
              lot_id: lotIds.length ? lotIds[r.lot % lotIds.length]! : null,
              deleted: r.deleted,
            })
            .returning();
          rodeoIds.push(row!.id);
          const seen = new Set<number>();
          for (const s of r.stock) {
            const c = cats[s.category % cats.length]!;
            if (seen.has(c.id)) continue;
            seen.add(c.id);
            await db()
              .insert(rodeoStock)
              .values({ organization_id: org.id, rodeo_id: row!.id, category_id: c.id, count: s.count });
          }
        }
        const movementRow = (m: (typeof h.movements)[number], i: number): typeof movements.$inferInsert => {
          const c = cats[m.category % cats.length]!;
          const data: Record<string, unknown> =
            m.type === "RAIN"
              ? { mm: m.value }
              : m.type === "TREATMENT" || m.type === "MEDICINE"
                ? { withdrawal_days: m.withdrawal, clearance_date: addDays(today, m.day + m.withdrawal) }
                : { mean_weight: typeof m.value === "number" ? Math.abs(m.value) : 350 };
          return {
            organization_id: org.id,
            type: m.type,
            date: `${addDays(today, m.day)}T00:00:00.000Z`,
            rodeo_id: m.type === "RAIN" ? null : rodeoIds[m.rodeo % rodeoIds.length]!,
            animals: m.type === "RAIN" ? [] : [{ type: c.name, category_id: c.id, count: m.count }],
            data,
            deleted: m.deleted,
            created_by: owner.id,
            created_at: `${today}T12:00:${String(i % 60).padStart(2, "0")}.000Z`,
          };
        };
        for (const [i, m] of h.movements.entries()) await db().insert(movements).values(movementRow(m, i));
        for (const [i, s] of h.supplies.entries()) {
          await db()
            .insert(assets)
            .values({ organization_id: org.id, name: `Insumo ${i % 2}`, ...s, unit_cost: 10.5 });
        }
        await someTasks(org.id, [owner, admin, user], today, h.tasks, h.tasks);
        const year = Number(today.slice(0, 4));
        for (const m of h.money) {
          const date = addDays(`${year}-01-01`, m.day - 30);
          if (m.bought) {
            await insertPurchase(org.id, date, [
              { category: "sanidad", description: "Vacunas", quantity: m.kilos, unit_price: 3.33, iva_rate: 21 },
            ]);
          } else {
            await insertInvoice(org.id, date, "emitida", [
              { description: "Novillos", quantity: m.kilos, unit: "kg", unit_price: 2500.5, iva_rate: 10.5 },
            ]);
          }
        }
        await expectSameAsOwnReads(owner, org.id, true);
        const plain = await expectSameAsOwnReads(user, org.id, false);
        expect(plain.finance).toBeNull();
      }),
      { numRuns: 12, endOnFailure: true },
    );
  }, 120_000);

  it("checks off each first step from the records, for owners and admins only, within the same statement", async () => {
    const { owner, admin, user, org } = await makeTeam();
    const setup = async (who: TestUser = owner) => {
      const res = await dashboard(who.token, org.id);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(statements(res)).toBe(3);
      return res.body.dashboard.setup;
    };
    // makeTeam: the owner, an admin and a plain user.
    const nothing = { fields: 0, lots: 0, rodeos: 0, stock: false, members: 3, pending_invitations: 0, rain: false };
    expect(await setup()).toEqual(nothing);
    expect(await setup(admin)).toEqual(nothing);
    expect(await setup(user)).toBeNull();

    await ok(api(`/field/${org.id}`, { method: "POST", token: owner.token, body: { name: "La Loma" } }), 201);
    const lotId = await createLot(owner.token, org.id);
    const gone = await createLot(owner.token, org.id, "Viejo");
    await ok(api(`/lot/delete/${org.id}/${gone}`, { method: "DELETE", token: owner.token }));
    // A rodeo without animals brings no stock; nor does a supply count (an AUDIT_RECORD without animals).
    const rodeoId = await createRodeo(owner.token, org.id, { lot_id: lotId });
    const supply = await insertSupply(org.id, "Sal", "alimento", "kg");
    await ok(api(`/asset/${org.id}/${supply}/count`, { method: "POST", token: owner.token, body: { counted: 5 } }));
    expect(await setup()).toEqual({ ...nothing, fields: 1, lots: 1, rodeos: 1 });

    // The purchase, then deleted: the step is done only while a live record brings head in.
    const buy = await ok<MovementBody>(
      write(owner.token, "purchase", org.id, { rodeo_id: rodeoId, animals: [{ type: "Vaca", count: 10 }] }),
      201,
    );
    expect((await setup())!.stock).toBe(true);
    await ok(remove(owner.token, org.id, buy.movement.id));
    expect((await setup())!.stock).toBe(false);
    // A rodeo created with its head (an opening count) is initial stock too.
    await createRodeo(owner.token, org.id, { name: "Recría", animals: [{ type: "Novillo", count: 4 }] });
    expect(await setup()).toMatchObject({ rodeos: 2, stock: true });

    await ok(
      api("/organization/add-user", {
        token: owner.token,
        body: { organization_id: org.id, email: "capataz@example.com", role: "user" },
      }),
    );
    const rain = await ok<MovementBody>(write(owner.token, "weather/rain", org.id, { mm: 12 }), 201);
    expect(await setup()).toEqual({
      fields: 1,
      lots: 1,
      rodeos: 2,
      stock: true,
      members: 3,
      pending_invitations: 1,
      rain: true,
    });
    await ok(remove(owner.token, org.id, rain.movement.id));
    expect((await setup())!.rain).toBe(false);
    expect(await setup(user)).toBeNull();
    // The same figures as the screens' own reads, for both managing roles.
    await expectSameAsOwnReads(owner, org.id, true);
    await expectSameAsOwnReads(admin, org.id, true);
  });

  it("counts the active animals to register with SENASA, overdue after their due day, within the same statement", async () => {
    const { owner, user, outsider, org, otherOrg } = await makeTeam();
    const today = argentinaDay();
    const registration = async (who: TestUser = owner) => {
      const res = await dashboard(who.token, org.id);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(statements(res)).toBe(3);
      return res.body.dashboard.registration;
    };
    expect(await registration()).toEqual({ pending: 0, overdue: 0, next_due: null });

    const rodeoId = await createRodeo(owner.token, org.id);
    const vaca = (await categoryIds(org.id, owner.token)).Vaca!;
    const at = { rodeo_id: rodeoId, category_id: vaca };
    const [late, dueToday, fresh, dead] = await insertAnimals(org.id, [
      { ...at, tag: tagEnding("2001"), tagged_at: addDays(today, -40), registration_due: addDays(today, -3) },
      { ...at, tag: tagEnding("2002"), tagged_at: addDays(today, -14), registration_due: today },
      { ...at, tag: tagEnding("2003"), tagged_at: today, registration_due: addDays(today, 14) },
      { ...at, tag: tagEnding("2004"), tagged_at: addDays(today, -40), registration_due: addDays(today, -20) },
      { ...at, tag: tagEnding("2005"), tagged_at: addDays(today, -40), registered_at: addDays(today, -30) },
    ]);
    // Someone else's animals never count.
    const otherRodeo = await createRodeo(outsider.token, otherOrg.id);
    const otherVaca = (await categoryIds(otherOrg.id, outsider.token)).Vaca!;
    await insertAnimals(otherOrg.id, [
      { rodeo_id: otherRodeo, category_id: otherVaca, tag: tagEnding("2001"), tagged_at: addDays(today, -60) },
    ]);

    // The animal due today is still in time.
    const all = { pending: 4, overdue: 2, next_due: addDays(today, -20) };
    expect(await registration()).toEqual(all);
    expect(await registration(user)).toEqual(all);
    expect(all).toEqual(await registrationFromRows(org.id, today));

    // A dead animal is no longer registered; a registered one leaves the count.
    await db().update(animals).set({ state: "muerto" }).where(eq(animals.id, dead!));
    expect(await registration()).toEqual({ pending: 3, overdue: 1, next_due: addDays(today, -3) });
    await db().update(animals).set({ registered_at: today }).where(eq(animals.id, late!));
    expect(await registration()).toEqual({ pending: 2, overdue: 0, next_due: today });
    await db()
      .update(animals)
      .set({ registered_at: today })
      .where(inArray(animals.id, [dueToday!, fresh!]));
    expect(await registration()).toEqual({ pending: 0, overdue: 0, next_due: null });
  });

  it("answers two first-step writes made at once", async () => {
    const { owner, org } = await makeTeam();
    await Promise.all([
      ok(api(`/field/${org.id}`, { method: "POST", token: owner.token, body: { name: "Norte" } }), 201),
      ok(api(`/field/${org.id}`, { method: "POST", token: owner.token, body: { name: "Sur" } }), 201),
      createLot(owner.token, org.id, "A"),
      createLot(owner.token, org.id, "B"),
    ]);
    const [a, b] = await Promise.all([dashboard(owner.token, org.id), dashboard(owner.token, org.id)]);
    expect(a.body.dashboard.setup).toMatchObject({ fields: 2, lots: 2 });
    expect(b.body.dashboard.setup).toEqual(a.body.dashboard.setup);
  });

  it("refuses outsiders and strangers as the other organization routes do", async () => {
    const team = await makeTeam();
    const outsider = await dashboard(team.outsider.token, team.org.id);
    const rodeoRead = await api(`/rodeo/${team.org.id}`, { token: team.outsider.token });
    expect(outsider.status).toBe(403);
    expect(outsider.body).not.toHaveProperty("dashboard");
    expect({ code: outsider.body.code, message: outsider.body.message }).toEqual({
      code: rodeoRead.body.code,
      message: rodeoRead.body.message,
    });
    // An organization that does not exist answers the same as someone else's.
    const missing = await dashboard(team.owner.token, 999_999);
    expect([missing.status, missing.body.code]).toEqual([403, outsider.body.code]);
    const stranger = await dashboard("", team.org.id);
    expect(stranger.status).toBe(401);
    expect(stranger.body.message).toBe("No authentication token");
    for (const bad of ["abc", "0", "-1", "1.5"]) {
      const res = await dashboard(team.owner.token, bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toBe("Identificador de organización inválido");
    }
    // The outsider reads their own organization.
    const own = await dashboard(team.outsider.token, team.otherOrg.id);
    expect(own.status).toBe(200);
    expect(own.body.dashboard.finance).not.toBeNull();
  });

  it("answers two requests at once, each for its caller", async () => {
    const team = await demoRanch();
    const [owner, user] = await Promise.all([
      dashboard(team.owner.token, team.org.id),
      dashboard(team.user.token, team.org.id),
    ]);
    expect([owner.status, user.status]).toEqual([200, 200]);
    expect(owner.body.dashboard).toEqual(await fromOwnReads(team.owner.token, team.org.id, true));
    expect(user.body.dashboard).toEqual(await fromOwnReads(team.user.token, team.org.id, false));
    const [a, b] = await Promise.all([
      dashboard(team.owner.token, team.org.id),
      dashboard(team.owner.token, team.org.id),
    ]);
    expect(a.body.dashboard).toEqual(owner.body.dashboard);
    expect(b.body.dashboard).toEqual(owner.body.dashboard);
  });

  it("costs three statements (session, membership, one read) for owners and plain users, whatever the log", async () => {
    const empty = await makeTeam();
    const demo = await demoRanch();
    // A larger organization: the benchmark's generator, 60 lots, 20 rodeos and 4,000 movements over 5 years.
    const maxIds: Record<string, number> = {};
    for (const t of BENCH_TABLES) {
      const row = await env.DB.prepare(`SELECT coalesce(max(id), 0) AS m FROM "${t}"`).first<{ m: number }>();
      maxIds[t] = row!.m;
    }
    const big = benchData({ maxIds, ownerId: demo.owner.id, lots: 60, rodeos: 20, movements: 4000 });
    await env.DB.batch(
      big.sql
        .split(";\n")
        .filter((s) => s.trim())
        .map((s) => env.DB.prepare(s)),
    );
    const cases: Array<[string, TestUser, number]> = [
      ["empty, owner", empty.owner, empty.org.id],
      ["empty, user", empty.user, empty.org.id],
      ["demo, owner", demo.owner, demo.org.id],
      ["demo, admin", demo.admin, demo.org.id],
      ["demo, user", demo.user, demo.org.id],
      ["large, owner", demo.owner, big.orgId],
    ];
    for (const [name, who, orgId] of cases) {
      const res = await dashboard(who.token, orgId);
      expect(res.status, name).toBe(200);
      expect(statements(res), name).toBe(3);
    }
    const large = (await dashboard(demo.owner.token, big.orgId)).body.dashboard;
    expect(large.herd.total_head).toBe(big.head);
    expect(large.rain.records.length).toBeGreaterThan(0);
    expect(large).toEqual(await fromOwnReads(demo.owner.token, big.orgId, true));
  });
});
