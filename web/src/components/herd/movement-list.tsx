// A compact list of movements (type label, animals or detail, day) linking to each record; used
// by the dashboard's last 10 and a rodeo's movements.
import { movementEntryLabel } from "@shared/movement-types";
import type { Movement } from "@shared/herd-types";
import { Link } from "react-router-dom";
import { dayOf, formatDay } from "../../lib/dates";
import { countList } from "@shared/plural";
import { derivedNoun, useCategoryNouns, type NounOf } from "../../lib/herd/category-nouns";
import { formatInt, formatKg, formatMm } from "../../lib/herd/figures";
import { paths } from "../../lib/paths";
import "./herd.css";

/** A short line of what the movement is about: its animals, rain mm, weight, or its text. */
export function movementSummary(
  m: Pick<Movement, "animals" | "data" | "detail" | "reference" | "type">,
  nounOf: NounOf = derivedNoun,
): string {
  const animals = (m.animals ?? []).filter((a) => a.count > 0);
  if (animals.length) {
    return countList(
      animals.map((a) => ({ count: a.count, noun: nounOf(a.type, a.category_id) })),
      formatInt,
    );
  }
  const data = m.data ?? {};
  if (m.type === "RAIN" && typeof data.mm === "number") return formatMm(data.mm);
  if (m.type === "WEIGHING" && typeof data.mean_weight === "number") return `${formatKg(data.mean_weight)} promedio`;
  return m.detail || m.reference || "";
}

interface Props {
  movements: ReadonlyArray<Movement & { isOptimistic?: boolean }>;
  label: string;
  /** Name of the rodeo of each movement, when the list mixes rodeos. */
  rodeoName?: (id: number | null) => string | null;
}

export function MovementList({ movements, label, rodeoName }: Props) {
  const nounOf = useCategoryNouns();
  return (
    <ul className="movement-list" aria-label={label}>
      {movements.map((m) => {
        const summary = movementSummary(m, nounOf);
        const rodeo = rodeoName?.(m.rodeoId) ?? null;
        const sub = [rodeo, summary].filter(Boolean).join(" · ");
        const title = movementEntryLabel(m);
        return (
          <li key={m.id} className="movement-item" aria-busy={m.isOptimistic || undefined}>
            <span>
              {m.id > 0 ? <Link to={paths.movementDetail.to(m.id)}>{title}</Link> : <strong>{title}</strong>}
              {sub ? <span className="movement-sub">{sub}</span> : null}
            </span>
            <time dateTime={dayOf(m.date)}>{formatDay(m.date)}</time>
          </li>
        );
      })}
    </ul>
  );
}
