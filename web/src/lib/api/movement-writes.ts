// The movement write calls by body kind (docs/herd.md): POST /movement/{path}/{org} and
// PUT /movement/{path}/{org}/{id}, each through the typed client so every path is checked; and the tagging
// session's POST /animal/{org}/tagging, the one flow the outbox also queues (docs/animals.md).
import type { MovementBodyInput, MovementBodyKind } from "@shared/movement-schemas";
import type { BatchRecordInput, OutboxKind } from "@shared/movement-batch-types";
import type { taggingBody } from "@shared/animal-schemas";
import type { Movement } from "@shared/herd-types";
import type { z } from "zod";
import { api, call, id } from "./client";

type Org = { org: string };
type OrgId = { org: string; id: string };

const m = api.movement;

/** What every create and edit route answers (one handler per kind, docs/herd.md). */
type Created = ReturnType<(typeof m.birth)[":org"]["$post"]>;
type Edited = ReturnType<(typeof m.birth)[":org"][":id"]["$put"]>;

/**
 * One route per kind, each sending that kind's body (the input of its shared schema): the compiler checks
 * every entry's body against its route's validator, so a kind wired to the wrong route does not build.
 */
type Writes<A, R> = { [K in MovementBodyKind]: (param: A, json: MovementBodyInput<K>) => R };

const CREATE: Writes<Org, Created> = {
  BUY: (param, json) => m.purchase[":org"].$post({ param, json }),
  SELL: (param, json) => m.sell[":org"].$post({ param, json }),
  BIRTH: (param, json) => m.birth[":org"].$post({ param, json }),
  DEATH: (param, json) => m.death[":org"].$post({ param, json }),
  ABORTION: (param, json) => m.abortion[":org"].$post({ param, json }),
  CONSUMPTION: (param, json) => m.consumption[":org"].$post({ param, json }),
  WEANING: (param, json) => m.weaning[":org"].$post({ param, json }),
  WEIGHING: (param, json) => m.weighing[":org"].$post({ param, json }),
  TRANSFER: (param, json) => m.transfer.incoming[":org"].$post({ param, json }),
  OUTGOING_TRANSFER: (param, json) => m.transfer.outgoing[":org"].$post({ param, json }),
  RECATEGORIZATION: (param, json) => m.recategorization[":org"].$post({ param, json }),
  CHANGE_RODEO: (param, json) => m.rodeo.move[":org"].$post({ param, json }),
  TREATMENT: (param, json) => m.treatment[":org"].$post({ param, json }),
  MEDICINE: (param, json) => m["load-medicine"][":org"].$post({ param, json }),
  PREGNANCY_DIAGNOSIS: (param, json) => m["pregnancy-diagnosis"][":org"].$post({ param, json }),
  RAIN: (param, json) => m.weather.rain[":org"].$post({ param, json }),
  FROST: (param, json) => m.weather.frost[":org"].$post({ param, json }),
  EXTREME_TEMPERATURE: (param, json) => m.weather["extreme-temperature"][":org"].$post({ param, json }),
  HAIL: (param, json) => m.weather.hail[":org"].$post({ param, json }),
  ASSET: (param, json) => m["load-asset"][":org"].$post({ param, json }),
  ASSET_CONSUMPTION: (param, json) => m["asset-consumption"][":org"].$post({ param, json }),
};

const EDIT: Writes<OrgId, Edited> = {
  BUY: (param, json) => m.purchase[":org"][":id"].$put({ param, json }),
  SELL: (param, json) => m.sell[":org"][":id"].$put({ param, json }),
  BIRTH: (param, json) => m.birth[":org"][":id"].$put({ param, json }),
  DEATH: (param, json) => m.death[":org"][":id"].$put({ param, json }),
  ABORTION: (param, json) => m.abortion[":org"][":id"].$put({ param, json }),
  CONSUMPTION: (param, json) => m.consumption[":org"][":id"].$put({ param, json }),
  WEANING: (param, json) => m.weaning[":org"][":id"].$put({ param, json }),
  WEIGHING: (param, json) => m.weighing[":org"][":id"].$put({ param, json }),
  TRANSFER: (param, json) => m.transfer.incoming[":org"][":id"].$put({ param, json }),
  OUTGOING_TRANSFER: (param, json) => m.transfer.outgoing[":org"][":id"].$put({ param, json }),
  RECATEGORIZATION: (param, json) => m.recategorization[":org"][":id"].$put({ param, json }),
  CHANGE_RODEO: (param, json) => m.rodeo.move[":org"][":id"].$put({ param, json }),
  TREATMENT: (param, json) => m.treatment[":org"][":id"].$put({ param, json }),
  MEDICINE: (param, json) => m["load-medicine"][":org"][":id"].$put({ param, json }),
  PREGNANCY_DIAGNOSIS: (param, json) => m["pregnancy-diagnosis"][":org"][":id"].$put({ param, json }),
  RAIN: (param, json) => m.weather.rain[":org"][":id"].$put({ param, json }),
  FROST: (param, json) => m.weather.frost[":org"][":id"].$put({ param, json }),
  EXTREME_TEMPERATURE: (param, json) => m.weather["extreme-temperature"][":org"][":id"].$put({ param, json }),
  HAIL: (param, json) => m.weather.hail[":org"][":id"].$put({ param, json }),
  ASSET: (param, json) => m["load-asset"][":org"][":id"].$put({ param, json }),
  ASSET_CONSUMPTION: (param, json) => m["asset-consumption"][":org"][":id"].$put({ param, json }),
};

/** The create path of each kind (below /movement), kept with a queued record (docs/offline.md). */
const CREATE_PATH: Record<MovementBodyKind, string> = {
  BUY: "purchase",
  SELL: "sell",
  BIRTH: "birth",
  DEATH: "death",
  ABORTION: "abortion",
  CONSUMPTION: "consumption",
  WEANING: "weaning",
  WEIGHING: "weighing",
  TRANSFER: "transfer/incoming",
  OUTGOING_TRANSFER: "transfer/outgoing",
  RECATEGORIZATION: "recategorization",
  CHANGE_RODEO: "rodeo/move",
  TREATMENT: "treatment",
  MEDICINE: "load-medicine",
  PREGNANCY_DIAGNOSIS: "pregnancy-diagnosis",
  RAIN: "weather/rain",
  FROST: "weather/frost",
  EXTREME_TEMPERATURE: "weather/extreme-temperature",
  HAIL: "weather/hail",
  ASSET: "load-asset",
  ASSET_CONSUMPTION: "asset-consumption",
};

/** "/movement/birth/12"; buy and sell recorded optimistically go to load-buy / load-sell. */
export function createPath(kind: OutboxKind, orgId: number, trade = false): string {
  if (kind === "TAGGING") return `/animal/${orgId}/tagging`;
  const segment =
    trade && (kind === "BUY" || kind === "SELL") ? (kind === "BUY" ? "load-buy" : "load-sell") : CREATE_PATH[kind];
  return `/movement/${segment}/${orgId}`;
}

/**
 * A body already checked by its kind's schema where it was made (the form's resolver, the assistant draft's
 * check) or kept (an outbox record saved from such a body): typed as that kind's from here on.
 */
export const checkedBody = <K extends MovementBodyKind>(_kind: K, body: Record<string, unknown>) =>
  body as MovementBodyInput<K>;

export type TaggingInput = z.input<typeof taggingBody>;

/** POST /animal/{org}/tagging: the TAGGING movement that creates the animals. */
export const postTagging = (orgId: number, json: TaggingInput): Promise<Movement> =>
  call(api.animal[":org"].tagging.$post({ param: { org: id(orgId) }, json })).then((r) => r.movement);

/** Sends a create kept as kind + path (a queued record) through the same typed call it was made with. */
export function sendCreate(kind: OutboxKind, path: string, orgId: number, body: Record<string, unknown>) {
  if (kind === "TAGGING") return postTagging(orgId, body as TaggingInput);
  const trade = /\/load-(buy|sell)\//.test(path) && (kind === "BUY" || kind === "SELL");
  return trade ? postTrade(kind, orgId, checkedBody(kind, body)) : createMovement(kind, orgId, checkedBody(kind, body));
}

export type TradeKind = "BUY" | "SELL";

const TRADE: Pick<Writes<Org, Created>, TradeKind> = {
  BUY: (param, json) => m["load-buy"][":org"].$post({ param, json }),
  SELL: (param, json) => m["load-sell"][":org"].$post({ param, json }),
};

/** Buy and sell recorded optimistically go through the load-* paths (docs/client-rules.md). */
export const postTrade = <K extends TradeKind>(kind: K, orgId: number, body: MovementBodyInput<K>) =>
  call(TRADE[kind]({ org: id(orgId) }, body)).then((r) => r.movement);

/** Records a movement of `kind`; resolves to the server's movement. */
export const createMovement = <K extends MovementBodyKind>(kind: K, orgId: number, body: MovementBodyInput<K>) =>
  call(CREATE[kind]({ org: id(orgId) }, body)).then((r) => r.movement);

/** Edits movement `movementId` with a `kind` body; resolves to the server's movement. */
export const editMovement = <K extends MovementBodyKind>(
  kind: K,
  orgId: number,
  movementId: number,
  body: MovementBodyInput<K>,
) => call(EDIT[kind]({ org: id(orgId), id: id(movementId) }, body)).then((r) => r.movement);

/**
 * Sends queued creates of one organization together (POST /movement/batch/{org}, at most
 * MOVEMENT_BATCH_MAX): the server answers each record's fate in the order sent.
 */
export const sendMovementBatch = (orgId: number, records: BatchRecordInput[]) =>
  call(m.batch[":org"].$post({ param: { org: id(orgId) }, json: { records } })).then((r) => r.results);
