import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../worker/db/schema";
import { api, db, makeUser } from "./fixtures";
import { ipHeaders, lastCode, userRow } from "./auth-helpers";

const PHONE = "+5492914567890";

async function userWithPhone(phone: string | null = PHONE) {
  const user = await makeUser();
  await db().update(users).set({ phone }).where(eq(users.id, user.id));
  return user;
}

describe("POST /auth/send-code-phone and /auth/validate-code", () => {
  it("sends a code by WhatsApp to the user's phone; the right code verifies the phone once", async () => {
    const user = await userWithPhone(`+549${Math.floor(1e9 + Math.random() * 8e9)}`);
    const phone = (await userRow(user.id))!.phone!;
    const sent = await api("/auth/send-code-phone", { method: "POST", token: user.token, headers: ipHeaders() });
    expect(sent.status).toBe(200);
    const code = await lastCode(phone, "phone-code");
    const ok = await api("/auth/validate-code", { token: user.token, body: { code }, headers: ipHeaders() });
    expect(ok.status).toBe(200);
    expect((await userRow(user.id))!.phone_verified).toBe(true);
    const again = await api("/auth/validate-code", { token: user.token, body: { code }, headers: ipHeaders() });
    expect(again.status).toBe(400);
  });

  it("without a phone, send-code-phone is 400", async () => {
    const user = await userWithPhone(null);
    const res = await api("/auth/send-code-phone", { method: "POST", token: user.token, headers: ipHeaders() });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("NO_PHONE");
  });

  it("a wrong code is 400 and does not verify; a malformed code is 400 with issues", async () => {
    const user = await userWithPhone();
    await api("/auth/send-code-phone", { method: "POST", token: user.token, headers: ipHeaders() });
    const code = await lastCode(PHONE, "phone-code");
    const wrong = String((Number(code) + 1) % 1e6).padStart(6, "0");
    expect(
      (await api("/auth/validate-code", { token: user.token, body: { code: wrong }, headers: ipHeaders() })).status,
    ).toBe(400);
    expect((await userRow(user.id))!.phone_verified).toBe(false);
    const bad = await api("/auth/validate-code", { token: user.token, body: { code: "abc" }, headers: ipHeaders() });
    expect(bad.body.issues?.[0]?.path).toBe("code");
  });

  it("another user's code does not verify my phone", async () => {
    const me = await userWithPhone();
    const other = await userWithPhone(`+549${Math.floor(1e9 + Math.random() * 8e9)}`);
    await api("/auth/send-code-phone", { method: "POST", token: other.token, headers: ipHeaders() });
    const otherCode = await lastCode((await userRow(other.id))!.phone!, "phone-code");
    const res = await api("/auth/validate-code", { token: me.token, body: { code: otherCode }, headers: ipHeaders() });
    expect(res.status).toBe(400);
  });

  it("sending codes is rate limited (429)", async () => {
    // A number of its own: codes are also capped per number (tests/worker/phone-code-cap.test.ts).
    const user = await userWithPhone(`+549${Math.floor(1e9 + Math.random() * 8e9)}`);
    for (let i = 0; i < 5; i++) {
      expect(
        (await api("/auth/send-code-phone", { method: "POST", token: user.token, headers: ipHeaders() })).status,
      ).toBe(200);
    }
    expect(
      (await api("/auth/send-code-phone", { method: "POST", token: user.token, headers: ipHeaders() })).status,
    ).toBe(429);
  });

  it("needs a token", async () => {
    for (const path of ["/auth/send-code-phone", "/auth/validate-code", "/auth/change-phone"]) {
      const res = await api(path, { method: "POST", body: {} });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe("No authentication token");
    }
  });
});

describe("POST /auth/change-phone", () => {
  it("stores the normalised phone, resets phone_verified and sends a code to the new phone", async () => {
    const user = await userWithPhone();
    await db().update(users).set({ phone_verified: true }).where(eq(users.id, user.id));
    const local = `291 ${Math.floor(1e6 + Math.random() * 8e6)}`;
    const res = await api<{ phone: string }>("/auth/change-phone", {
      token: user.token,
      body: { phone: local },
      headers: ipHeaders(),
    });
    expect(res.status).toBe(200);
    const phone = res.body.phone;
    expect(phone).toBe(`+549${local.replace(/\D/g, "")}`);
    expect(await userRow(user.id)).toMatchObject({ phone, phone_verified: false });
    const code = await lastCode(phone, "phone-code");
    expect((await api("/auth/validate-code", { token: user.token, body: { code }, headers: ipHeaders() })).status).toBe(
      200,
    );
    expect((await userRow(user.id))!.phone_verified).toBe(true);
  });

  it("an invalid phone is 400 and changes nothing", async () => {
    const user = await userWithPhone();
    const res = await api("/auth/change-phone", { token: user.token, body: { phone: "12" }, headers: ipHeaders() });
    expect(res.status).toBe(400);
    expect(res.body.issues?.[0]).toEqual({ path: "phone", message: "Número de teléfono inválido" });
    expect((await userRow(user.id))!.phone).toBe(PHONE);
  });
});
