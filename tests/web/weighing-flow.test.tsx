// Sesión de pesada (/animales/pesada) on a stubbed API: a reader's session file and typed pairs become rows
// with their kg, the count and mean follow them, save posts the individual weights with a client id; without
// signal the session waits in the outbox as the WEIGHING movement it records, with the same weights.
import "fake-indexeddb/auto";
import { animalWeighingBody } from "@shared/animal-schemas";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import WeighingPage from "../../web/src/features/animals/weighing-page";
import { pendingFor } from "../../web/src/lib/offline/outbox";
import { resetOfflineDb } from "./offline-db-helpers";
import { queryClient } from "../../web/src/lib/query/query-client";
import { appStore, tokenAtom } from "../../web/src/lib/session";
import { herdReads, ORG, renderAt, stubApi } from "./animal-fixtures";
import { fake, routes } from "./fake-api";
import { tokenExpiringIn } from "./jwt-helpers";

const USER = 31;
let posts: unknown[];

beforeEach(() => {
  posts = [];
  stubApi([
    ...herdReads,
    fake(routes.animal[":org"].weighing).post(({ body }, reply) => {
      posts.push(body);
      return reply({ ok: true, movement: { id: 601, type: "WEIGHING" } });
    }, 201),
  ]);
  // The outbox keeps a record under its user: the token names one.
  appStore.set(tokenAtom, tokenExpiringIn(900, Date.now(), { sub: String(USER) }));
});
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  queryClient.clear();
  await resetOfflineDb();
});

const SESSION_FILE = "EID,Weight\n032 000000000011,412.5\n032 000000000012,398\n";

async function weighThree() {
  const user = userEvent.setup();
  renderAt("/animales/pesada", "/animales/pesada", <WeighingPage />);
  await screen.findByRole("option", { name: "Recría" });
  await user.selectOptions(screen.getByLabelText("Rodeo"), "3");
  const file = new File([SESSION_FILE], "sesion.csv", { type: "text/csv" });
  await user.upload(screen.getByLabelText("Importar archivo del lector"), file);
  await screen.findByText("2 caravanas agregadas");
  await user.type(screen.getByRole("textbox", { name: "Caravana" }), "032000000000013{Enter}");
  expect(screen.getByRole("textbox", { name: "Kg" })).toHaveFocus();
  await user.type(screen.getByRole("textbox", { name: "Kg" }), "401,5{Enter}");
  return user;
}

describe("Sesión de pesada", () => {
  it("reads from a file and typed pairs, shows count and mean, and posts the weights", async () => {
    const user = await weighThree();
    const rows = within(screen.getByRole("list", { name: "Animales leídos" })).getAllByRole("listitem");
    expect(rows).toHaveLength(3);
    expect(screen.getByText("3 animales")).toBeInTheDocument();
    expect(screen.getByText("Promedio 404 kg")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Guardar 3 pesadas" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    const body = posts[0] as Record<string, unknown>;
    expect(body).toMatchObject({
      rodeo_id: 3,
      weights: [
        // Newest on top: the typed one, then the file's in reverse.
        { tag: "032000000000013", kg: 401.5 },
        { tag: "032000000000012", kg: 398 },
        { tag: "032000000000011", kg: 412.5 },
      ],
    });
    expect(body.client_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(animalWeighingBody.safeParse(body).success).toBe(true);
    await waitFor(() => expect(screen.getByRole("status", { name: "ruta" })).toHaveTextContent("/animales?rodeo_id=3"));
  });

  it("without signal the session waits in the outbox as its WEIGHING movement", async () => {
    const user = await weighThree();
    vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(false);
    await user.click(screen.getByRole("button", { name: "Guardar 3 pesadas" }));
    await waitFor(() => expect(screen.getByRole("status", { name: "ruta" })).toHaveTextContent("/animales?rodeo_id=3"));
    expect(posts).toEqual([]);
    const [kept] = await pendingFor(USER);
    expect(kept).toMatchObject({ kind: "WEIGHING", path: `/movement/weighing/${ORG}`, organization_id: ORG });
    expect(kept!.body).toMatchObject({ rodeo_id: 3, mean_weight: 404, animals_weighed: 3, client_id: kept!.client_id });
    expect((kept!.body.weights as unknown[]).length).toBe(3);
  });
});
