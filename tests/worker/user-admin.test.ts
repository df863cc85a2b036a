import { describe, expect, it } from "vitest";
import { api, makeOrg, makeTeam, makeUser, newSession } from "./fixtures";
import { expectNoHash, freshEmail, ipHeaders, sessionRow, userRow } from "./auth-helpers";

type ListBody = {
  users: (Record<string, unknown> & { id: number; organizations: { id: number; name: string; role: string }[] })[];
  total: number;
  page: number;
  limit: number;
};

describe("GET /user/all (super admin)", () => {
  it("lists users with their organizations and roles, without hashes, in a bounded page", async () => {
    const admin = await makeUser({ superAdmin: true });
    const { owner, org, user } = await makeTeam();
    const second = await makeOrg(user, "Segunda");
    // Each user found by their email (server-side search), whatever else the database holds.
    const one = async (email: string) => {
      const res = await api<ListBody>(`/user/all?q=${encodeURIComponent(email)}`, { token: admin.token });
      expect(res.status).toBe(200);
      expectNoHash(res.body);
      expect(res.body).toMatchObject({ total: 1, page: 1, limit: 10 });
      return res.body.users[0];
    };
    expect((await one(owner.email))?.organizations).toEqual([{ id: org.id, name: org.name, role: "owner" }]);
    expect((await one(user.email))?.organizations).toEqual(
      expect.arrayContaining([
        { id: org.id, name: org.name, role: "user" },
        { id: second.id, name: "Segunda", role: "owner" },
      ]),
    );
    expect(await one(admin.email)).toMatchObject({ is_super_admin: true, organizations: [] });
    // No query per row: a page of one costs the same as a full page.
    const full = await api("/user/all?limit=100", { token: admin.token });
    const small = await api("/user/all?limit=1", { token: admin.token });
    expect(full.headers.get("x-db-queries")).toBe(small.headers.get("x-db-queries"));
    expect(Number(full.headers.get("x-db-queries"))).toBeLessThanOrEqual(4);
  });

  it("is refused to everyone else (403) and without a token (401)", async () => {
    const { owner } = await makeTeam();
    const res = await api("/user/all", { token: owner.token });
    expect(res.status).toBe(403);
    expect(res.body).not.toHaveProperty("users");
    expect((await api("/user/all")).body.message).toBe("No authentication token");
  });
});

describe("PUT /user/update/{id} (super admin)", () => {
  const edit = (token: string, id: number, body: Record<string, unknown>) =>
    api<{ user: Record<string, unknown> }>(`/user/update/${id}`, { method: "PUT", token, body });

  it("updates name, email and phone (normalised); an empty password leaves it alone", async () => {
    const admin = await makeUser({ superAdmin: true });
    const target = await makeUser();
    const before = (await userRow(target.id))!.password_hash;
    const email = freshEmail();
    const res = await edit(admin.token, target.id, {
      first_name: "Pedro",
      last_name: "Ruiz",
      email,
      phone: "11 2345-6789",
      password: "",
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Usuario actualizado");
    expectNoHash(res.body);
    expect(await userRow(target.id)).toMatchObject({
      first_name: "Pedro",
      last_name: "Ruiz",
      email,
      phone: "+5491123456789",
      email_verified: false,
      password_hash: before,
    });
    expect((await api("/user", { token: target.token })).status).toBe(200);
  });

  it("a new password (6+) replaces the old one and ends the user's sessions", async () => {
    const admin = await makeUser({ superAdmin: true });
    const target = await makeUser();
    const other = await newSession(target.id);
    const res = await edit(admin.token, target.id, {
      first_name: "A",
      last_name: "B",
      email: target.email,
      phone: null,
      password: "nueva-clave",
    });
    expect(res.status).toBe(200);
    expect((await sessionRow(other.sessionId))?.revoked_at).toBeTruthy();
    const login = await api("/auth/log-in", {
      body: { email: target.email, password: "nueva-clave" },
      headers: ipHeaders(),
    });
    expect(login.status).toBe(200);
  });

  it("a short password is 400 with the Spanish message, and nothing changes", async () => {
    const admin = await makeUser({ superAdmin: true });
    const target = await makeUser();
    const res = await edit(admin.token, target.id, {
      first_name: "Otro",
      last_name: "B",
      email: target.email,
      password: "123",
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: "password", message: "La contraseña debe tener al menos 6 caracteres" }]);
    expect((await userRow(target.id))!.first_name).toBe("Juan");
  });

  it("another user's email is 409; an unknown user is 404; bad phone is 400", async () => {
    const admin = await makeUser({ superAdmin: true });
    const target = await makeUser();
    const other = await makeUser();
    expect((await edit(admin.token, target.id, { first_name: "A", last_name: "B", email: other.email })).status).toBe(
      409,
    );
    expect((await edit(admin.token, 999999999, { first_name: "A", last_name: "B", email: freshEmail() })).status).toBe(
      404,
    );
    const phone = await edit(admin.token, target.id, {
      first_name: "A",
      last_name: "B",
      email: target.email,
      phone: "abc",
    });
    expect(phone.status).toBe(400);
    expect(phone.body.issues?.[0]?.path).toBe("phone");
  });

  it("is refused to non super admins, even an owner editing their own member (403)", async () => {
    const { owner, user } = await makeTeam();
    const res = await edit(owner.token, user.id, { first_name: "X", last_name: "Y", email: user.email });
    expect(res.status).toBe(403);
    expect((await userRow(user.id))!.first_name).toBe("Juan");
    expect((await api(`/user/update/${user.id}`, { method: "PUT", body: {} })).status).toBe(401);
  });
});
