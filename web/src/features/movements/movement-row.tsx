// One line of the log: date, type label, rodeo, what it was about; links to its detail page.
import { movementEntryLabel } from "@shared/movement-types";
import { Link } from "react-router-dom";
import { formatDay } from "../../lib/dates";
import { useClearanceOf } from "../../lib/herd/clearance";
import type { NounOf } from "../../lib/herd/category-nouns";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import type { StoreMovement } from "../../lib/store";
import { detailText, summaryText } from "./movement-text";
import { movementsMessages } from "./movements-messages";

export function MovementRow({
  movement,
  rodeoName,
  nounOf,
}: {
  movement: StoreMovement;
  rodeoName: string | null;
  /** The organization's category nouns (useCategoryNouns, read once by the list). */
  nounOf?: NounOf;
}) {
  const t = useMessages(movementsMessages);
  const pending = movement.isOptimistic || movement.id < 0;
  const summary = summaryText(movement, nounOf);
  const detail = detailText(movement);
  const clearance = useClearanceOf()(movement);
  const body = (
    <>
      <span className="mv-row-date">{formatDay(movement.date)}</span>
      <span className="mv-row-main">
        <span className="mv-row-type">
          {movementEntryLabel(movement)}
          {pending ? <span className="badge badge-muted">{t.pending}</span> : null}
          {movement.deleted ? <span className="badge badge-earth">{t.deletedBadge}</span> : null}
          {movement.metadata?.source === "whatsapp" ? (
            <span className="badge badge-muted">{t.whatsappBadge}</span>
          ) : null}
        </span>
        <span className="mv-row-meta">{[rodeoName, summary].filter(Boolean).join(" · ")}</span>
        {clearance ? <span className="mv-row-clearance">{clearance}</span> : null}
        {detail ? <span className="mv-row-detail">{detail}</span> : null}
      </span>
    </>
  );
  return (
    <li className={pending ? "mv-row mv-row-pending" : "mv-row"}>
      {pending ? (
        <div className="mv-row-link">{body}</div>
      ) : (
        <Link className="mv-row-link" to={paths.movementDetail.to(movement.id)}>
          {body}
        </Link>
      )}
    </li>
  );
}
