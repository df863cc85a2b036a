import { describe, expect, it } from "vitest";
import {
  DUMMY_HASH,
  hashPassword,
  MAX_PBKDF2_ITERATIONS,
  parsePasswordHash,
  verifyPassword,
} from "../../worker/lib/passwords";
import { addMember, api, makeOrg, makeUser } from "./fixtures";
import { expectNoHash, ipHeaders, signUp, userByEmail } from "./auth-helpers";

describe("password hashes", () => {
  it("a hash stored by sign-up uses PBKDF2-SHA256 with at most 100,000 iterations and a 16-byte salt", async () => {
    const res = await signUp();
    const stored = (await userByEmail(res.email))!.password_hash!;
    const parsed = parsePasswordHash(stored);
    expect(parsed.algorithm).toBe("pbkdf2-sha256");
    expect(parsed.iterations).toBeGreaterThan(0);
    expect(parsed.iterations).toBeLessThanOrEqual(100_000);
    expect(atob(parsed.salt!)).toHaveLength(16);
    expect(await verifyPassword(res.password, stored)).toBe(true);
    expect(await verifyPassword(`${res.password}x`, stored)).toBe(false);
  });

  it("asking for more iterations than the Workers cap is clamped", async () => {
    expect(parsePasswordHash(await hashPassword("x", 1_000_000)).iterations).toBe(MAX_PBKDF2_ITERATIONS);
    expect(MAX_PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
  });

  it("the dummy hash never verifies and nothing verifies against no hash", async () => {
    expect(await verifyPassword("", DUMMY_HASH)).toBe(false);
    expect(await verifyPassword("secreto", null)).toBe(false);
    expect(await verifyPassword("secreto", "md5$1$x$y")).toBe(false);
  });

  it("no account response ever carries the stored hash", async () => {
    const admin = await makeUser({ superAdmin: true });
    const owner = await makeUser();
    const member = await makeUser();
    const org = await makeOrg(owner);
    await addMember(org.id, member, "user");
    const signed = await signUp();
    expectNoHash(signed.body);
    const login = await api("/auth/log-in", {
      body: { email: signed.email, password: signed.password },
      headers: ipHeaders(),
    });
    expectNoHash(login.body);
    const responses = await Promise.all([
      api("/user", { token: owner.token }),
      api(`/user/${member.id}`, { token: owner.token }),
      api("/user/open-menu", { token: owner.token }),
      api(`/user/my-organization/${org.id}`, { token: owner.token }),
      api("/user/all", { token: admin.token }),
      api("/organization/my-organizations", { token: owner.token }),
      api(`/organization/data/${org.id}`, { token: owner.token }),
      api("/auth/session", { token: owner.token }),
      api(`/user/update/${member.id}`, {
        method: "PUT",
        token: admin.token,
        body: { first_name: "A", last_name: "B", email: member.email, phone: "", password: "nueva-clave" },
      }),
    ]);
    for (const res of responses) {
      expect(res.status).toBe(200);
      expectNoHash(res.body);
    }
  });
});
