// Creating what a form lacks without leaving it (docs/first-steps.md): "Crear rodeo…" and "Crear categoría…"
// in the purchase form, "Crear campo…" in the lot form. The created record is chosen, what was typed in the
// form around it stays, the inner dialog's submit never submits the outer form, and plain users are not
// offered it.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "jotai";
import { AppToaster } from "../../web/src/components/toaster/app-toaster";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { closeMovementForm, RecordMovementButton } from "../../web/src/components/movement-form";
import { loadMovementFormDialog } from "../../web/src/components/movement-form/movement-form-host";
import { LotCreateDialog } from "../../web/src/features/lots/lot-create-dialog";
import { queryClient } from "../../web/src/lib/query/query-client";
import { appStore, organizationsAtom, selectedOrganizationIdAtom, STORAGE_KEYS } from "../../web/src/lib/session";
import { tokenExpiringIn } from "./jwt-helpers";
import { fake, fakeFetch, routes } from "./fake-api";

const ORG = 7;
const stamp = "2026-01-01T00:00:00.000Z";
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const category = (id: number, name: string) => ({ id, name, ev: 1, total: 0, created_at: stamp, updated_at: stamp });
const rodeo = (id: number, name: string) => ({
  id,
  name,
  lot_id: null,
  lot: null,
  stock: [],
  total: 0,
  last_mean_weight: null,
  last_weighing_date: null,
  daily_gain: null,
  withdrawal_until: null,
  created_at: stamp,
  updated_at: stamp,
});

let posts: Array<{ url: string; body: Record<string, unknown> }>;

/** What the forms read of a brand-new ranch: the default categories and nothing else. */
const newRanch = fakeFetch([
  fake(routes.rodeo[":org"]).get({ ok: true, rodeos: [] }),
  fake(routes["animal-categories"][":org"]).get({
    ok: true,
    categories: [category(20, "Vaca"), category(21, "Ternero")],
  }),
  fake(routes.lot.info[":orgId"]).get({ ok: true, lots: [] }),
  fake(routes.field[":org"]).get({ ok: true, fields: [] }),
  fake(routes.movement.all[":org"]).get({ ok: true, movements: [], next_cursor: null }),
  fake(routes.movement["last-10"][":org"]).get({ ok: true, movements: [] }),
]);

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(900, Date.now()));
  localStorage.setItem(STORAGE_KEYS.refreshToken, tokenExpiringIn(86_400, Date.now()));
  queryClient.clear();
  closeMovementForm();
  appStore.set(organizationsAtom, [{ id: ORG, name: "La Loma", role: "owner", members: [] }]);
  appStore.set(selectedOrganizationIdAtom, ORG);
  posts = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      if ((init.method ?? "GET") !== "GET") {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        posts.push({ url, body });
        if (url === `/api/rodeo/${ORG}`) return json(201, { ok: true, rodeo: rodeo(41, String(body.name)) });
        if (url === `/api/animal-categories/${ORG}`)
          return json(201, { ok: true, category: category(30, String(body.name)) });
        if (url === `/api/field/${ORG}`)
          return json(201, { ok: true, field: { id: 5, name: body.name, hectares: 0, locality: "", lot_count: 0 } });
        return json(201, { ok: true, movement: { id: 99 } });
      }
      return newRanch(url, init);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPurchase() {
  render(
    <Provider store={appStore}>
      <RecordMovementButton type="BUY" />
      <AppToaster />
    </Provider>,
  );
}

async function openPurchase() {
  renderPurchase();
  await userEvent.click(screen.getByRole("button", { name: "Compra de animales" }));
  const dialog = await screen.findByRole("dialog", { name: "Compra de animales" });
  await waitFor(() => expect(within(dialog).getByRole("option", { name: /^Vaca/ })).toBeInTheDocument());
  return dialog;
}

// Nested dialogs typed into key by key: seconds on a busy machine, more than the default 5.
describe("inline creation in the purchase form", { timeout: 20_000 }, () => {
  beforeAll(() => loadMovementFormDialog(), 30_000);

  it("creates the missing rodeo, chooses it and keeps what was typed; then the purchase goes out with it", async () => {
    const dialog = await openPurchase();
    await userEvent.type(within(dialog).getByLabelText("Vendedor"), "Feria Rosario");
    await userEvent.selectOptions(within(dialog).getByLabelText("Categoría"), "Vaca");
    await userEvent.type(within(dialog).getByLabelText("Cantidad"), "10");
    await userEvent.type(within(dialog).getByLabelText("Detalle"), "Primera compra");

    await userEvent.click(within(dialog).getByRole("button", { name: "Crear rodeo…" }));
    const inner = await screen.findByRole("dialog", { name: "Nuevo rodeo" });
    await userEvent.type(within(inner).getByLabelText("Nombre del rodeo"), "Cría");
    // Enter in the inner form submits it, and only it.
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Nuevo rodeo" })).not.toBeInTheDocument());

    expect(posts.map((p) => p.url)).toEqual([`/api/rodeo/${ORG}`]);
    expect(posts[0]!.body).toMatchObject({ name: "Cría", lot_id: null });
    await waitFor(() => expect(within(dialog).getByLabelText("Rodeo")).toHaveValue("41"));
    expect(within(dialog).getByLabelText("Vendedor")).toHaveValue("Feria Rosario");
    expect(within(dialog).getByLabelText("Categoría")).toHaveValue("Vaca");
    expect(within(dialog).getByLabelText("Cantidad")).toHaveValue(10);
    expect(within(dialog).getByLabelText("Detalle")).toHaveValue("Primera compra");

    await userEvent.click(within(dialog).getByRole("button", { name: "Registrar" }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]!.url).toBe(`/api/movement/load-buy/${ORG}`);
    expect(posts[1]!.body).toMatchObject({
      rodeo_id: 41,
      seller: "Feria Rosario",
      detail: "Primera compra",
      animals: [{ type: "Vaca", count: 10 }],
    });
  });

  it("creates a missing category onto the empty line, keeping the count typed", async () => {
    const dialog = await openPurchase();
    await userEvent.type(within(dialog).getByLabelText("Cantidad"), "4");
    await userEvent.type(within(dialog).getByLabelText("Vendedor"), "Don Pedro");
    await userEvent.click(within(dialog).getByRole("button", { name: "Crear categoría…" }));
    const inner = await screen.findByRole("dialog", { name: "Nueva categoría" });
    await userEvent.type(within(inner).getByLabelText("Nombre"), "Torito");
    await userEvent.click(within(inner).getByRole("button", { name: "Agregar categoría" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Nueva categoría" })).not.toBeInTheDocument());

    await waitFor(() => expect(within(dialog).getByLabelText("Categoría")).toHaveValue("Torito"));
    expect(within(dialog).getByLabelText("Cantidad")).toHaveValue(4);
    expect(within(dialog).getByLabelText("Vendedor")).toHaveValue("Don Pedro");
    expect(posts.map((p) => p.url)).toEqual([`/api/animal-categories/${ORG}`]);
  });

  it("never submits a complete outer form when the inner one is saved: a second category goes on a new line", async () => {
    const dialog = await openPurchase();
    await userEvent.click(within(dialog).getByRole("button", { name: "Crear rodeo…" }));
    const rodeoDialog = await screen.findByRole("dialog", { name: "Nuevo rodeo" });
    await userEvent.type(within(rodeoDialog).getByLabelText("Nombre del rodeo"), "Cría");
    await userEvent.click(within(rodeoDialog).getByRole("button", { name: "Crear rodeo" }));
    await waitFor(() => expect(within(dialog).getByLabelText("Rodeo")).toHaveValue("41"));
    // The purchase is now complete: a stray submit would send it.
    await userEvent.selectOptions(within(dialog).getByLabelText("Categoría"), "Vaca");
    await userEvent.type(within(dialog).getByLabelText("Cantidad"), "10");

    await userEvent.click(within(dialog).getByRole("button", { name: "Crear categoría…" }));
    const inner = await screen.findByRole("dialog", { name: "Nueva categoría" });
    await userEvent.type(within(inner).getByLabelText("Nombre"), "Torito");
    await userEvent.click(within(inner).getByRole("button", { name: "Agregar categoría" }));
    await waitFor(() => expect(within(dialog).getAllByLabelText("Categoría")).toHaveLength(2));
    const [first, second] = within(dialog).getAllByLabelText("Categoría");
    expect(first).toHaveValue("Vaca");
    await waitFor(() => expect(second).toHaveValue("Torito"));
    expect(within(dialog).getAllByLabelText("Cantidad")[0]).toHaveValue(10);
    expect(posts.map((p) => p.url)).toEqual([`/api/rodeo/${ORG}`, `/api/animal-categories/${ORG}`]);
    expect(screen.getByRole("dialog", { name: "Compra de animales" })).toBeInTheDocument();
  });

  it("closing the inner dialog without creating leaves the form as it was", async () => {
    const dialog = await openPurchase();
    await userEvent.type(within(dialog).getByLabelText("Vendedor"), "Feria");
    await userEvent.click(within(dialog).getByRole("button", { name: "Crear rodeo…" }));
    const inner = await screen.findByRole("dialog", { name: "Nuevo rodeo" });
    await userEvent.click(within(inner).getByRole("button", { name: "Cancelar" }));
    expect(screen.queryByRole("dialog", { name: "Nuevo rodeo" })).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Compra de animales" })).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Vendedor")).toHaveValue("Feria");
    expect(posts).toHaveLength(0);
  });

  it("is not offered to a plain user, who cannot create rodeos or categories", async () => {
    appStore.set(organizationsAtom, [{ id: ORG, name: "La Loma", role: "user", members: [] }]);
    const dialog = await openPurchase();
    expect(within(dialog).queryByRole("button", { name: "Crear rodeo…" })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Crear categoría…" })).not.toBeInTheDocument();
  });
});

describe("inline creation in the lot form", { timeout: 20_000 }, () => {
  it("creates the field, chooses it and keeps the lot's name and hectares", async () => {
    render(
      <Provider store={appStore}>
        <LotCreateDialog onClose={() => undefined} />
        <AppToaster />
      </Provider>,
    );
    const dialog = await screen.findByRole("dialog", { name: "Nuevo lote" });
    await userEvent.type(within(dialog).getByLabelText("Nombre del lote"), "Potrero del bajo");
    await userEvent.type(within(dialog).getByLabelText("Hectáreas"), "120");
    await userEvent.click(within(dialog).getByRole("button", { name: "Crear campo…" }));
    const inner = await screen.findByRole("dialog", { name: "Nuevo campo" });
    await userEvent.type(within(inner).getByLabelText("Nombre del campo"), "La Loma");
    await userEvent.click(within(inner).getByRole("button", { name: "Crear campo" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Nuevo campo" })).not.toBeInTheDocument());

    await waitFor(() => expect(within(dialog).getByLabelText("Campo")).toHaveValue("5"));
    expect(within(dialog).getByLabelText("Nombre del lote")).toHaveValue("Potrero del bajo");
    expect(within(dialog).getByLabelText("Hectáreas")).toHaveValue("120");
    // Only the field was sent: the lot waits for its own "Crear lote".
    expect(posts.map((p) => p.url)).toEqual([`/api/field/${ORG}`]);
  });
});
