// Shared by the animals' screen tests: an animal as the API returns it, the rodeos and categories the filters
// and flows choose from, and a page rendered at its route (with the route it navigates to shown).
import type { Animal } from "@shared/animal-types";
import { render } from "@testing-library/react";
import { Provider } from "jotai";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { appStore } from "../../web/src/lib/session";
import { fake, routes } from "./fake-api";

export const ORG = 6;
const stamp = "2026-01-01T00:00:00.000Z";

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

/** The rodeos and categories the filters and flows offer. */
export const herdReads = [
  fake(routes.rodeo[":org"]).get({ ok: true, rodeos: [rodeo(3, "Cría"), rodeo(4, "Recría")] }),
  fake(routes["animal-categories"][":org"]).get({
    ok: true,
    categories: ["Vaquillona", "Ternero"].map((name, i) => ({
      id: 21 + i,
      name,
      ev: 1,
      total: 0,
      created_at: stamp,
      updated_at: stamp,
    })),
  }),
];

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
