// The super-admin audit log (docs/administration.md): every super-admin write leaves who, when, what and the target,
// never a secret, and only super admins read it.
import { describe, expect, it } from "vitest";
import { api, makeTeam, makeUser, TEST_PASSWORD } from "./fixtures";
import { freshEmail, ipHeaders, lastMessage } from "./auth-helpers";
import type { AuditEntry } from "../../worker/shared/audit-types";

type AuditBody = { entries: AuditEntry[]; total: number; page: number; limit: number };
const audit = (token: string | undefined, query = "") => api<AuditBody>(`/admin/audit${query}`, { token });

async function activationToken(email: string) {
  const message = await lastMessage(email, "activation");
  const link = /(https?:\/\/\S+\/admin-activation\?token=\S+)/.exec(message?.body ?? "")?.[1];
  if (!link) throw new Error("no activation link in the outbox");
  return new URL(link).searchParams.get("token")!;
}

describe("GET /api/admin/audit", () => {
  it("is for super admins only: a visitor, a plain user and an organization owner are refused", async () => {
    const { owner, user } = await makeTeam();
    expect((await audit(undefined)).status).toBe(401);
    expect((await audit(user.token)).status).toBe(403);
    expect((await audit(owner.token)).status).toBe(403);
  });

  it("records a user edit with the fields changed and whether a password was set, never the password", async () => {
    const admin = await makeUser({ superAdmin: true, first_name: "Ana" });
    const target = await makeUser();
    const res = await api(`/user/update/${target.id}`, {
      method: "PUT",
      token: admin.token,
      body: {
        first_name: "Nuevo",
        last_name: "Nombre",
        email: target.email,
        phone: "",
        password: "otraClave99",
      },
    });
    expect(res.status).toBe(200);
    const page = await audit(admin.token, `?target_type=user&target_id=${target.id}`);
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(1);
    const [entry] = page.body.entries;
    expect(entry).toMatchObject({
      action: "user-edit",
      actor: { id: admin.id },
      target_type: "user",
      target_id: target.id,
      target_label: "Nuevo Nombre",
      detail: { password_set: true },
    });
    expect(entry!.detail.fields).toEqual(expect.arrayContaining(["first_name", "last_name"]));
    expect(JSON.stringify(page.body)).not.toContain("otraClave99");
    expect(JSON.stringify(page.body)).not.toContain(TEST_PASSWORD);
  });

  it("records add-user-admin by the super admin and set-initial-password by the new user", async () => {
    const admin = await makeUser({ superAdmin: true });
    const { org } = await makeTeam();
    const email = freshEmail();
    const added = await api<{ user: { id: number } }>("/organization/add-user-admin", {
      token: admin.token,
      body: { email, first_name: "Rosa", last_name: "Díaz", organization_id: org.id, role: "user" },
    });
    expect(added.status).toBe(201);
    const userId = added.body.user.id;
    const token = await activationToken(email);
    const activated = await api("/auth/admin/set-initial-password", {
      token,
      body: { email, password: "primera1" },
      headers: ipHeaders(),
    });
    expect(activated.status).toBe(200);
    const page = await audit(admin.token, `?target_type=user&target_id=${userId}`);
    expect(page.body.entries.map((e) => e.action)).toEqual(["set-initial-password", "add-user-admin"]);
    expect(page.body.entries[1]).toMatchObject({
      actor: { id: admin.id },
      detail: { organization_id: org.id, role: "user", existing: false },
    });
    expect(page.body.entries[0]).toMatchObject({ actor: { id: userId } });
    expect(JSON.stringify(page.body)).not.toContain("primera1");
    expect(JSON.stringify(page.body)).not.toContain(token);
  });

  it("filters by action, pages newest first, and refuses bad filters with 400", async () => {
    const admin = await makeUser({ superAdmin: true });
    const target = await makeUser();
    for (const name of ["Uno", "Dos", "Tres"]) {
      const res = await api(`/user/update/${target.id}`, {
        method: "PUT",
        token: admin.token,
        body: { first_name: name, last_name: "X", email: target.email, phone: "" },
      });
      expect(res.status).toBe(200);
    }
    const first = await audit(admin.token, `?action=user-edit&target_id=${target.id}&limit=2`);
    expect(first.body).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(first.body.entries).toHaveLength(2);
    const second = await audit(admin.token, `?action=user-edit&target_id=${target.id}&limit=2&page=2`);
    expect(second.body.entries).toHaveLength(1);
    const ids = [...first.body.entries, ...second.body.entries].map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const bad of [
      "?limit=101",
      "?limit=0",
      "?page=0",
      "?target_type=lot",
      "?target_id=-1",
      "?action=DROP%20TABLE",
    ]) {
      const res = await audit(admin.token, bad);
      expect(res.status, bad).toBe(400);
    }
  });
});
