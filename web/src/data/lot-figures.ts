// The map's figures from the log (docs/map.md): per lot, the last day a rodeo grazed it and the rain recorded in
// it over the last 30 days (GET /api/lot/{org}/map-figures). Read only while the map is coloured by one of them;
// live like the dashboard: the message table marks it stale when a movement that moves them arrives.
import type { Movement } from "@shared/herd-types";
import type { MapFigures } from "@shared/lot-figures";
import { isLotChangeEntry } from "@shared/movement-types";
import { api, call, id } from "../lib/api/client";
import { useOrgQuery } from "./org-query";
import { orgRead } from "./org-read";

const figures = orgRead(
  "lot-figures",
  (orgId): Promise<MapFigures> => call(api.lot[":orgId"]["map-figures"].$get({ param: { orgId: id(orgId) } })),
  { staleTime: Infinity },
);

export const lotFigureKeys = { all: figures.key };
export const lotFigureQueries = { all: figures.query };

/** The figures, fetched only when `enabled` (the map coloured by one of them). */
export const useLotFigures = (enabled: boolean) => useOrgQuery(lotFigureQueries.all, enabled);

/**
 * Whether a new or edited movement changes the figures: rain, a rodeo's change of lot, a rodeo created (it
 * stands in its lot) or deleted (it leaves it). A deleted movement marks them stale with every log view.
 */
export const movesLotFigures = (m: Pick<Movement, "type" | "data">) =>
  m.type === "RAIN" || m.type === "CREATE_RODEO" || m.type === "DELETE_RODEO" || isLotChangeEntry(m);
