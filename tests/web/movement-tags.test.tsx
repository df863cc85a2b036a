// A record's tags (docs/animals.md): a sale lists the tags of the tagged animals it took, each a link to find the
// animal; a weighing session shows each one's kg; a tagging has no form, so its page offers only deletion.
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Movement } from "@shared/herd-types";
import { queryClient } from "../../web/src/lib/query/query-client";
import { appStore, organizationsAtom } from "../../web/src/lib/session";
import { fake, fakeFetch, routes } from "./fake-api";
import { renderRecordPage, signedIn } from "./record-page";
import { movement, rodeo } from "./live-factories";

const TAGS = ["032000000012345", "032000000067890"];

function serve(m: Movement) {
  signedIn(1);
  appStore.set(organizationsAtom, [{ id: 1, name: "La Esperanza", role: "owner", members: [] }]);
  vi.stubGlobal(
    "fetch",
    vi.fn(
      fakeFetch([
        fake(routes.movement[":id"]).get({ ok: true, movement: m }),
        fake(routes.lot.info[":orgId"]).get({ ok: true, lots: [] }),
        fake(routes.rodeo[":org"]).get({ ok: true, rodeos: [rodeo(1)] }),
        fake(routes.user[":id"]).get({ ok: true, user: { id: 1, first_name: "Ana", last_name: "Ruiz" } }),
      ]),
    ),
  );
}

afterEach(() => {
  appStore.set(organizationsAtom, null);
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe("a record's tags", () => {
  it("a sale lists its tags as links to the animals", async () => {
    serve(movement(9, "2026-11-25", { type: "SELL", rodeoId: 1, organization_id: 1, data: { tags: TAGS } }));
    renderRecordPage(9);
    const link = await screen.findByRole("link", { name: "032 000000012345" });
    expect(link).toHaveAttribute("href", "/animales?q=032000000012345");
    expect(screen.getByText("Caravanas (2)")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Editar" })).toBeInTheDocument();
  });

  it("a weighing session shows each animal's kg; a tagging offers only deletion", async () => {
    serve(
      movement(9, "2026-11-25", {
        type: "WEIGHING",
        rodeoId: 1,
        organization_id: 1,
        data: { mean_weight: 215, weights: [{ tag: TAGS[0], kg: 212.5 }] },
      }),
    );
    const { unmount } = renderRecordPage(9);
    const item = (await screen.findByRole("link", { name: "032 000000012345" })).closest("li")!;
    expect(within(item).getByText(/212,5 kg/)).toBeInTheDocument();
    unmount();
    queryClient.clear();

    serve(
      movement(10, "2026-11-25", {
        type: "TAGGING",
        rodeoId: 1,
        organization_id: 1,
        data: { tagged: TAGS.map((tag) => ({ tag, sex: "hembra", category_id: 1 })) },
      }),
    );
    renderRecordPage(10);
    expect(await screen.findByText("Caravaneo de animales")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Eliminar" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Editar" })).toBeNull();
  });
});
