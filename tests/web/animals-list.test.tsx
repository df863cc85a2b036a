// Animales (/animales) on a stubbed API: the filters come from the URL and go to the server (a link to the
// pending list works), a select changes the URL and asks again from page 1, rows show the tag's last digits
// and an overdue registration in red, the pending list offers the SENASA registration, and a ranch without
// tagged animals is led to "Caravanear".
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import AnimalsPage from "../../web/src/features/animals/animals-page";
import { queryClient } from "../../web/src/lib/query/query-client";
import { appStore, organizationsAtom } from "../../web/src/lib/session";
import { animal, herdReads, ORG, renderAt, stubApi } from "./animal-fixtures";
import { fake, routes, type FakeRequest } from "./fake-api";

let lists: URLSearchParams[];
let registrations: unknown[];
let page: (q: FakeRequest["query"]) => ReturnType<typeof animal>[];

beforeEach(() => {
  lists = [];
  registrations = [];
  stubApi([
    ...herdReads,
    fake(routes.animal[":org"]).get(({ query }, reply) => {
      lists.push(query);
      const animals = page(query);
      return reply({ ok: true, animals, total: animals.length, page: 1, limit: 50 });
    }),
    fake(routes.animal[":org"].registration).post(({ body }, reply) => {
      registrations.push(body);
      return reply({ ok: true, registered: 1 });
    }),
  ]);
});
afterEach(() => {
  appStore.set(organizationsAtom, null);
  vi.unstubAllGlobals();
  queryClient.clear();
});

const show = (path: string) => renderAt(path, "/animales", <AnimalsPage />);
const asRole = (role: "owner" | "user") =>
  appStore.set(organizationsAtom, [{ id: ORG, name: "La Loma", role, members: [] }]);

describe("Animales", () => {
  it("asks the server with the URL's filters and shows them chosen", async () => {
    page = () => [animal(1, { registration: "pendiente", registration_due: "2020-01-10", registered_at: null })];
    show("/animales?registration=pendiente&sex=hembra&rodeo_id=3");
    const list = await screen.findByRole("list", { name: "Animales" });
    const asked = lists.at(-1)!;
    expect(asked.get("registration")).toBe("pendiente");
    expect(asked.get("sex")).toBe("hembra");
    expect(asked.get("rodeo_id")).toBe("3");
    expect(asked.get("state")).toBeNull();
    expect(screen.getByLabelText("Registro SENASA")).toHaveValue("pendiente");
    expect(screen.getByLabelText("Sexo")).toHaveValue("hembra");
    await waitFor(() => expect(screen.getByLabelText("Rodeo")).toHaveValue("3"));

    const row = within(list).getByRole("link", { name: /032 000000100001/ });
    expect(row).toHaveAttribute("href", "/animales/1");
    expect(within(row).getByText("0001")).toBeInTheDocument();
    // Due in 2020: overdue, in the danger colour.
    expect(within(row).getByText("Vencido el 10/01/2020")).toHaveClass("badge-danger");
    // Next to the flows, the way to the tags owned.
    expect(screen.getByRole("link", { name: "Caravanas" })).toHaveAttribute("href", "/animales/caravanas");
  });

  it("a changed filter goes to the URL and to the server, from page 1", async () => {
    page = () => [animal(1), animal(2, { sex: "macho" })];
    show("/animales?page=2");
    await screen.findByRole("list", { name: "Animales" });
    expect(lists.at(-1)!.get("page")).toBe("2");
    await userEvent.selectOptions(screen.getByLabelText("Estado"), "vendido");
    await waitFor(() => expect(lists.at(-1)!.get("state")).toBe("vendido"));
    expect(lists.at(-1)!.get("page")).toBeNull();
    expect(screen.getByRole("status", { name: "ruta" })).toHaveTextContent("/animales?state=vendido");
  });

  it("a ranch without tagged animals is led to Caravanear; a filter without matches says so", async () => {
    page = () => [];
    show("/animales");
    expect(await screen.findByRole("heading", { name: "Todavía no hay animales caravaneados" })).toBeInTheDocument();
    const links = screen.getAllByRole("link", { name: "Caravanear" });
    expect(links.every((l) => l.getAttribute("href") === "/animales/caravanear")).toBe(true);
    expect(links.length).toBe(2);

    await userEvent.selectOptions(screen.getByLabelText("Sexo"), "macho");
    expect(await screen.findByText("Ningún animal coincide con los filtros.")).toBeInTheDocument();
  });

  it("the pending list marks its tags registered with the date and reference", async () => {
    asRole("owner");
    const pending = animal(7, { registration: "pendiente", registration_due: "2999-01-01", registered_at: null });
    page = () => [pending];
    show("/animales?registration=pendiente");
    const panel = (await screen.findByRole("heading", { name: "Registrar en SENASA" })).closest("section")!;
    expect(within(panel).getByRole("button", { name: "Descargar lista (CSV)" })).toBeInTheDocument();
    expect(within(panel).getByLabelText(/Caravanas registradas/)).toHaveValue(pending.tag);
    await userEvent.click(within(panel).getByRole("button", { name: "Marcar como registrados" }));
    expect(await within(panel).findByRole("alert")).toHaveTextContent("Indicá la referencia del registro");
    expect(registrations).toEqual([]);

    await userEvent.type(within(panel).getByLabelText(/Referencia/), "SIGSA 4411");
    await userEvent.clear(within(panel).getByLabelText("Fecha del registro"));
    await userEvent.type(within(panel).getByLabelText("Fecha del registro"), "2026-11-20");
    await userEvent.click(within(panel).getByRole("button", { name: "Marcar como registrados" }));
    await waitFor(() =>
      expect(registrations).toEqual([{ tags: [pending.tag], date: "2026-11-20", reference: "SIGSA 4411" }]),
    );
  });

  it("a plain user sees the pending list without the registration form", async () => {
    asRole("user");
    page = () => [animal(7, { registration: "pendiente", registration_due: "2999-01-01", registered_at: null })];
    show("/animales?registration=pendiente");
    await screen.findByRole("list", { name: "Animales" });
    expect(screen.queryByRole("heading", { name: "Registrar en SENASA" })).toBeNull();
  });
});
