// A location a rancher shares, placed in their lot (docs/whatsapp.md): after the answer, each new inbound
// location of a conversation linked to a user (their verified phone) is tested against the boundaries of the
// lots of that user's establecimientos; the first that holds the point is written into details.lot. One read
// and one batch of writes for the whole delivery, whatever its size.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../env";
import { rawBatch } from "../../db/raw-batch";
import { pointInBoundary, type Boundary } from "../../shared/boundary";
import type { LocationLot, MessageDetails } from "../../shared/whatsapp-schemas";

/** A location message beside one candidate lot (one row per lot with a boundary). */
interface CandidateRow {
  message_id: number;
  details: string;
  lot_id: number;
  lot_name: string;
  boundary: string;
  organization_id: number;
  organization_name: string;
}

/** Finds and stores the lot of the delivery's inbound locations (Meta's ids); the ids of the messages placed. */
export async function placeLocations(db: Db, waIds: string[]): Promise<number[]> {
  if (!waIds.length) return [];
  const [rows] = await rawBatch<[CandidateRow]>(db, [
    sql`SELECT m.id AS message_id, m.details, l.id AS lot_id, l.name AS lot_name, l.boundary,
               o.id AS organization_id, o.name AS organization_name
        FROM conversation_messages m
        JOIN conversations c ON c.id = m.conversation_id
        JOIN users u ON u.id = c.user_id AND u.phone = c.phone AND u.phone_verified = 1
        JOIN user_organizations uo ON uo.user_id = u.id
        JOIN organizations o ON o.id = uo.organization_id
        JOIN lots l ON l.organization_id = o.id AND l.deleted = 0 AND l.boundary IS NOT NULL
        WHERE m.wa_message_id IN (SELECT value FROM json_each(${JSON.stringify(waIds)}))
          AND m.type = 'location' AND m.direction = 'in' AND json_extract(m.details, '$.lot') IS NULL
        ORDER BY m.id, o.id, l."order", l.id`,
  ]);
  const found = new Map<number, LocationLot>();
  for (const r of rows) {
    if (found.has(r.message_id)) continue;
    const details = JSON.parse(r.details) as MessageDetails;
    if (details.kind !== "location") continue;
    if (!pointInBoundary([details.longitude, details.latitude], JSON.parse(r.boundary) as Boundary)) continue;
    found.set(r.message_id, {
      id: r.lot_id,
      name: r.lot_name,
      organization_id: r.organization_id,
      organization_name: r.organization_name,
    });
  }
  const updates = [...found].map(
    ([id, lot]): SQL =>
      sql`UPDATE conversation_messages SET details = json_set(details, '$.lot', json(${JSON.stringify(lot)}))
          WHERE id = ${id}`,
  );
  const [first, ...rest] = updates;
  if (first) await rawBatch(db, [first, ...rest]);
  return [...found.keys()];
}
