// The super-admin Users screen (docs/client-rules.md) against a stubbed API.
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import UsersPage from "../../web/src/features/users/users-page";
import type { AdminUser } from "../../web/src/data/api/users-api";
import { queryClient } from "../../web/src/lib/query/query-client";
import { STORAGE_KEYS } from "../../web/src/lib/session";
import { tokenExpiringIn } from "./jwt-helpers";
import { fake, fakeFetch, isCallTo, routes, type Fixture, type RouteJson } from "./fake-api";

const HOUR = 3_600_000;
const user = (over: Partial<AdminUser>): AdminUser => ({
  id: 1,
  email: "ana@campo.com",
  first_name: "ana",
  last_name: "gómez",
  phone: "+5491123456789",
  email_verified: true,
  phone_verified: false,
  is_super_admin: false,
  last_login: new Date(Date.now() - 3 * HOUR).toISOString(),
  created_at: "2024-01-01T00:00:00Z",
  updated_at: "2024-01-01T00:00:00Z",
  organizations: [
    { id: 1, name: "La Esperanza", role: "owner" },
    { id: 2, name: null, role: "user" },
  ],
  ...over,
});

const USERS = [
  user({}),
  user({
    id: 2,
    email: "BETO@mail.com",
    first_name: "Roberto",
    last_name: "Díaz",
    phone: null,
    is_super_admin: true,
    organizations: [],
  }),
  user({
    id: 3,
    email: "carla@mail.com",
    first_name: "Carla",
    last_name: "Ruiz",
    phone: "+59899123456",
    last_login: null,
  }),
];

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** GET /api/user/all as the worker answers it: the page of `list` matching q, the total of matches and of all. */
function listPage(url: string, list: AdminUser[]) {
  const params = new URL(url, "http://tropero.test").searchParams;
  const page = Number(params.get("page") ?? 1);
  const limit = Number(params.get("limit") ?? 10);
  const q = (params.get("q") ?? "").toLocaleLowerCase("es");
  const matches = list.filter((u) =>
    [`${u.first_name} ${u.last_name}`, u.email, u.phone ?? ""].some((f) => f.toLocaleLowerCase("es").includes(q)),
  );
  const users = matches.slice((page - 1) * limit, page * limit);
  return json(200, { ok: true, users, total: matches.length, total_users: list.length, page, limit });
}
const heading = () => screen.getByRole("heading", { level: 1 });
const many = (n: number) =>
  Array.from({ length: n }, (_, i) => user({ id: i + 1, first_name: `Peón${i + 1}`, email: `p${i + 1}@campo.com` }));

let auditLog: Fixture<RouteJson<typeof routes.admin.audit.$get>> = { entries: [], total: 0, page: 1, limit: 10 };
/** The audit log under the list (docs/administration.md): answered apart, not counted with the list's calls. */
const audit = fakeFetch([fake(routes.admin.audit).get((_request, reply) => reply({ ok: true, ...auditLog }))]);
const isAudit = (url: string) => isCallTo(routes.admin.audit, url);

describe("Users screen", () => {
  let requests: { method: string; url: string; body: unknown }[];
  let putStatus = 200;

  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(900, Date.now()));
    localStorage.setItem(STORAGE_KEYS.refreshToken, tokenExpiringIn(86_400, Date.now()));
    requests = [];
    putStatus = 200;
    auditLog = { entries: [], total: 0, page: 1, limit: 10 };
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        const method = init.method ?? "GET";
        // The audit log under the list (docs/administration.md) has its own tests below; it is not counted here.
        if (isAudit(url)) return audit(url);
        requests.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
        if (method === "GET") return listPage(url, USERS);
        return json(putStatus, putStatus === 200 ? { ok: true } : { ok: false, message: "Ese email ya está en uso" });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    // The list is a query: each test starts from an empty cache, as after a log-in.
    queryClient.clear();
  });

  it("shows the loading text, the count, the columns and the rows", async () => {
    render(<UsersPage />);
    expect(screen.getByText("Cargando usuarios...")).toBeInTheDocument();
    const table = await screen.findByRole("table");
    expect(heading()).toHaveTextContent(/^Usuarios3 usuarios$/);
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Usuario", "Email", "Teléfono", "Organizaciones", "Último acceso"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent("Ana Gómez");
    expect(rows[0]).toHaveTextContent("Hace 3h");
    expect(within(rows[0]!).getByRole("img", { name: "Email verificado" })).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole("img", { name: "Teléfono verificado" })).toBeNull();
    expect(rows[1]).toHaveTextContent("Superadministrador");
    expect(rows.map((r) => r.style.animationDelay)).toEqual(["0.00s", "0.05s", "0.10s"]);
  });

  it("filters case-insensitively by full name, email or phone, with the no-match text", async () => {
    render(<UsersPage />);
    await screen.findByRole("table");
    const search = screen.getByPlaceholderText("Buscar por nombre, email o teléfono...");
    const rowCount = () => screen.getAllByRole("row").length - 1;
    // The server searches; the screen shows what it answers once typing pauses.
    for (const term of ["ANA GÓ", "beto@", "598991"]) {
      await userEvent.clear(search);
      await userEvent.type(search, term);
      await waitFor(() => expect(rowCount()).toBe(1));
    }
    await userEvent.clear(search);
    await userEvent.type(search, "zzz");
    expect(await screen.findByText('No se encontraron usuarios que coincidan con "zzz"')).toBeInTheDocument();
    expect(heading()).toHaveTextContent(/^Usuarios0 de 3 usuarios$/);
    // Cleared, the heading counts every user again.
    await userEvent.clear(search);
    await waitFor(() => expect(heading()).toHaveTextContent(/^Usuarios3 usuarios$/));
  });

  it("sends the search term once typing pauses, not per key, and starts on page 1", async () => {
    render(<UsersPage />);
    await screen.findByRole("table");
    await userEvent.type(screen.getByRole("searchbox", { name: "Buscar usuarios" }), "  carla ");
    await waitFor(() => expect(screen.getAllByRole("row")).toHaveLength(2));
    const searched = requests.map((r) => new URL(r.url, "http://tropero.test").searchParams);
    expect(searched.filter((p) => p.has("q")).map((p) => [p.get("q"), p.get("page"), p.get("limit")])).toEqual([
      ["carla", "1", "10"],
    ]);
    // While searching, the heading says how many match out of every user.
    expect(heading()).toHaveTextContent(/^Usuarios1 de 3 usuarios$/);
  });

  it("pages of 10 through the server: next asks for page 2, the header shows the server's total", async () => {
    const people = many(23);
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (isAudit(url)) return audit(url);
        requests.push({ method: "GET", url, body: undefined });
        return listPage(url, people);
      }),
    );
    render(<UsersPage />);
    await screen.findByRole("table");
    expect(screen.getAllByRole("row")).toHaveLength(11);
    expect(heading()).toHaveTextContent(/^Usuarios23 usuarios$/);
    const pager = screen.getByRole("navigation", { name: "Páginas de usuarios" });
    expect(pager).toHaveTextContent("Página 1 de 3");
    expect(within(pager).getByRole("button", { name: "Anterior" })).toBeDisabled();
    await userEvent.click(within(pager).getByRole("button", { name: "Siguiente" }));
    expect(await screen.findByRole("row", { name: /Peón11/ })).toBeInTheDocument();
    expect(pager).toHaveTextContent("Página 2 de 3");
    expect(new URL(requests.at(-1)!.url, "http://tropero.test").searchParams.get("page")).toBe("2");
    await userEvent.click(within(pager).getByRole("button", { name: "Siguiente" }));
    expect(await screen.findByRole("row", { name: /Peón23/ })).toBeInTheDocument();
    expect(screen.getAllByRole("row")).toHaveLength(4);
    expect(within(pager).getByRole("button", { name: "Siguiente" })).toBeDisabled();
    await userEvent.click(within(pager).getByRole("button", { name: "Anterior" }));
    expect(await screen.findByRole("row", { name: /Peón20/ })).toBeInTheDocument();
    expect(heading()).toHaveTextContent(/^Usuarios23 usuarios$/);
    // A search from page 2 starts on its own first page.
    await userEvent.type(screen.getByRole("searchbox"), "peón2");
    await waitFor(() => expect(heading()).toHaveTextContent(/^Usuarios5 de 23 usuarios$/));
    const last = new URL(requests.at(-1)!.url, "http://tropero.test").searchParams;
    expect([last.get("q"), last.get("page")]).toEqual(["peón2", "1"]);
    expect(screen.queryByRole("navigation", { name: "Páginas de usuarios" })).toBeNull();
  });

  it("agrees the noun with the count of every user: 1 usuario, 1 de 1 usuario", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => (isAudit(url) ? audit(url) : listPage(url, [USERS[0]!]))),
    );
    render(<UsersPage />);
    await screen.findByRole("table");
    expect(heading()).toHaveTextContent(/^Usuarios1 usuario$/);
    await userEvent.type(screen.getByRole("searchbox", { name: "Buscar usuarios" }), "ana");
    await waitFor(() => expect(heading()).toHaveTextContent(/^Usuarios1 de 1 usuario$/));
  });

  it("shows the empty text when there are no users", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => listPage(url, [])),
    );
    render(<UsersPage />);
    expect(await screen.findByText("No hay usuarios registrados en el sistema")).toBeInTheDocument();
  });

  it("blocks a short password with the minimum-length error and sends nothing", async () => {
    render(<UsersPage />);
    await userEvent.click(await screen.findByRole("row", { name: /Ana Gómez/ }));
    const dialog = screen.getByRole("dialog", { name: "Editar Usuario" });
    const password = within(dialog).getByPlaceholderText("Mínimo 6 caracteres");
    expect(password).toHaveAttribute("type", "password");
    expect(within(dialog).getByLabelText("Email")).toHaveAttribute("type", "email");
    await userEvent.type(password, "abc");
    await userEvent.click(within(dialog).getByRole("button", { name: "Guardar" }));
    expect(within(dialog).getByText("La contraseña debe tener al menos 6 caracteres")).toBeInTheDocument();
    expect(requests.filter((r) => r.method === "PUT")).toHaveLength(0);
  });

  it("blocks an invalid phone and an empty name under their fields and sends nothing", async () => {
    render(<UsersPage />);
    await userEvent.click(await screen.findByRole("row", { name: /Roberto Díaz/ }));
    const dialog = screen.getByRole("dialog", { name: "Editar Usuario" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Teléfono" }), "12");
    await userEvent.clear(within(dialog).getByLabelText("Nombre"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Guardar" }));
    expect(await within(dialog).findByText("Número de teléfono inválido")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Teléfono" })).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getByLabelText("Nombre")).toHaveAccessibleDescription("Ingresá el nombre");
    expect(requests.filter((r) => r.method === "PUT")).toHaveLength(0);
  });

  it("lists the organizations with the unnamed fallback and role labels", async () => {
    render(<UsersPage />);
    await userEvent.click(await screen.findByRole("row", { name: /Ana Gómez/ }));
    const list = within(screen.getByRole("dialog")).getByRole("list", { name: "Organizaciones" });
    expect(list).toHaveTextContent("La EsperanzaPropietario");
    expect(list).toHaveTextContent("Organización sin nombreUsuario");
  });

  it("sends only the five fields, closes and reloads the list after saving", async () => {
    render(<UsersPage />);
    await userEvent.click(await screen.findByRole("row", { name: /Ana Gómez/ }));
    const dialog = screen.getByRole("dialog");
    const first = within(dialog).getByLabelText("Nombre");
    await userEvent.clear(first);
    await userEvent.type(first, "Anabela");
    await userEvent.type(within(dialog).getByPlaceholderText("Mínimo 6 caracteres"), "secreto1");
    await userEvent.click(within(dialog).getByRole("button", { name: "Guardar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const put = requests.find((r) => r.method === "PUT")!;
    expect(put.url).toBe("/api/user/update/1");
    expect(put.body).toEqual({
      first_name: "Anabela",
      last_name: "gómez",
      phone: "+5491123456789",
      email: "ana@campo.com",
      password: "secreto1",
    });
    await waitFor(() => expect(requests.filter((r) => r.method === "GET")).toHaveLength(2));
  });

  it("leaves the password out when none was typed and keeps the modal open on failure", async () => {
    putStatus = 409;
    render(<UsersPage />);
    await userEvent.click(await screen.findByRole("row", { name: /Carla Ruiz/ }));
    const dialog = screen.getByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Guardar" }));
    await waitFor(() => expect(requests.some((r) => r.method === "PUT")).toBe(true));
    expect(Object.keys(requests.find((r) => r.method === "PUT")!.body as object).sort()).toEqual([
      "email",
      "first_name",
      "last_name",
      "phone",
    ]);
    expect(await within(dialog).findByRole("button", { name: "Guardar" })).toBeEnabled();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("closes the modal on a backdrop click and on Cancelar", async () => {
    render(<UsersPage />);
    await userEvent.click(await screen.findByRole("row", { name: /Ana Gómez/ }));
    fireEvent.mouseDown(screen.getByTestId("modal-backdrop"));
    expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.click(screen.getByRole("row", { name: /Ana Gómez/ }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancelar" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the audit log under the list: who did what on which target, and an empty state", async () => {
    const { unmount } = render(<UsersPage />);
    expect(await screen.findByText("Todavía no hay acciones registradas")).toBeInTheDocument();
    unmount();
    queryClient.clear();
    auditLog = {
      entries: [
        {
          id: 2,
          action: "user-edit",
          actor: { id: 9, name: "Ana Admin", email: "ana@tropero.app" },
          target_type: "user",
          target_id: 3,
          target_label: "Carla Ruiz",
          detail: { fields: ["phone"], password_set: false },
          created_at: "2026-11-20T12:00:00.000Z",
        },
        {
          id: 1,
          action: "add-user-admin",
          actor: { id: 9, name: "Ana Admin", email: "ana@tropero.app" },
          target_type: "user",
          target_id: 40,
          target_label: null,
          detail: {},
          created_at: "2026-11-19T12:00:00.000Z",
        },
        {
          id: 3,
          action: "whatsapp-reply",
          actor: { id: 9, name: "Ana Admin", email: "ana@tropero.app" },
          target_type: "conversation",
          target_id: 5,
          target_label: "Juan Pérez (+5491155550000)",
          detail: {},
          created_at: "2026-11-18T12:00:00.000Z",
        },
        {
          id: 4,
          action: "whatsapp-template-edit",
          actor: { id: 9, name: "Ana Admin", email: "ana@tropero.app" },
          target_type: "whatsapp_template",
          target_id: 6,
          target_label: "recordatorio_tarea",
          detail: {},
          created_at: "2026-11-17T12:00:00.000Z",
        },
        {
          id: 7,
          action: "invite-user-admin",
          actor: { id: 9, name: "Ana Admin", email: "ana@tropero.app" },
          target_type: "user",
          target_id: 41,
          target_label: "Luis Sosa",
          detail: { organization_id: 2, role: "user", existing: true, email_verified: false },
          created_at: "2026-11-16T12:00:00.000Z",
        },
      ],
      total: 5,
      page: 1,
      limit: 10,
    };
    render(<UsersPage />);
    const panel = await screen.findByRole("region", { name: "Registro de auditoría" });
    const items = await within(panel).findAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Ana Admin Editó un usuario");
    expect(items[0]).toHaveTextContent("Usuario: Carla Ruiz");
    expect(items[1]).toHaveTextContent("Agregó un usuario");
    expect(items[1]).toHaveTextContent("Usuario: #40 (ya no existe)");
    expect(items[2]).toHaveTextContent("Respondió por WhatsApp");
    expect(items[2]).toHaveTextContent("Conversación: Juan Pérez (+5491155550000)");
    expect(items[3]).toHaveTextContent("Plantilla de WhatsApp: recordatorio_tarea");
    expect(items[4]).toHaveTextContent("Ana Admin Invitó a un usuario");
    expect(items[4]).toHaveTextContent("Usuario: Luis Sosa");
    expect(panel).not.toHaveTextContent(/#[356] \(ya no existe\)/);
  });
});
