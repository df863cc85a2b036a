// The shell's bell (docs/administration.md) against a stubbed API: the unread count, a live message raising it (and
// another user's action never reaching the cache), opening one and "Marcar todas como leídas".
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "jotai";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { UserNotification } from "../../worker/shared/notification-types";
import { NotificationBell } from "../../web/src/features/notifications/notification-bell";
import type { SocketMessage } from "../../worker/shared/socket-messages";
import { applyLiveMessage } from "../../web/src/data/live/apply-live-message";
import { queryClient } from "../../web/src/lib/query/query-client";
import { appStore, STORAGE_KEYS } from "../../web/src/lib/session";
import { firstScreenShownAtom, markFirstScreenShown } from "../../web/src/app/first-screen-shown";
import { tokenExpiringIn } from "./jwt-helpers";
import { fake, fakeFetch, isCallTo, routes } from "./fake-api";

/** A message from the socket, through the message table as the live sync applies it. */
const live = (message: SocketMessage) => applyLiveMessage(message, 1, queryClient, { refetchOrganizations: () => {} });

const note = (id: number, over: Partial<UserNotification> = {}): UserNotification => ({
  id,
  title: `Aviso ${id}`,
  body: `Texto ${id}`,
  link: "",
  created_at: new Date().toISOString(),
  read_at: null,
  ...over,
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

const bell = fakeFetch([
  fake(routes.notification.mine).get({
    ok: true,
    notifications: [note(2), note(1, { read_at: "2026-11-20T10:00:00.000Z", link: "/tareas" })],
    unread: 1,
    total: 2,
    page: 1,
    limit: 20,
  }),
  fake(routes.notification["read-all"]).post({ ok: true, unread: 0, updated: 2 }),
  fake(routes.notification[":id"].read).post({ ok: true, unread: 0, updated: 1 }),
]);

describe("NotificationBell", () => {
  let requests: { method: string; url: string }[];

  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(900, Date.now()));
    localStorage.setItem(STORAGE_KEYS.refreshToken, tokenExpiringIn(86_400, Date.now()));
    requests = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        const method = init.method ?? "GET";
        requests.push({ method, url });
        return bell(url, init);
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  // The bell asks for its count once a page has painted (app/first-screen-shown.ts).
  const renderBell = () => {
    appStore.set(firstScreenShownAtom, true);
    return renderBellAlone();
  };
  const renderBellAlone = () =>
    render(
      <Provider store={appStore}>
        <MemoryRouter>
          <NotificationBell />
        </MemoryRouter>
      </Provider>,
    );

  it("asks for nothing before the first page has painted, then for its count", async () => {
    appStore.set(firstScreenShownAtom, false);
    renderBellAlone();
    expect(screen.getByRole("button", { name: "Notificaciones: 0 sin leer" })).toBeInTheDocument();
    expect(requests).toEqual([]);
    act(() => markFirstScreenShown());
    await screen.findByRole("button", { name: "Notificaciones: 1 sin leer" });
    expect(requests.filter((r) => isCallTo(routes.notification.mine, r.url))).toHaveLength(1);
  });

  it("shows the unread count in its name and badge, and a live message raises it", async () => {
    renderBell();
    const bell = await screen.findByRole("button", { name: "Notificaciones: 1 sin leer" });
    expect(screen.getByTestId("notification-badge")).toHaveTextContent("1");
    act(() => live({ action: "notification-received", notification: note(3, { title: "Nuevo" }), unread: 2 }));
    await waitFor(() => expect(bell).toHaveAccessibleName("Notificaciones: 2 sin leer"));
    expect(screen.getByTestId("notification-badge")).toHaveTextContent("2");
    // Other live actions are not the bell's.
    act(() => live({ action: "lot-deleted", lotId: 1 }));
    await waitFor(() => expect(bell).toHaveAccessibleName("Notificaciones: 2 sin leer"));
    await userEvent.click(bell);
    const panel = await screen.findByRole("dialog", { name: "Notificaciones" });
    const items = await within(panel).findAllByRole("listitem");
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining("Nuevo"),
      expect.stringContaining("Aviso 2"),
      expect.stringContaining("Aviso 1"),
    ]);
    // Read in another tab: the count follows.
    act(() => live({ action: "notifications-read", ids: [3], unread: 1 }));
    await waitFor(() => expect(bell).toHaveAccessibleName("Notificaciones: 1 sin leer"));
    await waitFor(() => expect(within(panel).getAllByRole("img", { name: "Sin leer" })).toHaveLength(1));
  });

  it("opening one marks it read; 'Marcar todas como leídas' clears the count", async () => {
    renderBell();
    const bell = await screen.findByRole("button", { name: "Notificaciones: 1 sin leer" });
    await userEvent.click(bell);
    const panel = await screen.findByRole("dialog", { name: "Notificaciones" });
    // The one with a link is an in-app link.
    expect(within(panel).getByRole("link", { name: /Aviso 1/ })).toHaveAttribute("href", "/tareas");
    await userEvent.click(within(panel).getByRole("button", { name: /Aviso 2/ }));
    await waitFor(() => expect(bell).toHaveAccessibleName("Notificaciones: 0 sin leer"));
    expect(requests.some((r) => r.method === "POST" && r.url.endsWith("/notification/2/read"))).toBe(true);
    expect(screen.queryByTestId("notification-badge")).toBeNull();

    act(() => live({ action: "notification-received", notification: note(4), unread: 1 }));
    await waitFor(() => expect(bell).toHaveAccessibleName("Notificaciones: 1 sin leer"));
    await userEvent.click(within(panel).getByRole("button", { name: "Marcar todas como leídas" }));
    await waitFor(() => expect(bell).toHaveAccessibleName("Notificaciones: 0 sin leer"));
    expect(requests.some((r) => r.method === "POST" && r.url.endsWith("/notification/read-all"))).toBe(true);
    expect(within(panel).queryAllByRole("img", { name: "Sin leer" })).toEqual([]);
  });

  it("shows an empty state when there is nothing", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(200, { ok: true, notifications: [], unread: 0, total: 0, page: 1, limit: 20 })),
    );
    renderBell();
    await userEvent.click(await screen.findByRole("button", { name: "Notificaciones: 0 sin leer" }));
    expect(await screen.findByText("No tenés notificaciones")).toBeInTheDocument();
  });
});
