// Shared by the animals' screen tests: an animal as the API returns it, the rodeos and categories the filters
// and flows choose from, and a page rendered at its route (with the route it navigates to shown).
import type { Animal } from "@shared/animal-types";
import { render } from "@testing-library/react";
import { vi } from "vitest";
import { Provider } from "jotai";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { appStore } from "../../web/src/lib/session";
import { fake, fakeFetch, routes, type Fake } from "./fake-api";
import { category, rodeo } from "./live-factories";
import { signedIn } from "./record-page";

export const ORG = 6;

export const animal = (id: number, extra: Partial<Animal> = {}): Animal => ({
  id,
  tag: `032000000${String(100000 + id)}`,
  visual: String(id),
  sex: "hembra",
  category_id: 21,
  category: "Vaquillona",
  rodeo_id: 3,
  rodeo: "Cría",
  birth_date: null,
  birth_estimated: false,
  dam_tag: null,
  tagged_at: "2026-11-02",
  registration: "registrada",
  registration_due: "2026-11-16",
  registered_at: "2026-11-10",
  registration_reference: "TR-1",
  state: "activo",
  ended_movement_id: null,
  last_weight_kg: null,
  last_weight_date: null,
  ...extra,
});

/** The rodeos and categories the filters and flows offer. */
export const herdReads = [
  fake(routes.rodeo[":org"]).get({ ok: true, rodeos: [rodeo(3, "Cría"), rodeo(4, "Recría")] }),
  fake(routes["animal-categories"][":org"]).get({
    ok: true,
    categories: [category(21, "Vaquillona"), category(22, "Ternero")],
  }),
];

/** Signed in on ORG, with the API answering from `fakes` (any other request: 404). */
export function stubApi(fakes: Fake[]) {
  signedIn(ORG);
  vi.stubGlobal("fetch", vi.fn(fakeFetch(fakes)));
}

function Where() {
  const location = useLocation();
  return <output aria-label="ruta">{location.pathname + location.search}</output>;
}

/** `page` at `path` under `pattern`; every other route shows only where the app went. */
export const renderAt = (path: string, pattern: string, page: ReactNode) =>
  render(
    <Provider store={appStore}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </Provider>,
  );
