import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userOrganizations, users } from "../../worker/db/schema";
import { api, db, makeTeam, makeUser } from "./fixtures";
import { expectNoHash, freshEmail, ipHeaders, lastMessage, userByEmail } from "./auth-helpers";

const addUserAdmin = (token: string, body: Record<string, unknown>) =>
  api<{ user: { id: number } }>("/organization/add-user-admin", { token, body });

/** The activation token from the outbox link `${origin}/admin-activation?token=...`. */
async function activationToken(email: string) {
  const message = await lastMessage(email, "activation");
  const link = /(https?:\/\/\S+\/admin-activation\?token=\S+)/.exec(message?.body ?? "")?.[1];
  if (!link) throw new Error("no activation link in the outbox");
  return new URL(link).searchParams.get("token")!;
}

describe("POST /organization/add-user-admin (super admin)", () => {
  it("creates the user without a password, adds them to the organization and mails an activation link", async () => {
    const admin = await makeUser({ superAdmin: true });
    const { org } = await makeTeam();
    const email = freshEmail();
    const res = await addUserAdmin(admin.token, {
      email,
      first_name: "Rosa",
      last_name: "Díaz",
      phone: "2914567890",
      organization_id: org.id,
      role: "admin",
    });
    expect(res.status).toBe(201);
    expectNoHash(res.body);
    const created = await userByEmail(email);
    expect(created).toMatchObject({
      first_name: "Rosa",
      phone: "+5492914567890",
      password_hash: null,
      email_verified: false,
    });
    const [membership] = await db().select().from(userOrganizations).where(eq(userOrganizations.user_id, created!.id));
    expect(membership).toMatchObject({ organization_id: org.id, role: "admin" });
    // The activation link works once, sets the password and verifies the email.
    const token = await activationToken(email);
    const activated = await api("/auth/admin/set-initial-password", {
      token,
      body: { email, password: "rosa1234" },
      headers: ipHeaders(),
    });
    expect(activated.status).toBe(200);
    expect(await userByEmail(email)).toMatchObject({ email_verified: true });
    const login = await api("/auth/log-in", { body: { email, password: "rosa1234" }, headers: ipHeaders() });
    expect(login.status).toBe(200);
    expect(
      (await api("/auth/admin/set-initial-password", { token, body: { email, password: "otra1234" } })).status,
    ).toBe(401);
  });

  it("an existing, activated email is 409; a never-activated one gets a fresh link (the old one dies)", async () => {
    const admin = await makeUser({ superAdmin: true });
    const existing = await makeUser();
    expect((await addUserAdmin(admin.token, { email: existing.email, first_name: "A", last_name: "B" })).status).toBe(
      409,
    );
    const email = freshEmail();
    expect((await addUserAdmin(admin.token, { email, first_name: "A", last_name: "B" })).status).toBe(201);
    const first = await activationToken(email);
    const again = await addUserAdmin(admin.token, { email, first_name: "A", last_name: "B" });
    expect(again.status).toBe(200);
    const second = await activationToken(email);
    expect(second).not.toBe(first);
    expect(
      (await api("/auth/admin/set-initial-password", { token: first, body: { email, password: "clave123" } })).status,
    ).toBe(401);
    expect(
      (await api("/auth/admin/set-initial-password", { token: second, body: { email, password: "clave123" } })).status,
    ).toBe(200);
  });

  it("an unknown organization is 404; bad input is 400; non super admins get 403", async () => {
    const admin = await makeUser({ superAdmin: true });
    const { owner, org } = await makeTeam();
    const email = freshEmail();
    expect(
      (await addUserAdmin(admin.token, { email, first_name: "A", last_name: "B", organization_id: 999999999 })).status,
    ).toBe(404);
    expect(await userByEmail(email)).toBeUndefined();
    const bad = await addUserAdmin(admin.token, { email: "x", first_name: "", last_name: "B", phone: "1" });
    expect(bad.status).toBe(400);
    expect(bad.body.issues?.map((i) => i.path).sort()).toEqual(["email", "first_name", "phone"]);
    const denied = await addUserAdmin(owner.token, { email, first_name: "A", last_name: "B", organization_id: org.id });
    expect(denied.status).toBe(403);
    expect(await userByEmail(email)).toBeUndefined();
    expect((await addUserAdmin("", { email, first_name: "A", last_name: "B" })).status).toBe(401);
  });
});

describe("GET /organization/admin/all-paginated (super admin)", () => {
  type Page = {
    organizations: { id: number; name: string; members_count: number; owners: { id: number }[] }[];
    total: number;
    page: number;
    limit: number;
  };

  it("pages through every organization with defaults 1 and 10", async () => {
    const admin = await makeUser({ superAdmin: true });
    const { owner, org } = await makeTeam();
    const first = await api<Page>("/organization/admin/all-paginated", { token: admin.token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, limit: 10 });
    expect(first.body.total).toBeGreaterThanOrEqual(2);
    expect(first.body.organizations.length).toBeLessThanOrEqual(10);
    // Newest first: the team's organizations were just created.
    const all = await api<Page>(`/organization/admin/all-paginated?page=1&limit=100`, { token: admin.token });
    const mine = all.body.organizations.find((o) => o.id === org.id);
    expect(mine).toMatchObject({
      name: org.name,
      members_count: 3,
      owners: [expect.objectContaining({ id: owner.id })],
    });
    const second = await api<Page>("/organization/admin/all-paginated?page=2&limit=1", { token: admin.token });
    expect(second.body.organizations).toHaveLength(1);
    expect(second.body.organizations[0]!.id).toBe(all.body.organizations[1]!.id);
  });

  it("bad paging is 400; non super admins 403; no token 401", async () => {
    const admin = await makeUser({ superAdmin: true });
    const { owner } = await makeTeam();
    const bad = await api("/organization/admin/all-paginated?page=0&limit=101", { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.issues?.map((i) => i.path).sort()).toEqual(["limit", "page"]);
    const denied = await api("/organization/admin/all-paginated", { token: owner.token });
    expect(denied.status).toBe(403);
    expect(denied.body).not.toHaveProperty("organizations");
    expect((await api("/organization/admin/all-paginated")).status).toBe(401);
  });
});

describe("POST /organization/{id}/send-greeting", () => {
  it("owners and admins greet the other members: WhatsApp when their phone is verified, email otherwise", async () => {
    const { owner, admin, user, org } = await makeTeam();
    const phone = `+549${Math.floor(1e9 + Math.random() * 8e9)}`;
    await api("/auth/change-phone", { token: user.token, body: { phone }, headers: ipHeaders() });
    // A phone is verified with the code sent to it (tests/worker/auth-phone.test.ts); set it here.
    await db().update(users).set({ phone_verified: true }).where(eq(users.id, user.id));
    const res = await api(`/organization/${org.id}/send-greeting`, { method: "POST", token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, sent: 2 });
    expect(await lastMessage(phone, "greeting")).toMatchObject({ channel: "whatsapp" });
    expect((await lastMessage(owner.email, "greeting"))?.body).toContain(org.name);
    expect(await lastMessage(admin.email, "greeting")).toBeUndefined();
    // A fixed template greeting each member by their own name: free text sent by the caller is not relayed.
    await db().update(users).set({ first_name: "Marta" }).where(eq(users.id, admin.id));
    const custom = await api(`/organization/${org.id}/send-greeting`, {
      token: owner.token,
      body: { message: "Comprá en www.estafa.example" },
    });
    expect(custom.status).toBe(200);
    const body = (await lastMessage(admin.email, "greeting"))?.body;
    expect(body).toBe(
      `¡Hola Marta! Te damos la bienvenida a "${org.name}" en Tropero. Ya podés ver los lotes, rodeos y movimientos desde la app.`,
    );
  });

  it("is limited per organization and per caller per day (429), before anything is sent", async () => {
    const { owner, admin, org } = await makeTeam();
    const greet = (token: string) => api(`/organization/${org.id}/send-greeting`, { method: "POST", token });
    for (let i = 0; i < 5; i++) expect((await greet(i % 2 ? admin.token : owner.token)).status).toBe(200);
    expect((await greet(owner.token)).status).toBe(429);
    expect((await greet(admin.token)).status).toBe(429);
  });

  it("users and outsiders get 403 and nothing is sent; a malformed id is 400 for anyone", async () => {
    const { owner, user, outsider, org } = await makeTeam();
    expect((await api(`/organization/${org.id}/send-greeting`, { method: "POST", token: user.token })).status).toBe(
      403,
    );
    expect((await api(`/organization/${org.id}/send-greeting`, { method: "POST", token: outsider.token })).status).toBe(
      403,
    );
    // Input is validated before the door, for members and outsiders alike.
    for (const who of [outsider, user, owner]) {
      const badId = await api<{ code: string }>("/organization/0/send-greeting", { method: "POST", token: who.token });
      expect([badId.status, badId.body.code]).toEqual([400, "VALIDATION_ERROR"]);
    }
    expect(await lastMessage(owner.email, "greeting")).toBeUndefined();
    expect((await api(`/organization/${org.id}/send-greeting`, { method: "POST" })).status).toBe(401);
  });
});
