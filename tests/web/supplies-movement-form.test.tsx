// The movement form's supplies parts: a treatment offers the medicines in stock (not feed), takes
// their withdrawal days and shows the clearance day it will give; a sale of a rodeo under
// withdrawal shows the server's 409 and sends the same record again once confirmed.
import { addCalendarDays } from "@shared/clearance";
import type { MovementType } from "@shared/movement-types";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "jotai";
import { AppToaster } from "../../web/src/components/toaster/app-toaster";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { closeMovementForm, RecordMovementButton } from "../../web/src/components/movement-form";
import { loadMovementFormDialog } from "../../web/src/components/movement-form/movement-form-host";
import { queryClient } from "../../web/src/lib/query/query-client";
import { appStore, selectedOrganizationIdAtom, STORAGE_KEYS } from "../../web/src/lib/session";
import { tokenExpiringIn } from "./jwt-helpers";
import { supply, rodeo } from "./live-factories";
import { fake, fakeFetch, routes } from "./fake-api";

const ORG = 7;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const RODEOS = [
  {
    ...rodeo(3, "Toros"),
    stock: [{ id: 1, category_id: 21, category: "Toro", ev: 1.3, count: 22 }],
    total: 22,
  },
];
const CATEGORIES = [{ id: 21, name: "Toro", ev: 1.3, total: 22, created_at: "", updated_at: "" }];
const SUPPLIES = [
  supply(40, { name: "Ivermectina 1%", kind: "medicamento", unit: "ml", quantity: 500, withdrawal_days: 35 }),
  supply(41, { name: "Rollos", kind: "alimento", unit: "rollos", quantity: 30 }),
  supply(42, { name: "Vacuna aftosa", kind: "sanidad", unit: "dosis", quantity: 120, withdrawal_days: 0 }),
];

let posts: Array<{ url: string; body: Record<string, unknown> }>;
let answers: Array<() => Response>;

/** What the form reads. */
const formReads = fakeFetch([
  fake(routes.asset[":org"]).get({ ok: true, assets: SUPPLIES }),
  fake(routes.rodeo[":org"]).get({ ok: true, rodeos: RODEOS }),
  fake(routes["animal-categories"][":org"]).get({ ok: true, categories: CATEGORIES }),
  fake(routes.lot.info[":orgId"]).get({ ok: true, lots: [] }),
  fake(routes.movement.all[":org"]).get({ ok: true, movements: [], next_cursor: null }),
  fake(routes.movement["last-10"][":org"]).get({ ok: true, movements: [] }),
]);

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(900, Date.now()));
  localStorage.setItem(STORAGE_KEYS.refreshToken, tokenExpiringIn(86_400, Date.now()));
  queryClient.clear();
  closeMovementForm();
  appStore.set(selectedOrganizationIdAtom, ORG);
  posts = [];
  answers = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      if ((init.method ?? "GET") !== "GET") {
        posts.push({ url, body: JSON.parse(String(init.body)) as Record<string, unknown> });
        return (answers.shift() ?? (() => json(201, { ok: true, movement: { id: 99 } })))();
      }
      return formReads(url, init);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function open(type: MovementType, label: string) {
  render(
    <Provider store={appStore}>
      <RecordMovementButton type={type} rodeoId={3} />
      <AppToaster />
    </Provider>,
  );
  await userEvent.click(screen.getByRole("button", { name: label }));
  const dialog = await screen.findByRole("dialog", { name: label });
  await waitFor(() => expect(within(dialog).getAllByRole("option", { name: /Toros/ })[0]).toBeInTheDocument());
  return dialog;
}

const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

describe("movement form: supplies", () => {
  beforeAll(() => loadMovementFormDialog(), 30_000);

  it("a treatment offers the medicines in stock and shows the clearance day the chosen one gives", async () => {
    const dialog = await open("TREATMENT", "Tratamiento sanitario");
    const picker = within(dialog).getByLabelText("Medicamento del stock (opcional)");
    await waitFor(() => expect(within(picker).getAllByRole("option")).toHaveLength(3));
    expect(
      within(picker)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Sin descontar del stock", "Ivermectina 1% · 500 ml", "Vacuna aftosa · 120 dosis"]);
    expect(within(dialog).queryByRole("status")).toBeNull();

    await userEvent.selectOptions(picker, "40");
    expect(within(dialog).getByLabelText("Días de carencia")).toHaveValue(35);
    expect(within(dialog).getByLabelText("Producto")).toHaveValue("Ivermectina 1%");
    const date = (within(dialog).getByLabelText("Fecha") as HTMLInputElement).value;
    expect(within(dialog).getByRole("status")).toHaveTextContent(`Carencia hasta ${dmy(addCalendarDays(date, 35))}`);
    // Other days (or another date) give another clearance day.
    await userEvent.clear(within(dialog).getByLabelText("Días de carencia"));
    await userEvent.type(within(dialog).getByLabelText("Días de carencia"), "10");
    expect(within(dialog).getByRole("status")).toHaveTextContent(`Carencia hasta ${dmy(addCalendarDays(date, 10))}`);

    await userEvent.click(within(dialog).getByRole("button", { name: "Registrar" }));
    expect(await within(dialog).findByText("Indicá la cantidad usada del insumo")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText("Cantidad usada (ml)"), "20");
    await userEvent.click(within(dialog).getByRole("button", { name: "Registrar" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.url).toBe(`/api/movement/treatment/${ORG}`);
    expect(posts[0]!.body).toMatchObject({
      rodeo_id: 3,
      product: "Ivermectina 1%",
      withdrawal_days: 10,
      asset_id: 40,
      asset_quantity: 20,
    });
  });

  it("a sale of a rodeo under withdrawal shows the server's message and resends it acknowledged", async () => {
    const message = "El rodeo Toros está en carencia hasta el 28/12/2026. Confirmá para registrarlo igual.";
    answers.push(() => json(409, { ok: false, code: "WITHDRAWAL_ACTIVE", message }));
    const dialog = await open("SELL", "Venta de animales");
    await userEvent.selectOptions(within(dialog).getByLabelText("Categoría"), "Toro");
    await userEvent.type(within(dialog).getByLabelText("Cantidad"), "2");
    await userEvent.click(within(dialog).getByRole("button", { name: "Registrar" }));

    const warning = await within(dialog).findByRole("alert");
    expect(warning).toHaveTextContent(message);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body.acknowledge_withdrawal).toBeUndefined();

    await userEvent.click(within(warning).getByRole("button", { name: "Confirmar y registrar igual" }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]!.url).toBe(posts[0]!.url);
    // Each save carries its own client id (docs/offline.md): the refused first one was never recorded.
    expect(posts[1]!.body).toEqual({ ...posts[0]!.body, acknowledge_withdrawal: true, client_id: expect.any(String) });
    expect(posts[1]!.body.client_id).not.toBe(posts[0]!.body.client_id);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("another 409 is not a withdrawal: no confirmation is offered", async () => {
    const message = "No hay suficientes animales de la categoría Toro en el rodeo Toros: disponibles 22, pedidos 30";
    answers.push(() => json(409, { ok: false, code: "INSUFFICIENT_STOCK", message }));
    const dialog = await open("SELL", "Venta de animales");
    await userEvent.selectOptions(within(dialog).getByLabelText("Categoría"), "Toro");
    await userEvent.type(within(dialog).getByLabelText("Cantidad"), "30");
    await userEvent.click(within(dialog).getByRole("button", { name: "Registrar" }));
    await waitFor(() => expect(within(dialog).getByLabelText("Cantidad")).toHaveAttribute("aria-invalid", "true"));
    expect(within(dialog).queryByRole("button", { name: "Confirmar y registrar igual" })).toBeNull();
  });
});
