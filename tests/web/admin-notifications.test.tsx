// The super-admin Notificaciones screen (docs/administration.md) against a stubbed API: the history's counts (a local
// run's email is "registrados (local)", never "enviados"), the form's Spanish errors from the API's own
// schema, and the body it sends for chosen organizations.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import NotificationsPage from "../../web/src/features/admin/notifications-page";
import type { AdminNotification } from "../../worker/shared/notification-types";
import { queryClient } from "../../web/src/lib/query/query-client";
import { STORAGE_KEYS } from "../../web/src/lib/session";
import { fake, fakeFetch, routes } from "./fake-api";
import { tokenExpiringIn } from "./jwt-helpers";

const zero = { queued: 0, sent: 0, logged: 0, failed: 0 };
const sent: AdminNotification = {
  id: 7,
  title: "Nueva sección de tareas",
  body: "Ya pueden asignar tareas",
  link: "/tasks",
  audience: { kind: "organizations", ids: [1] },
  channels: ["in_app", "email"],
  status: "sent",
  send_at: "2026-11-20T10:00:00.000Z",
  sent_at: "2026-11-20T10:00:00.000Z",
  created_at: "2026-11-20T10:00:00.000Z",
  created_by: { id: 1, name: "Sofía Administradora" },
  recipients: 2,
  read: 1,
  email: { ...zero, logged: 2 },
  whatsapp: zero,
};

describe("Notificaciones (super admin)", () => {
  let posts: unknown[];

  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(900, Date.now()));
    localStorage.setItem(STORAGE_KEYS.refreshToken, tokenExpiringIn(86_400, Date.now()));
    posts = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(
        fakeFetch([
          fake(routes.notification).post(({ body }, reply) => {
            posts.push(body);
            return reply({
              ok: true,
              message: "Notificación enviada a 2 destinatarios",
              notification: { id: 8, status: "sent", send_at: "2026-11-24T10:00:00.000Z", recipients: 2 },
            });
          }, 201),
          fake(routes.notification.admin).get({ ok: true, notifications: [sent], total: 1, page: 1, limit: 10 }),
          fake(routes.organization.admin["all-paginated"]).get({
            ok: true,
            organizations: [
              { id: 1, name: "Estancia La Esperanza" },
              { id: 2, name: "Campo Las Taperas" },
            ],
            total: 2,
            page: 1,
            limit: 100,
          }),
        ]),
      ),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  it("shows the history with recipients, read and the email outcome labelled as a local record", async () => {
    render(<NotificationsPage />);
    const history = await screen.findByRole("region", { name: "Historial" });
    const card = await within(history).findByRole("listitem");
    expect(card).toHaveTextContent("Nueva sección de tareas");
    expect(card).toHaveTextContent("Enviada");
    expect(card).toHaveTextContent("1 organización");
    expect(card).toHaveTextContent("2 registrados (local)");
    expect(card).not.toHaveTextContent("enviados");
    expect(within(card).getByText("Leídas").nextElementSibling).toHaveTextContent("1");
  });

  it("checks the form with the API's schema and sends the chosen organizations", async () => {
    render(<NotificationsPage />);
    await userEvent.click(screen.getByRole("button", { name: "Enviar" }));
    expect(await screen.findByText("Escribí un título")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Título"), "Vacunación");
    await userEvent.type(screen.getByLabelText("Enlace (opcional)"), "http://inseguro.com");
    await userEvent.click(screen.getByRole("radio", { name: "Organizaciones elegidas" }));
    await userEvent.click(screen.getByRole("button", { name: "Enviar" }));
    expect(await screen.findByText("El enlace debe empezar con / o ser una dirección https://")).toBeInTheDocument();
    expect(screen.getByText("Elegí al menos una organización")).toBeInTheDocument();
    expect(posts).toEqual([]);

    await userEvent.clear(screen.getByLabelText("Enlace (opcional)"));
    await userEvent.type(screen.getByLabelText("Enlace (opcional)"), "/tasks");
    await userEvent.type(screen.getByLabelText("Buscar organización"), "esper");
    await userEvent.click(await screen.findByRole("checkbox", { name: "Estancia La Esperanza" }));
    expect(screen.queryByRole("checkbox", { name: "Campo Las Taperas" })).toBeNull();
    await userEvent.click(screen.getByRole("checkbox", { name: "Email" }));
    await userEvent.click(screen.getByRole("button", { name: "Enviar" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      title: "Vacunación",
      body: "",
      link: "/tasks",
      audience: { kind: "organizations", ids: [1] },
      channels: ["in_app", "email"],
    });
    // Sent: the form is blank again.
    await waitFor(() => expect(screen.getByLabelText("Título")).toHaveValue(""));
  });
});
