// Caravanas (/animales/caravanas) on a stubbed API: the tags owned with their state and animal, the state filter
// in the URL and to the server, paging, a load as a list and as a range (the body sent and the server's answer
// shown), a server line error under the numbers, a state set by hand and a refused one, and a plain member who
// sees the list without the admins' actions.
import type { Tag } from "@shared/animal-types";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import TagsPage from "../../web/src/features/animals/tags-page";
import { queryClient } from "../../web/src/lib/query/query-client";
import { appStore, organizationsAtom } from "../../web/src/lib/session";
import { ORG, renderAt, stubApi } from "./animal-fixtures";
import { fail, fake, Failure, routes } from "./fake-api";

const tag = (number: string, state: Tag["state"], animal_id: number | null = null): Tag => ({
  number,
  state,
  animal_id,
  created_at: "2026-11-01T10:00:00.000Z",
  updated_at: "2026-11-01T10:00:00.000Z",
});

let asked: URLSearchParams[];
let loads: unknown[];
let patches: Array<{ number: string; body: unknown }>;
let owned: Tag[];
let total: number | undefined;
let loadAnswer: () => Failure | { added: number; already: number };

beforeEach(() => {
  asked = [];
  loads = [];
  patches = [];
  total = undefined;
  owned = [
    tag("032000000000001", "disponible"),
    tag("032000000000002", "aplicada", 41),
    tag("032000000000003", "perdida", 42),
  ];
  loadAnswer = () => ({ added: 3, already: 1 });
  stubApi([
    fake(routes.tag[":org"]).get(({ query }, reply) => {
      asked.push(query);
      const state = query.get("state");
      const tags = owned.filter((t) => !state || t.state === state);
      return reply({ ok: true, tags, total: total ?? tags.length });
    }),
    fake(routes.tag[":org"]).post(({ body }, reply) => {
      loads.push(body);
      const answer = loadAnswer();
      return answer instanceof Failure ? answer : reply({ ok: true, ...answer });
    }, 201),
    fake(routes.tag[":org"][":number"]).patch(({ params, body }, reply) => {
      patches.push({ number: params.number!, body });
      const state = (body as { state: Tag["state"] }).state;
      if (state === "disponible") return fail(409, "Una caravana que ya se usó no vuelve a estar disponible");
      owned = owned.map((t) => (t.number === params.number ? { ...t, state } : t));
      return reply({ ok: true, tag: owned.find((t) => t.number === params.number)! });
    }),
  ]);
});
afterEach(() => {
  appStore.set(organizationsAtom, null);
  vi.unstubAllGlobals();
  queryClient.clear();
});

const asRole = (role: "owner" | "admin" | "user") =>
  appStore.set(organizationsAtom, [{ id: ORG, name: "La Loma", role, members: [] }]);
const show = (path = "/animales/caravanas") => renderAt(path, "/animales/caravanas", <TagsPage />);
const openLoad = async () => {
  await userEvent.click(await screen.findByRole("button", { name: "Cargar caravanas", expanded: false }));
  return screen.getByRole("heading", { name: "Cargar caravanas" }).closest("section")!;
};
/** An owner's load form, `text` typed as the list of numbers and sent; the form and its text area. */
async function loadList(text: string) {
  asRole("owner");
  show();
  const form = await openLoad();
  const numbers = within(form).getByLabelText(/Números de caravana/);
  await userEvent.type(numbers, text);
  await userEvent.click(within(form).getByRole("button", { name: "Cargar" }));
  return { form, numbers };
}

describe("Caravanas", () => {
  it("lists the tags with their state, count and animal", async () => {
    asRole("owner");
    show();
    const list = await screen.findByRole("list", { name: "Caravanas" });
    expect(screen.getByText("3 caravanas")).toBeInTheDocument();
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText("032 000000000001")).toBeInTheDocument();
    expect(within(rows[0]!).getByText("Disponible", { selector: ".badge" })).toHaveClass("badge");
    expect(within(rows[0]!).queryByRole("link")).toBeNull();
    expect(within(rows[1]!).getByText("Aplicada", { selector: ".badge" })).toBeInTheDocument();
    expect(
      within(rows[1]!).getByRole("link", { name: "Ver el animal de la caravana 032 000000000002" }),
    ).toHaveAttribute("href", "/animales/41");
    expect(within(rows[2]!).getByText("Perdida", { selector: ".badge" })).toHaveClass("badge-danger");
    expect(asked.at(-1)!.get("state")).toBeNull();
  });

  it("filters by state through the URL and pages 500 at a time", async () => {
    asRole("user");
    total = 1200;
    show("/animales/caravanas?state=perdida");
    await screen.findByRole("list", { name: "Caravanas" });
    expect(asked.at(-1)!.get("state")).toBe("perdida");
    expect(screen.getByLabelText("Estado")).toHaveValue("perdida");
    expect(screen.getByText("Página 1 de 3")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Siguiente" }));
    await waitFor(() => expect(asked.at(-1)!.get("page")).toBe("2"));
    expect(asked.at(-1)!.get("state")).toBe("perdida");

    await userEvent.selectOptions(screen.getByLabelText("Estado"), "disponible");
    await waitFor(() => expect(asked.at(-1)!.get("state")).toBe("disponible"));
    expect(asked.at(-1)!.get("page")).toBeNull();
    expect(screen.getByRole("status", { name: "ruta" })).toHaveTextContent("/animales/caravanas?state=disponible");
  });

  it("a ranch without tags is led to load them; a state without tags says so", async () => {
    asRole("admin");
    owned = [];
    show();
    expect(await screen.findByRole("heading", { name: "Todavía no cargaste caravanas" })).toBeInTheDocument();
    const [, fromEmpty] = screen.getAllByRole("button", { name: "Cargar caravanas" });
    await userEvent.click(fromEmpty!);
    expect(screen.getByRole("heading", { name: "Cargar caravanas" })).toBeInTheDocument();
    expect(screen.getByLabelText(/Números de caravana/)).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText("Estado"), "baja");
    expect(await screen.findByText("Ninguna caravana en ese estado.")).toBeInTheDocument();
  });

  it("loads a pasted list, separators dropped and blank lines skipped, and shows the server's answer", async () => {
    const { form, numbers } = await loadList(
      "032 000 000 000 010{enter}{enter}032.000.000.000.011{enter}032-000000000012{enter}",
    );
    await waitFor(() =>
      expect(loads).toEqual([{ numbers: ["032000000000010", "032000000000011", "032000000000012"] }]),
    );
    expect(await within(form).findByRole("status")).toHaveTextContent("3 caravanas cargadas, 1 ya estaban");
    expect(numbers).toHaveValue("");
  });

  it("checks a list before sending, naming the text area's own line", async () => {
    const { form } = await loadList("032000000000010{enter}{enter}03200000001");
    expect(
      await within(form).findByText('Línea 3: "03200000001" tiene 11 dígitos: una caravana tiene 15'),
    ).toBeInTheDocument();
    expect(loads).toEqual([]);
  });

  it("shows the server's line error next to the numbers", async () => {
    loadAnswer = () =>
      new Failure(400, {
        ok: false,
        message: "Datos inválidos",
        code: "VALIDATION_ERROR",
        issues: [{ path: "numbers.1", message: "Línea 2: la caravana 032000000000011 está repetida" }],
      });
    const { form, numbers } = await loadList("032000000000010{enter}{enter}032000000000011");
    // The second line sent is the text area's third.
    const error = await within(form).findByText("Línea 3: la caravana 032000000000011 está repetida");
    expect(numbers).toHaveAttribute("aria-invalid", "true");
    expect(numbers.getAttribute("aria-describedby")).toContain(error.id);
    expect(within(form).getByRole("status")).toHaveTextContent("");
  });

  it("loads a range with its two ends", async () => {
    asRole("owner");
    loadAnswer = () => ({ added: 100, already: 0 });
    show();
    const form = await openLoad();
    await userEvent.click(within(form).getByRole("radio", { name: "Rango" }));
    await userEvent.type(within(form).getByLabelText(/Desde/), "032000000000100");
    await userEvent.click(within(form).getByRole("button", { name: "Cargar" }));
    expect(await within(form).findByText("Falta el número de caravana")).toBeInTheDocument();
    expect(loads).toEqual([]);

    await userEvent.type(within(form).getByLabelText(/Hasta/), "032 000000000199");
    await userEvent.click(within(form).getByRole("button", { name: "Cargar" }));
    await waitFor(() => expect(loads).toEqual([{ from: "032000000000100", to: "032000000000199" }]));
    expect(await within(form).findByRole("status")).toHaveTextContent("100 caravanas cargadas, 0 ya estaban");
  });

  it("sets a tag's state by hand, and shows the server's refusal in its row", async () => {
    asRole("admin");
    show();
    const list = await screen.findByRole("list", { name: "Caravanas" });
    await userEvent.selectOptions(within(list).getByLabelText("Estado de la caravana 032 000000000001"), "baja");
    await waitFor(() => expect(patches).toEqual([{ number: "032000000000001", body: { state: "baja" } }]));
    await waitFor(() =>
      expect(
        within(within(list).getAllByRole("listitem")[0]!).getByText("De baja", { selector: ".badge" }),
      ).toBeInTheDocument(),
    );

    // An applied tag shows as such and may not be chosen back.
    const applied = within(list).getByLabelText("Estado de la caravana 032 000000000002");
    expect(applied).toHaveValue("aplicada");
    expect(within(applied).getByRole("option", { name: "Aplicada" })).toBeDisabled();

    const lost = within(list).getAllByRole("listitem")[2]!;
    await userEvent.selectOptions(within(lost).getByRole("combobox"), "disponible");
    expect(await within(lost).findByRole("alert")).toHaveTextContent(
      "Una caravana que ya se usó no vuelve a estar disponible",
    );
    expect(within(lost).getByRole("combobox")).toHaveValue("perdida");
  });

  it("a plain member sees the tags without loading or setting states", async () => {
    asRole("user");
    show();
    const list = await screen.findByRole("list", { name: "Caravanas" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    expect(screen.queryByRole("button", { name: "Cargar caravanas" })).toBeNull();
    expect(screen.queryByRole("combobox", { name: /Estado de la caravana/ })).toBeNull();
  });

  it("a plain member's empty list leads to tagging", async () => {
    asRole("user");
    owned = [];
    show();
    expect(await screen.findByRole("heading", { name: "Todavía no hay caravanas cargadas" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Caravanear" })).toHaveAttribute("href", "/animales/caravanear");
    expect(screen.queryByRole("button", { name: "Cargar caravanas" })).toBeNull();
  });
});
