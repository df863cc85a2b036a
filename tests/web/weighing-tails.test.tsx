// The weighing session's read box finds an active animal by the last digits of its tag (docs/animals-reading.md,
// "Finding an animal by its last digits"): one found is added whole with its kg, several are offered to pick,
// none and no signal are said; a pasted list adds those found. Caravanear keeps refusing short numbers.
import type { Animal } from "@shared/animal-types";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import TaggingPage from "../../web/src/features/animals/tagging-page";
import WeighingPage from "../../web/src/features/animals/weighing-page";
import { queryClient } from "../../web/src/lib/query/query-client";
import { animal, herdReads, renderAt, stubApi } from "./animal-fixtures";
import { fail, fake, routes } from "./fake-api";

const HERD: Animal[] = [
  animal(123, { visual: "0123" }),
  animal(4567, { visual: "4567" }),
  animal(104567, { tag: "032000000204567", visual: "204567", category: "Ternero", category_id: 22 }),
  // Sold: never a candidate.
  animal(7, { tag: "032000000107777", state: "vendido" }),
];

let lists: URLSearchParams[];
let down: boolean;

/** The API's list as the server answers a search by digits: the active animals ending so, in the rodeo asked. */
function serve() {
  lists = [];
  down = false;
  stubApi([
    ...herdReads,
    fake(routes.animal[":org"]).get(({ query }, reply) => {
      lists.push(query);
      if (down) return fail(500, "Error interno");
      const q = query.get("q") ?? "";
      const animals = HERD.filter(
        (a) =>
          a.tag.endsWith(q) &&
          (!query.get("state") || a.state === query.get("state")) &&
          (!query.get("rodeo_id") || String(a.rodeo_id) === query.get("rodeo_id")),
      );
      return reply({ ok: true, animals, total: animals.length, page: 1, limit: 50 });
    }),
  ]);
}

beforeEach(serve);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  queryClient.clear();
});

async function openWeighing(rodeo: string | null = "3") {
  const user = userEvent.setup();
  renderAt("/animales/pesada", "/animales/pesada", <WeighingPage />);
  await screen.findByRole("option", { name: "Recría" });
  if (rodeo) await user.selectOptions(screen.getByLabelText("Rodeo"), rodeo);
  return user;
}

const readRows = () => within(screen.getByRole("list", { name: "Animales leídos" })).queryAllByRole("listitem");

async function typeRead(user: ReturnType<typeof userEvent.setup>, digits: string, kg: string) {
  await user.type(screen.getByRole("textbox", { name: "Caravana" }), `${digits}{Enter}`);
  await user.type(screen.getByRole("textbox", { name: "Kg" }), `${kg}{Enter}`);
}

describe("Sesión de pesada: the last digits of a tag", () => {
  it("one active animal ending so is added with its whole number and the kg typed", async () => {
    const user = await openWeighing();
    await typeRead(user, "0123", "345");
    expect(await screen.findByText("Caravana 100123 agregada")).toBeInTheDocument();
    expect(readRows()).toHaveLength(1);
    expect(screen.getByRole("textbox", { name: "Kg 032 000000100123" })).toHaveValue("345");
    // The session's rodeo, active animals only.
    expect(Object.fromEntries(lists[0]!)).toEqual({ q: "0123", state: "activo", rodeo_id: "3" });
    expect(screen.getByRole("textbox", { name: "Caravana" })).toHaveValue("");
  });

  it("several are offered as buttons; the one picked is added with the kg", async () => {
    const user = await openWeighing();
    await typeRead(user, "4567", "300,5");
    expect(await screen.findByText("2 caravanas activas terminan en 4567: elegí una")).toBeInTheDocument();
    const choices = screen.getByRole("group", { name: "Caravanas que terminan en 4567" });
    const buttons = within(choices).getAllByRole("button", { name: /^032/ });
    expect(buttons.map((b) => b.textContent)).toEqual([
      "032 000000104567Visual 4567 · Vaquillona",
      "032 000000204567Visual 204567 · Ternero",
    ]);
    expect(readRows()).toHaveLength(0);

    await user.click(buttons[1]!);
    expect(await screen.findByText("Caravana 204567 agregada")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Kg 032 000000204567" })).toHaveValue("300,5");
    expect(screen.queryByRole("group", { name: "Caravanas que terminan en 4567" })).toBeNull();
    expect(screen.getByRole("textbox", { name: "Kg" })).toHaveValue("");
  });

  it("none ending so is said and nothing added; without a rodeo every rodeo is searched", async () => {
    const user = await openWeighing(null);
    await typeRead(user, "7777", "280");
    expect(await screen.findByText("Ninguna caravana activa termina en 7777")).toBeInTheDocument();
    expect(readRows()).toHaveLength(0);
    expect(Object.fromEntries(lists[0]!)).toEqual({ q: "7777", state: "activo" });
    // Kept in the box, to finish typing the number.
    expect(screen.getByRole("textbox", { name: "Caravana" })).toHaveValue("7777");
  });

  it("a failed search asks for the whole number", async () => {
    const user = await openWeighing();
    down = true;
    await typeRead(user, "0123", "345");
    expect(await screen.findByText("Sin conexión: escribí el número completo")).toBeInTheDocument();
    expect(lists).toHaveLength(1);
    expect(readRows()).toHaveLength(0);
  });

  it("without signal nothing is asked: the whole number is", async () => {
    const user = await openWeighing();
    vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(false);
    await typeRead(user, "0123", "345");
    expect(await screen.findByText("Sin conexión: escribí el número completo")).toBeInTheDocument();
    expect(lists).toEqual([]);
    expect(readRows()).toHaveLength(0);
  });

  it("a pasted list adds those found and says the rest", async () => {
    const user = await openWeighing();
    await user.click(screen.getByRole("textbox", { name: "Caravana" }));
    await user.paste("0123;345\n4567;300\n9999;280\n032000000000013;401\n");
    expect(
      await screen.findByText("No se agregó: 2 caravanas activas terminan en 4567: escribí más dígitos"),
    ).toBeVisible();
    expect(readRows()).toHaveLength(2);
    expect(screen.getByRole("textbox", { name: "Kg 032 000000100123" })).toHaveValue("345");
    expect(screen.getByRole("textbox", { name: "Kg 032 000000000013" })).toHaveValue("401");
    expect(lists.map((q) => q.get("q"))).toEqual(["0123", "4567", "9999"]);
  });
});

describe("Caravanear", () => {
  it("keeps refusing a short number: its tags are new, nothing is searched", async () => {
    const user = userEvent.setup();
    renderAt("/animales/caravanear", "/animales/caravanear", <TaggingPage />);
    await screen.findByRole("option", { name: "Recría" });
    await user.type(screen.getByRole("textbox", { name: "Caravana" }), "0123{Enter}");
    expect(await screen.findByText(/^No se agregó: .*0123.* 4 dígitos/)).toBeInTheDocument();
    expect(lists).toEqual([]);
  });
});
