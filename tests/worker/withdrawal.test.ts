// Meat withdrawal (carencia, docs/supplies.md): a treatment with withdrawal days gives its rodeo a clearance
// day; the rodeo list and detail show the latest one still running; a sale, own consumption or outgoing
// transfer of the rodeo on a day under withdrawal is refused (409) unless acknowledged, and the log keeps it.
import { describe, expect, it } from "vitest";
import type { Movement, Rodeo } from "../../worker/shared/herd-types";
import { addCalendarDays } from "../../worker/shared/clearance";
import { today as todayIso } from "../../worker/areas/herd/movements/herd-log";
import { api } from "./fixtures";
import { ok, ranch, storedMovements, storedStock } from "./herd-helpers";
import { insertSupply, remove, write } from "./supply-helpers";
import { openSocket, waitFor } from "./live-helpers";

const today = () => todayIso().slice(0, 10);
const day = (offset: number) => addCalendarDays(today(), offset);
const dmy = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
const message = (rodeo: string, until: string) =>
  `El rodeo ${rodeo} está en carencia hasta el ${dmy(until)}. Confirmá para registrarlo igual.`;

type Ranch = Awaited<ReturnType<typeof ranch>>;

async function treat(r: Ranch, date: string, withdrawal_days: number | null, extra: Record<string, unknown> = {}) {
  const res = await write(r.owner.token, "treatment", r.org.id, {
    date,
    rodeo_id: r.cria,
    product: "Ivermectina 1%",
    ...(withdrawal_days === null ? {} : { withdrawal_days }),
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.movement;
}

async function withdrawalOf(r: Ranch) {
  const list = await ok<{ rodeos: Rodeo[] }>(api(`/rodeo/${r.org.id}`, { token: r.user.token }));
  const detail = await ok<{ rodeo: Rodeo }>(api(`/rodeo/${r.org.id}/${r.cria}`, { token: r.user.token }));
  const cria = list.rodeos.find((x) => x.id === r.cria)!;
  expect(detail.rodeo.withdrawal_until).toBe(cria.withdrawal_until);
  expect(list.rodeos.find((x) => x.id === r.recria)!.withdrawal_until).toBeNull();
  return cria.withdrawal_until;
}

const sale = (r: Ranch, date: string, extra: Record<string, unknown> = {}) => ({
  date,
  rodeo_id: r.cria,
  animals: [{ type: "Vaca", count: 1 }],
  ...extra,
});

describe("withdrawal_until on rodeos", () => {
  it("is the latest clearance day still running; overlapping treatments: the latest wins; deleted ones don't count", async () => {
    const r = await ranch();
    expect(await withdrawalOf(r)).toBeNull();
    // Expired, zero days and no days: nothing to show.
    await treat(r, day(-40), 10);
    await treat(r, day(-1), 0);
    await treat(r, day(-1), null);
    expect(await withdrawalOf(r)).toBeNull();

    await treat(r, day(-10), 35);
    expect(await withdrawalOf(r)).toBe(day(25));
    // An overlapping treatment that clears sooner does not shorten it.
    await treat(r, day(-5), 20);
    expect(await withdrawalOf(r)).toBe(day(25));
    // One that clears later extends it.
    const later = await treat(r, day(-2), 40);
    expect(await withdrawalOf(r)).toBe(day(38));
    // Deleted: back to the previous one.
    expect((await remove(r.owner.token, r.org.id, later.id)).status).toBe(200);
    expect(await withdrawalOf(r)).toBe(day(25));
    // The clearance day itself is still under withdrawal: a treatment clearing today shows today.
    const r2 = await ranch();
    await treat(r2, day(-21), 21);
    expect(await withdrawalOf(r2)).toBe(today());
  });

  it("a treatment with a medicine and no stated days takes the medicine's withdrawal days", async () => {
    const r = await ranch();
    const iver = await insertSupply(r.org.id, "Ivermectina 1%", "medicamento", "ml");
    await write(r.owner.token, "load-asset", r.org.id, { asset_id: iver, quantity: 500 });
    const { db } = await import("./fixtures");
    const { assets } = await import("../../worker/db/schema");
    const { eq } = await import("drizzle-orm");
    await db().update(assets).set({ withdrawal_days: 35, unit_cost: 12.5 }).where(eq(assets.id, iver));
    const m = await treat(r, day(-3), null, { asset_id: iver, asset_quantity: 52 });
    expect(m.data).toMatchObject({ withdrawal_days: 35, clearance_date: day(32), unit_cost: 12.5 });
    expect(await withdrawalOf(r)).toBe(day(32));
    // Days stated on the entry win, zero included.
    const stated = await treat(r, day(-3), 0, { asset_id: iver, asset_quantity: 1 });
    expect(stated.data).toMatchObject({ withdrawal_days: 0 });
  });

  it("costs no extra statement: the list and the detail stay at 3 (session, membership, the read)", async () => {
    const r = await ranch();
    await treat(r, day(-10), 35);
    await treat(r, day(-3), 10);
    const list = await api(`/rodeo/${r.org.id}`, { token: r.owner.token });
    expect(Number(list.headers.get("x-db-queries"))).toBe(3);
    const detail = await api(`/rodeo/${r.org.id}/${r.cria}`, { token: r.owner.token });
    expect(Number(detail.headers.get("x-db-queries"))).toBe(3);
  });
});

describe("live", () => {
  it("a treatment with withdrawal days, and its deletion, send the rodeo with its new withdrawal_until", async () => {
    const r = await ranch();
    const { socket } = await openSocket(r.org.id, r.user.token);
    if (!socket) throw new Error("socket refused");
    const seen = () =>
      socket.messages.flatMap((m) =>
        m.action === "rodeo-updated" && m.rodeo.id === r.cria ? [m.rodeo.withdrawal_until] : [],
      );
    const t = await treat(r, day(-1), 30);
    await waitFor(() => seen().includes(day(29)), 2_000, "rodeo-updated with withdrawal_until");
    await remove(r.owner.token, r.org.id, t.id);
    await waitFor(() => seen().at(-1) === null, 2_000, "rodeo-updated without withdrawal");
  });
});

describe("WITHDRAWAL_ACTIVE", () => {
  it("a sale, own consumption or outgoing transfer under withdrawal is refused, then recorded when acknowledged", async () => {
    const r = await ranch();
    await treat(r, day(-10), 35);
    await treat(r, day(-5), 20);
    const until = day(25);
    const paths = { sell: "SELL", consumption: "CONSUMPTION", "transfer/outgoing": "OUTGOING_TRANSFER" } as const;
    for (const [path, type] of Object.entries(paths)) {
      const before = (await storedMovements(r.org.id)).length;
      const stock = await storedStock(r.org.id);
      const refused = await write(r.owner.token, path, r.org.id, sale(r, today()));
      expect(refused.status, path).toBe(409);
      expect(refused.body).toEqual({ ok: false, code: "WITHDRAWAL_ACTIVE", message: message("Cría", until) });
      expect((await storedMovements(r.org.id)).length).toBe(before);
      expect(await storedStock(r.org.id)).toEqual(stock);
      // acknowledge_withdrawal: false is no acknowledgement.
      const no = await write(r.user.token, path, r.org.id, sale(r, today(), { acknowledge_withdrawal: false }));
      expect(no.status).toBe(409);

      const done = await write(r.user.token, path, r.org.id, sale(r, today(), { acknowledge_withdrawal: true }));
      expect(done.status, JSON.stringify(done.body)).toBe(201);
      expect(done.body.movement.type).toBe(type);
      expect(done.body.movement.data.withdrawal_acknowledged).toBe(until);
      expect(done.body.movement.data).not.toHaveProperty("acknowledge_withdrawal");
      const stored = (await storedMovements(r.org.id)).at(-1)!;
      expect((stored.data as Record<string, unknown>).withdrawal_acknowledged).toBe(until);
    }
    // Other rodeos and other kinds are not concerned.
    const recria = await write(r.owner.token, "sell", r.org.id, {
      ...sale(r, today()),
      rodeo_id: r.recria,
      animals: [{ type: "Novillito", count: 1 }],
    });
    expect(recria.status).toBe(201);
    expect((await write(r.owner.token, "death", r.org.id, sale(r, today()))).status).toBe(201);
  });

  it("the movement's own day decides: on the clearance day it is refused, after it or before the treatment it passes", async () => {
    const r = await ranch();
    await treat(r, day(-10), 35);
    const until = day(25);
    const onClearance = await write(r.owner.token, "sell", r.org.id, sale(r, until));
    expect(onClearance.status).toBe(409);
    expect(onClearance.body.message).toBe(message("Cría", until));
    // A sale dated after the clearance day passes, with nothing acknowledged.
    const after = await write(r.owner.token, "sell", r.org.id, sale(r, day(26)));
    expect(after.status, JSON.stringify(after.body)).toBe(201);
    expect(after.body.movement.data).not.toHaveProperty("withdrawal_acknowledged");
    // A sale recorded late, dated before the treatment: those animals were not treated yet.
    expect((await write(r.owner.token, "sell", r.org.id, sale(r, day(-11)))).status).toBe(201);
    // A deleted treatment no longer blocks.
    const r2 = await ranch();
    const t = await treat(r2, day(-1), 30);
    expect((await write(r2.owner.token, "sell", r2.org.id, sale(r2, today()))).status).toBe(409);
    await remove(r2.owner.token, r2.org.id, t.id);
    expect((await write(r2.owner.token, "sell", r2.org.id, sale(r2, today()))).status).toBe(201);
  });

  it("edits are checked on their new day; an edit of an acknowledged sale keeps its acknowledgement", async () => {
    const r = await ranch();
    await treat(r, day(-10), 35);
    const until = day(25);
    const later = await write(r.owner.token, "sell", r.org.id, sale(r, day(30)));
    expect(later.status).toBe(201);
    const id = later.body.movement.id;
    const moved = await write(r.owner.token, "sell", r.org.id, sale(r, today()), id);
    expect(moved.status).toBe(409);
    expect(moved.body.code).toBe("WITHDRAWAL_ACTIVE");
    expect((await storedMovements(r.org.id)).find((m) => m.id === id)!.date.slice(0, 10)).toBe(day(30));
    const acked = await write(r.owner.token, "sell", r.org.id, sale(r, today(), { acknowledge_withdrawal: true }), id);
    expect(acked.status).toBe(200);
    expect(acked.body.movement.data.withdrawal_acknowledged).toBe(until);
    // Correcting the price of the acknowledged sale does not ask again, and keeps the acknowledgement.
    const price = await write(r.owner.token, "sell", r.org.id, sale(r, today(), { price_per_head: 900000 }), id);
    expect(price.status, JSON.stringify(price.body)).toBe(200);
    expect(price.body.movement.data).toMatchObject({ withdrawal_acknowledged: until, price_per_head: 900000 });
    // Moved out of the withdrawal: the acknowledgement goes.
    const out = await write(r.owner.token, "load-sell", r.org.id, sale(r, day(26)), id);
    expect(out.status).toBe(200);
    expect((out.body.movement as Movement).data).not.toHaveProperty("withdrawal_acknowledged");
  });

  it("costs no extra statement: a sale reads the withdrawal in the context it already loads", async () => {
    const r = await ranch();
    const plain = await write(r.owner.token, "sell", r.org.id, sale(r, today()));
    expect(plain.status).toBe(201);
    await treat(r, day(-1), 30);
    const refused = await write(r.owner.token, "sell", r.org.id, sale(r, today()));
    const acked = await write(r.owner.token, "sell", r.org.id, sale(r, today(), { acknowledge_withdrawal: true }));
    expect(acked.status).toBe(201);
    const count = (res: { headers: Headers }) => Number(res.headers.get("x-db-queries"));
    expect(count(acked)).toBe(count(plain));
    // The context (with the session and the membership), and nothing else before the 409.
    expect(count(refused)).toBe(1);
  });
});
