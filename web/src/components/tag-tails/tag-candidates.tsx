// The active animals a search by a tag's last digits found, as buttons to pick one
// (docs/animals-reading.md, "Finding an animal by its last digits"): the tag, its visual number, its category.
import type { Animal } from "@shared/animal-types";
import { formatTag } from "@shared/tag-number";
import { useMessages } from "../../lib/i18n";
import { tailMessages } from "./tail-messages";
import "./tag-candidates.css";

/** A handful fits a phone's screen; more digits narrow the rest. */
export const SHOWN_CANDIDATES = 6;

interface Props {
  digits: string;
  animals: readonly Animal[];
  /** Every animal ending so (the list may hold fewer). */
  total: number;
  onPick: (animal: Animal) => void;
  /** Closes the list without picking. */
  onCancel?: () => void;
  /** How many buttons at most (fewer in a flow's dock, above the keyboard). */
  shown?: number;
}

export function TagCandidates({ digits, animals, total, onPick, onCancel, shown: most = SHOWN_CANDIDATES }: Props) {
  const t = useMessages(tailMessages);
  const shown = animals.slice(0, most);
  return (
    <div className="tag-candidates" role="group" aria-label={t.choices(digits)}>
      <ul>
        {shown.map((animal) => (
          <li key={animal.id}>
            <button type="button" className="btn btn-secondary tag-candidate" onClick={() => onPick(animal)}>
              <span className="tag-candidate-number">{formatTag(animal.tag)}</span>
              <span className="tag-candidate-facts">
                {animal.visual ? `${t.visual} ${animal.visual} · ` : ""}
                {animal.category}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {total > shown.length ? <p className="muted">{t.more(total - shown.length)}</p> : null}
      {onCancel ? (
        <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
          {t.cancel}
        </button>
      ) : null}
    </div>
  );
}
