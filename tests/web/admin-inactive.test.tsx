// The super-admin Organizaciones inactivas screen (docs/administration.md) against a stubbed API.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import InactiveOrganizationsPage from "../../web/src/features/admin/inactive-organizations-page";
import type { InactiveOrganization } from "../../worker/shared/inactive-schemas";
import { queryClient } from "../../web/src/lib/query/query-client";
import { STORAGE_KEYS } from "../../web/src/lib/session";
import { tokenExpiringIn } from "./jwt-helpers";

const org = (id: number, over: Partial<InactiveOrganization> = {}): InactiveOrganization => ({
  id,
  name: `Campo ${id}`,
  created_at: "2025-01-01T00:00:00.000Z",
  last_activity: "2026-08-01T10:00:00.000Z",
  owners: [{ id: id * 10, name: `Dueño ${id}`, email: `d${id}@campo.com`, phone: "+5492914567890" }],
  last_reminder_at: null,
  ...over,
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe("Organizaciones inactivas", () => {
  let requests: { method: string; url: string; body: unknown }[];
  let lists: Record<string, InactiveOrganization[]>;

  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(900, Date.now()));
    localStorage.setItem(STORAGE_KEYS.refreshToken, tokenExpiringIn(86_400, Date.now()));
    requests = [];
    lists = { "30": [org(1), org(2, { last_activity: null, owners: [] })], "90": [] };
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        const method = init.method ?? "GET";
        requests.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
        if (method === "GET") {
          const days = new URL(url, "http://tropero.test").searchParams.get("days")!;
          return json(200, { ok: true, days: Number(days), organizations: lists[days] ?? [], truncated: false });
        }
        return json(200, { ok: true, message: "Enviamos 1 recordatorio", sent: [1], skipped: [2] });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  it("lists the organizations of the window with their owners, and an empty state for another window", async () => {
    render(<InactiveOrganizationsPage />);
    const cards = await screen.findAllByRole("listitem");
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent("Campo 1");
    expect(within(cards[0]!).getByRole("link", { name: "d1@campo.com" })).toHaveAttribute(
      "href",
      "mailto:d1@campo.com",
    );
    expect(cards[1]).toHaveTextContent("Nunca");
    expect(cards[1]).toHaveTextContent("Sin dueño");
    await userEvent.selectOptions(screen.getByRole("combobox"), "90 días");
    expect(await screen.findByText("No hay organizaciones inactivas")).toBeInTheDocument();
    expect(new URL(requests.at(-1)!.url, "http://tropero.test").searchParams.get("days")).toBe("90");
  });

  it("sends the chosen organizations in one reminder request and refreshes the list", async () => {
    render(<InactiveOrganizationsPage />);
    await screen.findAllByRole("listitem");
    const button = screen.getByRole("button", { name: "Enviar recordatorio (0)" });
    expect(button).toBeDisabled();
    await userEvent.click(screen.getByRole("checkbox", { name: "Elegir todas" }));
    await userEvent.click(screen.getByRole("button", { name: "Enviar recordatorio (2)" }));
    await waitFor(() => expect(requests.some((r) => r.method === "POST")).toBe(true));
    const post = requests.find((r) => r.method === "POST")!;
    expect(post.url).toContain("/api/admin/inactive-organizations/remind");
    expect(post.body).toEqual({ organization_ids: [1, 2] });
    await waitFor(() => expect(requests.filter((r) => r.method === "GET")).toHaveLength(2));
    expect(screen.getByRole("button", { name: "Enviar recordatorio (0)" })).toBeDisabled();
  });
});
