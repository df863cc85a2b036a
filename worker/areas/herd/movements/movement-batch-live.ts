// The live messages of a batch of creates (docs/offline-batch.md): the same news the single creates would
// send, merged so a batch costs the room a few messages instead of a few per record. The new movements
// travel in one update-movements (one movement-created when there is one), each changed supply once in its
// last state, and the new stock of every lot and rodeo touched once.
import type { Scope } from "../../organization/door";
import type { Supply } from "../../../shared/supply-types";
import type { Lot, Rodeo } from "../../../shared/herd-types";
import { announceSupplies, publishStock } from "../common/herd-live";
import type { CreateWrite } from "./movements";
import { toMovement } from "./movement-row";

type Written = Extract<CreateWrite, { replayed: false }>;

export async function announceBatch(scope: Scope, written: readonly Written[]): Promise<void> {
  if (!written.length) return;
  const movements = written.map((w) => toMovement(w.result.row));
  const supplies = new Map<number, Supply>();
  const created = new Set<number>();
  for (const w of written) {
    for (const supply of w.result.supplies) {
      // A supply a record of this batch created is new to the other members, whatever came after.
      if (!w.ctx.supplies.has(supply.id)) created.add(supply.id);
      supplies.set(supply.id, supply);
    }
  }
  const { publish } = scope;
  await (movements.length > 1
    ? publish({ action: "update-movements", movements })
    : publish({ action: "movement-created", movement: movements[0]! }));
  const known = new Set([...supplies.keys()].filter((id) => !created.has(id)));
  await announceSupplies(publish, [...supplies.values()], known);
  // The stock each commit read back, shaped when the messages leave.
  const reads = written.flatMap((w) => (w.result.live ? [w.result.live] : []));
  if (!reads.length) return;
  await publishStock(publish, () => {
    const lots = new Map<number, Lot>();
    const rodeos = new Map<number, Rodeo>();
    // A later record's state replaces an earlier one's.
    for (const read of reads) {
      for (const lot of read().lots) lots.set(lot.id, lot);
      for (const rodeo of read().rodeos) rodeos.set(rodeo.id, rodeo);
    }
    return { lots: [...lots.values()], rodeos: [...rodeos.values()] };
  });
}
