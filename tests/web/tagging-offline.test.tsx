// Caravanear without signal (docs/animals.md, docs/offline-batch.md): the session waits in the outbox as a
// TAGGING record under the client id made at save, the pending list says what it is without touching the
// counts, and the sync sends it in the batch beside the movements (or alone through its route when the batch is
// refused whole), leaving the queue once the server recorded it.
import "fake-indexeddb/auto";
import { taggingBody } from "@shared/animal-schemas";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import TaggingPage from "../../web/src/features/animals/tagging-page";
import { animalsText, summarize } from "../../web/src/features/offline/record-summary";
import { ConflictEditor } from "../../web/src/features/offline/conflict-editor";
import { pendingFor } from "../../web/src/lib/offline/outbox";
import { resetOfflineDb } from "./offline-db-helpers";
import { cancelRetry, syncOutbox } from "../../web/src/lib/offline/outbox-sync";
import { queryClient } from "../../web/src/lib/query/query-client";
import { appStore, tokenAtom } from "../../web/src/lib/session";
import { herdReads, ORG, renderAt, stubApi } from "./animal-fixtures";
import { fail, fake, routes } from "./fake-api";
import { tokenExpiringIn } from "./jwt-helpers";

const USER = 31;
let batches: unknown[];
let taggings: unknown[];
let batchRefused: boolean;

beforeEach(() => {
  batches = [];
  taggings = [];
  batchRefused = false;
  stubApi([
    ...herdReads,
    fake(routes.animal[":org"]).get({ ok: true, animals: [], total: 0, page: 1, limit: 50 }),
    fake(routes.animal[":org"].tagging).post(({ body }, reply) => {
      taggings.push(body);
      return reply({ ok: true, movement: { id: 502, type: "TAGGING" } });
    }, 201),
    fake(routes.movement.batch[":org"]).post(({ body }, reply) => {
      batches.push(body);
      if (batchRefused) return fail(400, "Datos inválidos", "VALIDATION_ERROR");
      const records = (body as { records: Array<{ body: { client_id: string } }> }).records;
      return reply({
        ok: true,
        results: records.map((r, i) => ({
          client_id: r.body.client_id,
          result: "recorded" as const,
          movement: { id: 700 + i, type: "TAGGING" },
        })),
      });
    }),
  ]);
  appStore.set(tokenAtom, tokenExpiringIn(900, Date.now(), { sub: String(USER) }));
});
afterEach(async () => {
  cancelRetry();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  queryClient.clear();
  await resetOfflineDb();
});

/** Tags two calves of Recría offline and answers the record the outbox kept. */
async function tagOffline() {
  const user = userEvent.setup();
  renderAt("/animales/caravanear", "/animales/caravanear", <TaggingPage />);
  await screen.findByRole("option", { name: "Recría" });
  await user.selectOptions(screen.getByLabelText("Rodeo"), "4");
  await user.selectOptions(screen.getByLabelText("Categoría por defecto"), "Ternero");
  await user.type(screen.getByRole("textbox", { name: "Caravana" }), "032000123456781{Enter}");
  await user.type(screen.getByRole("textbox", { name: "Caravana" }), "032000123456782{Enter}");
  const offline = vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(false);
  await user.click(screen.getByRole("button", { name: "Guardar 2 animales" }));
  await waitFor(() => expect(screen.getByRole("status", { name: "ruta" })).toHaveTextContent("/animales?rodeo_id=4"));
  const [kept, ...more] = await pendingFor(USER);
  expect(more).toEqual([]);
  offline.mockRestore();
  return kept!;
}

describe("Caravanear without signal", () => {
  it("keeps the session in the outbox as a TAGGING record the tagging route takes", async () => {
    const kept = await tagOffline();
    expect(taggings).toEqual([]);
    expect(kept).toMatchObject({ kind: "TAGGING", path: `/animal/${ORG}/tagging`, organization_id: ORG });
    expect(kept.body).toMatchObject({
      client_id: kept.client_id,
      rodeo_id: 4,
      animals: [
        { tag: "032000123456782", sex: "hembra", category: "Ternero" },
        { tag: "032000123456781", sex: "hembra", category: "Ternero" },
      ],
    });
    expect(taggingBody.safeParse(kept.body).success).toBe(true);
    // The pending list names it and its animals; a tagging changes no count.
    const summary = summarize(kept);
    expect(summary).toMatchObject({ label: "Caravaneo de animales", rodeoId: 4, sign: 0 });
    expect(animalsText(summary.animals)).toBe("2 animales");
  });

  it("the sync sends it in the batch with its client id, and it leaves the queue", async () => {
    const kept = await tagOffline();
    expect(await syncOutbox()).toBe("done");
    expect(batches).toEqual([{ records: [{ kind: "TAGGING", body: kept.body }] }]);
    expect(taggings).toEqual([]);
    expect(await pendingFor(USER)).toEqual([]);
  });

  it("a batch refused whole sends it alone through the tagging route, same client id", async () => {
    const kept = await tagOffline();
    batchRefused = true;
    expect(await syncOutbox()).toBe("done");
    expect(batches).toHaveLength(1);
    expect(taggings).toEqual([kept.body]);
    expect(await pendingFor(USER)).toEqual([]);
  });
});

describe("a refused tagging session in Conflictos", () => {
  it("edits its date, rodeo and detail, never turns its animals into counts", async () => {
    const kept = await tagOffline();
    const resent: Array<Record<string, unknown>> = [];
    const user = userEvent.setup();
    render(
      <ConflictEditor
        conflict={{ ...kept, status: 409, code: "TAG_IN_USE", message: "Caravana en uso", failed_at: "" }}
        rodeos={[]}
        onResend={(body) => resent.push(body)}
        onCancel={() => undefined}
      />,
    );
    expect(screen.queryByLabelText(/Cantidad de/)).toBeNull();
    await user.type(screen.getByLabelText("Detalle"), "Recría sur");
    await user.click(screen.getByRole("button", { name: "Reenviar" }));
    expect(resent).toEqual([{ ...kept.body, detail: "Recría sur" }]);
  });
});
