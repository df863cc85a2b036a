// The movement form's "Buscar por los últimos dígitos" (docs/animals-reading.md, "Finding an animal by its last
// digits"): it lists the active animals of the form's rodeo ending in the digits, the one clicked joins the
// tags field as a new line (once), and Enter in it searches instead of saving the movement.
import type { Animal } from "@shared/animal-types";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "jotai";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { closeMovementForm, RecordMovementButton } from "../../web/src/components/movement-form";
import { loadMovementFormDialog } from "../../web/src/components/movement-form/movement-form-host";
import { queryClient } from "../../web/src/lib/query/query-client";
import { appStore } from "../../web/src/lib/session";
import { animal } from "./animal-fixtures";
import { fake, fakeFetch, routes } from "./fake-api";
import { category, rodeo } from "./live-factories";
import { signedIn } from "./record-page";

const ORG = 7;
const HERD: Animal[] = [
  animal(4567, { visual: "4567" }),
  animal(104567, { tag: "032000000204567", visual: "204567" }),
  // In another rodeo: not this movement's.
  animal(204567, { tag: "032000000304567", rodeo_id: 4, rodeo: "Recría" }),
];

let lists: URLSearchParams[];

beforeEach(() => {
  queryClient.clear();
  closeMovementForm();
  signedIn(ORG);
  lists = [];
  const withStock = (id: number, name: string) => ({
    ...rodeo(id, name),
    stock: [{ id: 1, category_id: 21, category: "Vaquillona", ev: 1, count: 30 }],
    total: 30,
  });
  vi.stubGlobal(
    "fetch",
    vi.fn(
      fakeFetch([
        fake(routes.rodeo[":org"]).get({ ok: true, rodeos: [withStock(3, "Cría"), withStock(4, "Recría")] }),
        fake(routes["animal-categories"][":org"]).get({ ok: true, categories: [category(21, "Vaquillona")] }),
        fake(routes.lot.info[":orgId"]).get({ ok: true, lots: [] }),
        fake(routes.animal[":org"]).get(({ query }, reply) => {
          lists.push(query);
          const animals = HERD.filter(
            (a) => a.tag.endsWith(query.get("q") ?? "") && String(a.rodeo_id) === query.get("rodeo_id"),
          );
          return reply({ ok: true, animals, total: animals.length, page: 1, limit: 50 });
        }),
      ]),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function openSale() {
  const user = userEvent.setup();
  render(
    <Provider store={appStore}>
      <RecordMovementButton type="SELL" />
    </Provider>,
  );
  await user.click(screen.getByRole("button", { name: "Venta de animales" }));
  const dialog = await screen.findByRole("dialog", { name: "Venta de animales" });
  await waitFor(() => expect(within(dialog).getByRole("option", { name: /Cría/ })).toBeInTheDocument());
  return { user, dialog };
}

describe("movement form: search by the last digits", () => {
  beforeAll(() => loadMovementFormDialog(), 30_000);

  it("lists the rodeo's active animals ending so; the one clicked is appended to the tags, once", async () => {
    const { user, dialog } = await openSale();
    // No rodeo yet: nothing to search in.
    const search = within(dialog).getByRole("textbox", { name: "Buscar por los últimos dígitos" });
    await user.type(search, "4567{Enter}");
    expect(within(dialog).getByText("Elegí el rodeo para buscar sus animales")).toBeInTheDocument();
    expect(lists).toEqual([]);
    // Enter searched: the sale was not submitted (its checks would have marked the missing rodeo).
    expect(within(dialog).getByLabelText("Rodeo")).not.toHaveAttribute("aria-invalid");

    await user.selectOptions(within(dialog).getByLabelText("Rodeo"), "3");
    const tags = within(dialog).getByLabelText("Caravanas (opcional)");
    await user.type(tags, "032000000000011");
    await user.click(within(dialog).getByRole("button", { name: "Buscar" }));
    const choices = await within(dialog).findByRole("group", { name: "Caravanas que terminan en 4567" });
    expect(Object.fromEntries(lists[0]!)).toEqual({ q: "4567", state: "activo", rodeo_id: "3" });
    expect(within(choices).getAllByRole("button", { name: /^032/ })).toHaveLength(2);

    await user.click(within(choices).getByRole("button", { name: /032 000000204567/ }));
    expect(tags).toHaveValue("032000000000011\n032000000204567");
    expect(within(dialog).getByText("Caravana 032 000000204567 agregada")).toBeInTheDocument();
    expect(search).toHaveValue("");

    // The same animal again: the field keeps it once.
    await user.type(search, "04567{Enter}");
    await user.click(
      within(await within(dialog).findByRole("group", { name: /04567/ })).getByRole("button", {
        name: /032 000000204567/,
      }),
    );
    expect(tags).toHaveValue("032000000000011\n032000000204567");
    expect(within(dialog).getByText("La caravana 032 000000204567 ya está en la lista")).toBeInTheDocument();
  });

  it("says when no active animal of the rodeo ends so", async () => {
    const { user, dialog } = await openSale();
    await user.selectOptions(within(dialog).getByLabelText("Rodeo"), "4");
    await user.type(within(dialog).getByRole("textbox", { name: "Buscar por los últimos dígitos" }), "0123{Enter}");
    expect(await within(dialog).findByText("Ninguna caravana activa termina en 0123")).toBeInTheDocument();
    expect(within(dialog).queryByRole("group", { name: /0123/ })).toBeNull();
  });
});
