// /tasks on a stubbed API: the tablist asks the server for each tab's filter (arrow keys move between tabs),
// overdue tasks show in red with "Vencida", and the quick add checks the API's own schema before sending
// the task (title, assignee among the members, due date, more options) and shows the API's field issues.
import type { Task } from "@shared/task-types";
import { argentinaDay, addDays } from "@shared/task-dates";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "jotai";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import TasksPage from "../../web/src/features/tasks/tasks-page";
import { queryClient } from "../../web/src/lib/query/query-client";
import {
  appStore,
  currentUserAtom,
  organizationsAtom,
  selectedOrganizationIdAtom,
  STORAGE_KEYS,
  type CurrentUser,
} from "../../web/src/lib/session";
import { tokenExpiringIn } from "./jwt-helpers";

const ORG = 4;
const ME = 10;
const LUCIA = 12;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const today = argentinaDay();

const task = (id: number, extra: Partial<Task> = {}): Task => ({
  id,
  title: `Tarea ${id}`,
  description: "",
  assignee: null,
  due_date: null,
  priority: "media",
  status: "pendiente",
  recurrence: "none",
  lot_id: null,
  rodeo_id: null,
  note_id: null,
  previous_id: null,
  created_by: ME,
  completed_at: null,
  completed_by: null,
  created_at: "2026-11-01T10:00:00.000Z",
  updated_at: "2026-11-01T10:00:00.000Z",
  ...extra,
});

const mine = task(1, { title: "Recorrer potreros", assignee: { id: ME, name: "Martín Echeverría" }, due_date: today });
const late = task(2, {
  created_by: 77,
  title: "Vacunar terneros",
  assignee: { id: LUCIA, name: "Lucía Peón" },
  due_date: addDays(today, -3),
  priority: "alta",
  recurrence: "monthly",
});
let requests: Array<{ method: string; url: URL; body: unknown }>;
let postAnswer: (body: unknown) => Response;

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(900, Date.now()));
  localStorage.setItem(STORAGE_KEYS.refreshToken, tokenExpiringIn(86_400, Date.now()));
  queryClient.clear();
  appStore.set(currentUserAtom, { id: ME, first_name: "Martín", last_name: "Echeverría" } as CurrentUser);
  appStore.set(organizationsAtom, [
    {
      id: ORG,
      name: "La Esperanza",
      role: "owner",
      members: [
        { user_id: ME, role: "owner", first_name: "Martín", last_name: "Echeverría", email: "m@x.com" },
        { user_id: LUCIA, role: "user", first_name: "Lucía", last_name: "Peón", email: "l@x.com" },
      ],
    },
  ]);
  appStore.set(selectedOrganizationIdAtom, ORG);
  requests = [];
  postAnswer = (body) => json(201, { ok: true, task: task(99, body as Partial<Task>) });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, "http://x");
      const method = init?.method ?? "GET";
      const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
      requests.push({ method, url, body });
      if (url.pathname === `/api/task/${ORG}` && method === "POST") return postAnswer(body);
      if (url.pathname === `/api/task/${ORG}`) {
        const q = url.searchParams;
        const tasks = q.get("mine")
          ? [mine]
          : q.get("due") === "overdue"
            ? [late]
            : q.get("due")
              ? [mine]
              : [late, mine];
        return json(200, { ok: true, tasks });
      }
      if (url.pathname.startsWith("/api/lot/info")) return json(200, { ok: true, lots: [] });
      if (url.pathname.startsWith("/api/rodeo/")) return json(200, { ok: true, rodeos: [] });
      return json(404, { ok: false, message: "No encontrado" });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  render(
    <Provider store={appStore}>
      <MemoryRouter initialEntries={["/tasks"]}>
        <TasksPage />
      </MemoryRouter>
    </Provider>,
  );

const listRequests = () => requests.filter((r) => r.method === "GET" && r.url.pathname === `/api/task/${ORG}`);

describe("/tasks tabs", () => {
  it("opens on Mis tareas and asks the server for each tab's filter; arrow keys move between tabs", async () => {
    const user = userEvent.setup();
    renderPage();
    const tabs = screen.getByRole("tablist", { name: "Ver tareas" });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((t) => t.textContent),
    ).toEqual(["Mis tareas", "Hoy", "Vencidas", "Todas"]);
    expect(screen.getByRole("tab", { name: "Mis tareas" })).toHaveAttribute("aria-selected", "true");
    const list = await screen.findByRole("list", { name: "Tareas: Mis tareas" });
    expect(within(list).getByText("Recorrer potreros")).toBeInTheDocument();
    expect(within(list).getByRole("img", { name: "Responsable: Martín Echeverría" })).toHaveTextContent("ME");
    expect(within(list).getByText("Vence hoy")).toBeInTheDocument();
    expect(listRequests().at(-1)!.url.searchParams.get("mine")).toBe("true");

    await user.click(screen.getByRole("tab", { name: "Vencidas" }));
    expect(screen.getByRole("tab", { name: "Vencidas" })).toHaveAttribute("aria-selected", "true");
    const overdue = await screen.findByRole("list", { name: "Tareas: Vencidas" });
    const row = within(overdue).getByText("Vacunar terneros").closest("li")!;
    expect(row).toHaveClass("is-overdue");
    expect(within(row).getByText(/Vencida/)).toBeInTheDocument();
    expect(within(row).getByText("Prioridad: Alta")).toBeInTheDocument();
    expect(within(row).getByText("Todos los meses")).toBeInTheDocument();
    expect(within(row).getByRole("img", { name: "Responsable: Lucía Peón" })).toHaveTextContent("LP");
    expect(within(row).getByRole("button", { name: 'Completar "Vacunar terneros"' })).toBeEnabled();
    expect(listRequests().at(-1)!.url.searchParams.get("due")).toBe("overdue");

    screen.getByRole("tab", { name: "Vencidas" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Todas" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Todas" })).toHaveFocus();
    await screen.findByRole("list", { name: "Tareas: Todas" });
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Mis tareas" })).toHaveAttribute("aria-selected", "true");
  });
});

describe("quick add", () => {
  it("checks the title with the API's schema, then sends title, assignee, due date and more options", async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole("list", { name: "Tareas: Mis tareas" });
    const form = screen.getByRole("region", { name: "Nueva tarea" });
    await user.click(within(form).getByRole("button", { name: "Agregar" }));
    expect(await within(form).findByText("Ingresá un título")).toBeInTheDocument();
    expect(requests.filter((r) => r.method === "POST")).toHaveLength(0);

    await user.type(within(form).getByLabelText("Tarea"), "Arreglar el molino");
    await user.selectOptions(within(form).getByLabelText("Responsable"), "Lucía Peón");
    await user.type(within(form).getByLabelText("Para el"), "2027-01-31");
    const more = within(form).getByRole("button", { name: "Más opciones" });
    expect(more).toHaveAttribute("aria-expanded", "false");
    await user.click(more);
    expect(within(form).getByRole("button", { name: "Menos opciones" })).toHaveAttribute("aria-expanded", "true");
    await user.selectOptions(within(form).getByLabelText("Prioridad"), "Alta");
    await user.selectOptions(within(form).getByLabelText("Repetir"), "Todos los meses");
    await user.type(within(form).getByLabelText("Descripción"), "Cambiar la varilla");
    await user.click(within(form).getByRole("button", { name: "Agregar" }));

    await waitFor(() => expect(requests.filter((r) => r.method === "POST")).toHaveLength(1));
    expect(requests.find((r) => r.method === "POST")!.body).toEqual({
      title: "Arreglar el molino",
      description: "Cambiar la varilla",
      assignee_id: LUCIA,
      due_date: "2027-01-31",
      priority: "alta",
      status: "pendiente",
      recurrence: "monthly",
      lot_id: null,
      rodeo_id: null,
    });
    await waitFor(() => expect(within(form).getByLabelText("Tarea")).toHaveValue(""));
  });

  it("shows the API's field issue on its field (an assignee who is no longer a member)", async () => {
    const user = userEvent.setup();
    postAnswer = () =>
      json(400, {
        ok: false,
        code: "VALIDATION_ERROR",
        message: "Datos inválidos",
        issues: [{ path: "assignee_id", message: "El responsable no es miembro de esta organización" }],
      });
    renderPage();
    const form = screen.getByRole("region", { name: "Nueva tarea" });
    await user.type(within(form).getByLabelText("Tarea"), "Pesar");
    await user.selectOptions(within(form).getByLabelText("Responsable"), "Lucía Peón");
    await user.click(within(form).getByRole("button", { name: "Agregar" }));
    expect(await within(form).findByText("El responsable no es miembro de esta organización")).toBeInTheDocument();
    expect(within(form).getByLabelText("Tarea")).toHaveValue("Pesar");
  });
});

describe("who may edit", () => {
  it("a plain user sees edit and delete on their own tasks only, and complete on every open one", async () => {
    const user = userEvent.setup();
    appStore.set(organizationsAtom, [{ id: ORG, name: "La Esperanza", role: "user", members: [] }]);
    renderPage();
    await user.click(screen.getByRole("tab", { name: "Todas" }));
    const list = await screen.findByRole("list", { name: "Tareas: Todas" });
    const own = within(list).getByText("Recorrer potreros").closest("li")!;
    const theirs = within(list).getByText("Vacunar terneros").closest("li")!;
    expect(within(own).getByRole("button", { name: 'Editar "Recorrer potreros"' })).toBeInTheDocument();
    expect(within(own).getByRole("button", { name: 'Eliminar "Recorrer potreros"' })).toBeInTheDocument();
    expect(within(theirs).queryByRole("button", { name: /Editar|Eliminar/ })).toBeNull();
    expect(within(theirs).getByRole("button", { name: 'Completar "Vacunar terneros"' })).toBeInTheDocument();
  });
});
