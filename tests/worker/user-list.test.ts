// GET /user/all (super admin): bounded pages (docs/architecture.md), the total of matches and the
// server-side search of the Users screen (docs/client-rules.md).
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../worker/db/schema";
import { api, db, makeTeam, makeUser } from "./fixtures";

type ListBody = {
  users: { id: number; email: string }[];
  total: number;
  total_users: number;
  page: number;
  limit: number;
};

/** Letters and digits only, so a tag never carries a LIKE wildcard of its own. */
const tag = () => `t${Math.random().toString(36).slice(2, 8)}`;
const digits = () => String(Math.floor(10_000_000 + Math.random() * 89_999_999));

async function insertUser(values: { first_name: string; last_name?: string; email: string; phone?: string }) {
  const [row] = await db()
    .insert(users)
    .values({ last_name: "", ...values })
    .returning({ id: users.id });
  return row!.id;
}

describe("GET /user/all pages and search", () => {
  it("defaults to page 1 of 10 with the total of every user", async () => {
    const admin = await makeUser({ superAdmin: true });
    for (let i = 0; i < 11; i++) await makeUser();
    const res = await api<ListBody>("/user/all", { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, page: 1, limit: 10 });
    expect(res.body.users).toHaveLength(10);
    const [all] = await db().select({ n: count() }).from(users);
    expect(res.body.total).toBe(all!.n);
  });

  it("takes up to 100 a page; 101 or page 0 is a 400 in Spanish", async () => {
    const admin = await makeUser({ superAdmin: true });
    const max = await api<ListBody>("/user/all?limit=100", { token: admin.token });
    expect(max.status).toBe(200);
    expect(max.body.limit).toBe(100);
    expect(max.body.users.length).toBe(Math.min(100, max.body.total));
    for (const [query, issue] of [
      ["limit=101", { path: "limit", message: "El límite máximo es 100" }],
      ["page=0", { path: "page", message: "La página debe ser 1 o más" }],
      ["limit=abc", { path: "limit", message: "Debe ser un número" }],
      ["q=" + "x".repeat(101), { path: "q", message: "La búsqueda es demasiado larga" }],
    ] as const) {
      const bad = await api(`/user/all?${query}`, { token: admin.token });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ ok: false, message: "Datos inválidos", code: "VALIDATION_ERROR" });
      expect(bad.body.issues).toEqual([issue]);
    }
  });

  it("pages through the matches of a search, keeping the total", async () => {
    const admin = await makeUser({ superAdmin: true });
    const t = tag();
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await insertUser({ first_name: `Socio${t}`, email: `${t}${i}@campo.com` }));
    const page2 = await api<ListBody>(`/user/all?q=${t}&limit=2&page=2`, { token: admin.token });
    expect(page2.body).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page2.body.users.map((u) => u.id)).toEqual([ids[2]]);
    const past = await api<ListBody>(`/user/all?q=${t}&limit=2&page=3`, { token: admin.token });
    expect(past.body).toMatchObject({ users: [], total: 3 });
  });

  it("tells the count of every user beside the matches, from the same statement", async () => {
    const admin = await makeUser({ superAdmin: true });
    const t = tag();
    await insertUser({ first_name: `Único${t}`, email: `${t}@campo.com` });
    const [all] = await db().select({ n: count() }).from(users);
    const searched = await api<ListBody>(`/user/all?q=${t}`, { token: admin.token });
    expect(searched.body).toMatchObject({ total: 1, total_users: all!.n });
    const unsearched = await api<ListBody>("/user/all", { token: admin.token });
    expect(unsearched.body).toMatchObject({ total: all!.n, total_users: all!.n });
    const none = await api<ListBody>(`/user/all?q=nadie${t}`, { token: admin.token });
    expect(none.body).toMatchObject({ users: [], total: 0, total_users: all!.n });
    const cost = (r: { headers: Headers }) => Number(r.headers.get("x-db-queries"));
    // The session, then the batch of count and page (drizzle prepares an unfiltered count twice: 4).
    expect(cost(searched)).toBe(3);
    expect(cost(unsearched)).toBeLessThanOrEqual(4);
  });

  it("finds by first name, last name, full name, email or phone, in any case", async () => {
    const admin = await makeUser({ superAdmin: true });
    const t = tag();
    const phone = `+54911${digits()}`;
    const id = await insertUser({
      first_name: `Tomás${t}`,
      last_name: `Echeverría${t}`,
      email: `correo.${t}@campo.com`,
      phone,
    });
    await insertUser({ first_name: `Otro${t}`, email: `otro.${t}@campo.com` });
    const found = async (q: string) =>
      (await api<ListBody>(`/user/all?q=${encodeURIComponent(q)}`, { token: admin.token })).body;
    for (const q of [
      `TOMÁS${t.toUpperCase()}`,
      `echeverría${t}`,
      `ECHEVERRÍA${t}`,
      `ás${t} eche`,
      `  CORREO.${t.toUpperCase()}@CAMPO  `,
      phone.slice(4, 12),
    ]) {
      const body = await found(q);
      expect({ q, ids: body.users.map((u) => u.id), total: body.total }).toEqual({ q, ids: [id], total: 1 });
    }
    expect((await found(`nadie${t}`)).total).toBe(0);
    // A blank search is no search.
    expect((await found("   ")).total).toBeGreaterThan(2);
  });

  it("takes % and _ in the search literally", async () => {
    const admin = await makeUser({ superAdmin: true });
    const t = tag();
    const percent = await insertUser({ first_name: `100%${t}`, email: `p.${t}@campo.com` });
    const under = await insertUser({ first_name: `a_b${t}`, email: `u.${t}@campo.com` });
    await insertUser({ first_name: `100x${t}`, email: `x.${t}@campo.com` });
    await insertUser({ first_name: `axb${t}`, email: `y.${t}@campo.com` });
    const ids = async (q: string) =>
      (await api<ListBody>(`/user/all?q=${encodeURIComponent(q)}`, { token: admin.token })).body.users.map((u) => u.id);
    expect(await ids(`0%${t}`)).toEqual([percent]);
    expect(await ids(`a_b${t}`)).toEqual([under]);
    expect(await ids(`10_x${t}`)).toEqual([]);
    expect(await ids(`\\${t}`)).toEqual([]);
  });

  it("is 403 for anyone but a super admin, even with a bad query, and 401 without a token", async () => {
    const { owner } = await makeTeam();
    for (const path of ["/user/all?q=juan", "/user/all?limit=101"]) {
      const res = await api(path, { token: owner.token });
      expect(res.status).toBe(403);
      expect(res.body).not.toHaveProperty("users");
    }
    expect((await api("/user/all?q=juan")).status).toBe(401);
  });
});
