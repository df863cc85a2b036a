// The movement entry form: opened by a record button (lazy chunk), validated with the API's own
// schema (its messages, field by field), the API's 409 shown by the field and in a toast, and the
// bodies it sends.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "jotai";
import { AppToaster } from "../../web/src/components/toaster/app-toaster";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { movementBodySchemas } from "@shared/movement-schemas";
import { closeMovementForm, RecordMovementButton } from "../../web/src/components/movement-form";
import { loadMovementFormDialog } from "../../web/src/components/movement-form/movement-form-host";
import { appStore, selectedOrganizationIdAtom, STORAGE_KEYS } from "../../web/src/lib/session";
import { queryClient } from "../../web/src/lib/query/query-client";
import { tokenExpiringIn } from "./jwt-helpers";
import { todayIso } from "../../web/src/lib/dates";
import { fake, fakeFetch, routes } from "./fake-api";

const ORG = 7;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const stamp = "2026-01-01T00:00:00.000Z";
const RODEOS = [
  {
    id: 3,
    name: "Toros",
    lot_id: 9,
    lot: { id: 9, name: "Monte Grande" },
    stock: [{ id: 1, category_id: 21, category: "Toro", ev: 1.3, count: 22 }],
    total: 22,
    last_mean_weight: null,
    last_weighing_date: null,
    daily_gain: null,
    withdrawal_until: null,
    created_at: stamp,
    updated_at: stamp,
  },
];
const CATEGORIES = ["Vaca", "Toro", "Ternero"].map((name, i) => ({
  id: 20 + i,
  name,
  ev: 1,
  total: 0,
  created_at: stamp,
  updated_at: stamp,
}));

let posts: Array<{ url: string; body: unknown }>;
let answer: () => Response;

/** What the form reads. */
const formReads = fakeFetch([
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
  answer = () => json(201, { ok: true, movement: { id: 99 } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      if ((init.method ?? "GET") !== "GET") {
        posts.push({ url, body: JSON.parse(String(init.body)) });
        return answer();
      }
      return formReads(url, init);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderButton(type: "SELL" | "RAIN" | "PREGNANCY_DIAGNOSIS") {
  render(
    <Provider store={appStore}>
      <RecordMovementButton type={type} />
      <AppToaster />
    </Provider>,
  );
}

/** What the shared schema says about `body`, by field. */
function schemaErrors(kind: keyof typeof movementBodySchemas, body: unknown): Record<string, string> {
  const result = movementBodySchemas[kind].safeParse(body);
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

describe("movement entry form", () => {
  // The form is a lazy chunk: transforming it on first import is test-runner work (seconds on a busy
  // machine) that a browser never does, so it happens here, before any test times a dialog opening.
  beforeAll(() => loadMovementFormDialog(), 30_000);

  it("opens from its button with the type's label and today's date", async () => {
    renderButton("SELL");
    await userEvent.click(screen.getByRole("button", { name: "Venta de animales" }));
    const dialog = await screen.findByRole("dialog", { name: "Venta de animales" });
    // Today in the ranch's time zone (Argentina), not the machine's: from 21:00 in Argentina the UTC date is
    // already tomorrow, and a record's day is the day where it happened.
    expect(within(dialog).getByLabelText("Fecha")).toHaveValue(todayIso());
  });

  it("shows the shared schema's errors next to their fields and sends nothing", async () => {
    renderButton("SELL");
    await userEvent.click(screen.getByRole("button", { name: "Venta de animales" }));
    const dialog = await screen.findByRole("dialog", { name: "Venta de animales" });
    await userEvent.clear(within(dialog).getByLabelText("Fecha"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Registrar" }));

    const expected = schemaErrors("SELL", { date: "", animals: [{ type: "" }] });
    const date = within(dialog).getByLabelText("Fecha");
    expect(date).toHaveAccessibleDescription(expected.date!);
    expect(within(dialog).getByLabelText("Categoría")).toHaveAccessibleDescription(expected["animals.0.type"]!);
    expect(within(dialog).getByLabelText("Cantidad")).toHaveAccessibleDescription(expected["animals.0.count"]!);
    // A missing pick reads as a request to choose (the schema's own check failed on it).
    expect(expected.rodeo_id).toBeDefined();
    expect(within(dialog).getByLabelText("Rodeo")).toHaveAccessibleDescription("Elegí el rodeo");
    expect(posts).toHaveLength(0);
  });

  it("uses the schema's refinements and limits (diagnosis totals, rain millimetres)", async () => {
    renderButton("PREGNANCY_DIAGNOSIS");
    await userEvent.click(screen.getByRole("button", { name: "Diagnóstico de preñez" }));
    const dialog = await screen.findByRole("dialog", { name: "Diagnóstico de preñez" });
    await waitFor(() => expect(within(dialog).getByRole("option", { name: /Toros/ })).toBeInTheDocument());
    await userEvent.selectOptions(within(dialog).getByLabelText("Rodeo"), "3");
    await userEvent.type(within(dialog).getByLabelText("Examinadas"), "10");
    await userEvent.type(within(dialog).getByLabelText("Preñadas"), "8");
    await userEvent.type(within(dialog).getByLabelText("Vacías"), "5");
    await userEvent.click(within(dialog).getByRole("button", { name: "Registrar" }));
    const expected = schemaErrors("PREGNANCY_DIAGNOSIS", {
      date: "2026-01-01",
      rodeo_id: 3,
      examined: 10,
      pregnant: 8,
      empty: 5,
    });
    expect(await within(dialog).findByText(expected.pregnant!)).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it("records rain without a rodeo, sending the schema's body to the API's path", async () => {
    renderButton("RAIN");
    await userEvent.click(screen.getByRole("button", { name: "Registro de lluvia" }));
    const dialog = await screen.findByRole("dialog", { name: "Registro de lluvia" });
    await userEvent.type(within(dialog).getByLabelText("Milímetros"), "1200");
    await userEvent.click(within(dialog).getByRole("button", { name: "Registrar" }));
    expect(
      await within(dialog).findByText(schemaErrors("RAIN", { date: "2026-01-01", mm: 1200 }).mm!),
    ).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText("Milímetros"));
    await userEvent.type(within(dialog).getByLabelText("Milímetros"), "32.5");
    await userEvent.click(within(dialog).getByRole("button", { name: "Registrar" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.url).toBe(`/api/movement/weather/rain/${ORG}`);
    expect(posts[0]!.body).toMatchObject({ mm: 32.5, detail: "", reference: "" });
    expect((posts[0]!.body as { date: string }).date).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00.000Z$/);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("puts the API's 409 by the short category's count and in a toast; the form stays open", async () => {
    const message = "No hay suficientes animales de la categoría Toro en el rodeo Toros: disponibles 22, pedidos 30";
    answer = () => json(409, { ok: false, message, code: "INSUFFICIENT_STOCK" });
    renderButton("SELL");
    await userEvent.click(screen.getByRole("button", { name: "Venta de animales" }));
    const dialog = await screen.findByRole("dialog", { name: "Venta de animales" });
    await waitFor(() => expect(within(dialog).getByRole("option", { name: /Toros/ })).toBeInTheDocument());
    await userEvent.selectOptions(within(dialog).getByLabelText("Rodeo"), "3");
    // Removing: only what the rodeo holds, with the head available.
    const category = within(dialog).getByLabelText("Categoría");
    expect(
      within(category)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Elegí una categoría", "Toro (22 disponibles)"]);
    await userEvent.selectOptions(category, "Toro");
    await userEvent.type(within(dialog).getByLabelText("Cantidad"), "30");
    await userEvent.click(within(dialog).getByRole("button", { name: "Registrar" }));

    const count = within(dialog).getByLabelText("Cantidad");
    await waitFor(() => expect(count).toHaveAccessibleDescription(`${message} Disponibles: 22`));
    expect(count).toHaveAttribute("aria-invalid", "true");
    expect(posts[0]!.url).toBe(`/api/movement/load-sell/${ORG}`);
    expect(posts[0]!.body).toMatchObject({ rodeo_id: 3, animals: [{ type: "Toro", count: 30 }] });
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(screen.getByRole("dialog", { name: "Venta de animales" })).toBeInTheDocument();
  });

  it("sends the tags typed or read into a sale, one per line, as the body's list", async () => {
    renderButton("SELL");
    await userEvent.click(screen.getByRole("button", { name: "Venta de animales" }));
    const dialog = await screen.findByRole("dialog", { name: "Venta de animales" });
    await waitFor(() => expect(within(dialog).getByRole("option", { name: /Toros/ })).toBeInTheDocument());
    await userEvent.selectOptions(within(dialog).getByLabelText("Rodeo"), "3");
    await userEvent.selectOptions(within(dialog).getByLabelText("Categoría"), "Toro");
    await userEvent.type(within(dialog).getByLabelText("Cantidad"), "2");
    await userEvent.type(
      within(dialog).getByLabelText("Caravanas (opcional)"),
      "032 000000001234{enter}032000000005678,{enter}",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Registrar" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toMatchObject({ tags: ["032000000001234", "032000000005678"] });
  });
});
