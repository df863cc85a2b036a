// The super-admin Organizaciones screen (docs/administration.md) against a stubbed API: the list, the search, the
// detail panel and its greeting.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppToaster } from "../../web/src/components/toaster/app-toaster";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import OrganizationsPage from "../../web/src/features/admin/organizations-page";
import type { OrganizationDetail, OrganizationListItem } from "../../worker/shared/organization-admin-schemas";
import { queryClient } from "../../web/src/lib/query/query-client";
import { STORAGE_KEYS } from "../../web/src/lib/session";
import { tokenExpiringIn } from "./jwt-helpers";

const org = (id: number, over: Partial<OrganizationListItem> = {}): OrganizationListItem => ({
  id,
  name: `Estancia ${id}`,
  timezone: "America/Argentina/Buenos_Aires",
  currency: "ARS",
  created_at: "2025-03-01T00:00:00.000Z",
  owners: [{ id: id * 10, first_name: "Dueño", last_name: String(id), email: `d${id}@campo.com` }],
  members_count: 3,
  head_count: 1250,
  movements_30d: 7,
  last_activity: null,
  ...over,
});

const detail = (id: number): OrganizationDetail => ({
  ...org(id),
  lots_count: 4,
  rodeos_count: 6,
  members: [
    {
      user_id: 10,
      role: "owner",
      first_name: "Rosa",
      last_name: "Díaz",
      email: "rosa@campo.com",
      phone: "+5492914567890",
      phone_verified: true,
      last_login: "2026-11-01T10:00:00.000Z",
    },
  ],
  recent_movements: [
    {
      id: 1,
      type: "RAIN",
      date: "2026-11-02",
      detail: "",
      created_at: "2026-11-02T10:00:00.000Z",
      created_by: "Rosa Díaz",
    },
  ],
  recent_logins: [{ user_id: 10, name: "Rosa Díaz", email: "rosa@campo.com", last_login: "2026-11-01T10:00:00.000Z" }],
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** The API's two answers for an active account: joined (verified email) or invited (unverified). */
const addAnswer = (email: string) =>
  email.startsWith("sin-verificar")
    ? {
        invited: true,
        message: `${email} todavía no verificó su email: le enviamos una invitación para sumarse a Estancia 2. Se suma cuando la acepte desde su cuenta con el email verificado.`,
      }
    : { invited: false, message: `Agregamos a ${email} a la organización` };

describe("Organizaciones", () => {
  let requests: { method: string; url: URL; body: unknown }[];

  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(900, Date.now()));
    localStorage.setItem(STORAGE_KEYS.refreshToken, tokenExpiringIn(86_400, Date.now()));
    requests = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string, init: RequestInit) => {
        const method = init.method ?? "GET";
        const url = new URL(input, "http://tropero.test");
        requests.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
        if (url.pathname === "/api/organization/add-user-admin") {
          const { email } = JSON.parse(String(init.body)) as { email: string };
          return json(200, { ok: true, ...addAnswer(email), user: { id: 77, email, first_name: "N", last_name: "P" } });
        }
        if (url.pathname.endsWith("/send-greeting")) {
          return json(200, { ok: true, message: "Enviamos el saludo a 1 miembros", sent: 1, email: 0, whatsapp: 1 });
        }
        if (url.pathname.startsWith("/api/admin/organizations/")) {
          return json(200, { ok: true, organization: detail(Number(url.pathname.split("/").at(-1))) });
        }
        const q = url.searchParams.get("q") ?? "";
        const page = Number(url.searchParams.get("page"));
        const all = Array.from({ length: 23 }, (_, i) => org(i + 1));
        const matches = all.filter((o) => o.name.includes(q));
        const organizations = matches.slice((page - 1) * 10, page * 10);
        return json(200, { ok: true, organizations, total: matches.length, page, limit: 10 });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  it("lists a page with figures and pages through the rest", async () => {
    render(<OrganizationsPage />);
    const rows = await screen.findAllByRole("row", { name: /^Ver Estancia/ });
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent("Dueño 1");
    expect(rows[0]).toHaveTextContent("1.250");
    expect(rows[0]).toHaveTextContent("Nunca");
    expect(screen.getByText("Página 1 de 3")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /Siguiente/ }));
    expect(await screen.findByRole("row", { name: "Ver Estancia 11" })).toBeInTheDocument();
    expect(requests.at(-1)!.url.searchParams.get("page")).toBe("2");
  });

  it("searches on the server (debounced) and sorts by last activity", async () => {
    render(<OrganizationsPage />);
    await screen.findAllByRole("row", { name: /^Ver Estancia/ });
    await userEvent.type(screen.getByRole("searchbox", { name: "Buscar organizaciones" }), "Estancia 2");
    expect(await screen.findByRole("row", { name: "Ver Estancia 23" })).toBeInTheDocument();
    expect(requests.at(-1)!.url.searchParams.get("q")).toBe("Estancia 2");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Ordenar por" }), "Última actividad");
    await waitFor(() => expect(requests.at(-1)!.url.searchParams.get("sort")).toBe("activity"));
    await userEvent.clear(screen.getByRole("searchbox"));
    await userEvent.type(screen.getByRole("searchbox"), "nada");
    expect(await screen.findByText('Ninguna organización coincide con "nada"')).toBeInTheDocument();
  });

  it("opens the detail with members, figures and activity, and sends the greeting after confirming", async () => {
    render(<OrganizationsPage />);
    await userEvent.click(await screen.findByRole("row", { name: "Ver Estancia 3" }));
    const dialog = await screen.findByRole("dialog", { name: "Estancia 3" });
    expect(await within(dialog).findByText("Rosa Díaz", { selector: ".users-name" })).toBeInTheDocument();
    expect(dialog).toHaveTextContent("Propietario");
    expect(dialog).toHaveTextContent("Lotes");
    expect(dialog).toHaveTextContent("Registro de lluvia");
    expect(requests.some((r) => r.url.pathname === "/api/admin/organizations/3")).toBe(true);
    await userEvent.click(within(dialog).getByRole("button", { name: "Enviar saludo" }));
    const confirm = await screen.findByRole("dialog", { name: "Enviar saludo" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Enviar" }));
    await waitFor(() =>
      expect(requests.some((r) => r.url.pathname === "/api/organization/3/send-greeting")).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Enviar saludo" })).not.toBeInTheDocument());
  });

  async function addFromDetail(email: string) {
    render(
      <>
        <OrganizationsPage />
        <AppToaster />
      </>,
    );
    await userEvent.click(await screen.findByRole("row", { name: "Ver Estancia 2" }));
    const dialog = await screen.findByRole("dialog", { name: "Estancia 2" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Agregar usuario" }));
    const form = await screen.findByRole("dialog", { name: "Agregar usuario a Estancia 2" });
    expect(form).toHaveTextContent(
      "Una cuenta con el email verificado se suma a la organización; si no lo verificó, le enviamos una invitación para que la acepte.",
    );
    await userEvent.type(within(form).getByLabelText("Email"), email);
    await userEvent.type(within(form).getByLabelText("Nombre"), "Nuevo");
    await userEvent.type(within(form).getByLabelText("Apellido"), "Peón");
    await userEvent.selectOptions(within(form).getByLabelText("Rol"), "Administrador");
    await userEvent.click(within(form).getByRole("button", { name: "Agregar" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Agregar usuario a Estancia 2" })).not.toBeInTheDocument(),
    );
  }

  it("adds a user from the detail with the organization and role, and says they joined", async () => {
    await addFromDetail("nuevo@campo.com");
    const post = requests.find((r) => r.url.pathname === "/api/organization/add-user-admin")!;
    expect(post.body).toEqual({
      email: "nuevo@campo.com",
      first_name: "Nuevo",
      last_name: "Peón",
      role: "admin",
      organization_id: 2,
    });
    expect(await screen.findByText("Agregamos a nuevo@campo.com a la organización")).toBeInTheDocument();
  });

  it("says an invitation was sent when the account's email is not verified", async () => {
    await addFromDetail("sin-verificar@campo.com");
    expect(
      await screen.findByText(/sin-verificar@campo\.com todavía no verificó su email: le enviamos una invitación/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Agregamos a sin-verificar/)).not.toBeInTheDocument();
  });
});
