// WhatsApp verification codes are capped per destination number (5 / 15 min), across accounts and
// addresses, reserved before anything is written or sent: several accounts cannot flood one number.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, users } from "../../worker/db/schema";
import { api, db, makeUser } from "./fixtures";
import { ipHeaders, userRow } from "./auth-helpers";

const freshPhone = () => `+549${Math.floor(1e9 + Math.random() * 8e9)}`;

const codesTo = async (phone: string) =>
  (
    await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, phone), eq(outbox.kind, "phone-code")))
  ).length;

describe("phone codes per destination number", () => {
  it("four accounts from different addresses, in parallel: at most 5 codes reach one number", async () => {
    for (let round = 0; round < 3; round++) {
      const phone = freshPhone();
      const accounts = await Promise.all(Array.from({ length: 4 }, () => makeUser()));
      // Each account puts the number on itself and asks for a code again: 8 sends in a burst.
      const requests = accounts.flatMap((a) => [
        api("/auth/change-phone", { token: a.token, body: { phone }, headers: ipHeaders() }),
        (async () => {
          await db().update(users).set({ phone }).where(eq(users.id, a.id));
          return api("/auth/send-code-phone", { method: "POST", token: a.token, headers: ipHeaders() });
        })(),
      ]);
      const statuses = (await Promise.all(requests)).map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(3);
      expect(await codesTo(phone)).toBe(5);
    }
  });

  it("the sixth code to a number is 429 with the limit's message, and a refused change stores nothing", async () => {
    const phone = freshPhone();
    for (let i = 0; i < 5; i++) {
      const account = await makeUser();
      const res = await api("/auth/change-phone", { token: account.token, body: { phone }, headers: ipHeaders() });
      expect(res.status).toBe(200);
    }
    const late = await makeUser();
    const res = await api("/auth/change-phone", { token: late.token, body: { phone }, headers: ipHeaders() });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/Demasiados intentos/);
    expect((await userRow(late.id))!.phone).toBeNull();
    expect(await codesTo(phone)).toBe(5);
    // Another number is not affected.
    const other = freshPhone();
    expect(
      (await api("/auth/change-phone", { token: late.token, body: { phone: other }, headers: ipHeaders() })).status,
    ).toBe(200);
    expect(await codesTo(other)).toBe(1);
  });
});
