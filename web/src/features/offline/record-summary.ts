// What a queued or refused record says to a rancher: its type, date, rodeo and animals, and the
// change it will make to the rodeo's head count once it reaches the server.
import { movementLabel, STOCK_EFFECT, isMovementType } from "@shared/movement-types";
import { countList } from "@shared/plural";
import { formatDay } from "../../lib/dates";
import type { OutboxRecord } from "../../lib/offline/outbox";

export interface AnimalLine {
  type: string;
  count: number;
}

export interface RecordSummary {
  label: string;
  date: string;
  rodeoId: number | null;
  animals: AnimalLine[];
  /** +1 adds the animals to the rodeo, -1 takes them out, 0 leaves the count alone. */
  sign: 1 | -1 | 0;
}

/** A record's head-count lines ({ type, count }); a tagging's animals (one per tag) are not such lines. */
export function animalsOf(body: Record<string, unknown>): AnimalLine[] {
  return countLines(body).flatMap((line) => {
    const l = line as { type?: unknown; count?: unknown };
    const count = Number(l.count);
    return typeof l.type === "string" && l.type && Number.isFinite(count) ? [{ type: l.type, count }] : [];
  });
}

/** The body's animal lines that carry a count (a tagging session lists one animal per tag instead). */
export function countLines(body: Record<string, unknown>): Record<string, unknown>[] {
  const lines = Array.isArray(body.animals) ? (body.animals as unknown[]) : [];
  return lines.filter((l): l is Record<string, unknown> => typeof l === "object" && l !== null && "count" in l);
}

/** A tagging session's animals: one per tag, whatever their category ("20 animales"). */
function taggedAnimals(body: Record<string, unknown>): AnimalLine[] {
  const count = Array.isArray(body.animals) ? body.animals.length : 0;
  return count ? [{ type: "animal", count }] : [];
}

export function summarize(record: Pick<OutboxRecord, "kind" | "body">): RecordSummary {
  const { body, kind } = record;
  const effect = isMovementType(kind) ? STOCK_EFFECT[kind] : "none";
  const rodeo = Number(body.rodeo_id);
  return {
    label: movementLabel(kind),
    date: typeof body.date === "string" ? body.date : "",
    rodeoId: Number.isInteger(rodeo) && rodeo > 0 ? rodeo : null,
    animals: kind === "TAGGING" ? taggedAnimals(body) : animalsOf(body),
    sign: effect === "add" ? 1 : effect === "remove" ? -1 : 0,
  };
}

/** "10 vacas, 1 ternero", or "Sin animales". */
export const animalsText = (animals: AnimalLine[]) =>
  animals.length ? countList(animals.map((a) => ({ count: a.count, noun: a.type }))) : "Sin animales";

/** "12/11/2026" from "2026-11-12" (a record's day, as the log shows it). */
export const dayText = (day: string) => (/^\d{4}-\d{2}-\d{2}/.test(day) ? formatDay(day) : day);
