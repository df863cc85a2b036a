// One tag owned (docs/animals.md): its number (last digits large), its state, the animal it is or was on, and
// for owners and admins its state by hand; the server's refusal of a wrong step shows in the row.
import type { Tag } from "@shared/animal-types";
import { TAG_STATES_SET_BY_HAND, type TagState } from "@shared/animal-values";
import { formatTag } from "@shared/tag-number";
import { useId } from "react";
import { Link } from "react-router-dom";
import { useSetTagState } from "../../data/animals";
import { errorMessage } from "../../lib/api/client";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { TagLabel } from "./tag-label";
import { tagsMessages, tagStateMessages } from "./tags-messages";

const BADGE: Record<TagState, string> = {
  disponible: "badge",
  aplicada: "badge badge-earth",
  perdida: "badge badge-danger",
  baja: "badge badge-muted",
};

function TagStateSelect({ tag }: { tag: Tag }) {
  const t = useMessages(tagsMessages);
  const s = useMessages(tagStateMessages);
  const set = useSetTagState();
  const errorId = useId();
  const choices: readonly TagState[] =
    tag.state === "aplicada" ? ["aplicada", ...TAG_STATES_SET_BY_HAND] : TAG_STATES_SET_BY_HAND;
  return (
    <>
      <select
        className="select tag-row-select"
        aria-label={t.setState(formatTag(tag.number))}
        aria-describedby={set.error ? errorId : undefined}
        value={set.isPending ? set.variables.state : tag.state}
        disabled={set.isPending}
        onChange={(e) =>
          set.mutate({ number: tag.number, state: e.target.value as (typeof TAG_STATES_SET_BY_HAND)[number] })
        }
      >
        {choices.map((state) => (
          // An applied tag is shown as such; it only goes on an animal by tagging.
          <option key={state} value={state} disabled={state === "aplicada"}>
            {s[state]}
          </option>
        ))}
      </select>
      {set.error ? (
        <p id={errorId} className="field-error tag-row-error" role="alert">
          {errorMessage(set.error, t.stateError)}
        </p>
      ) : null}
    </>
  );
}

export function TagRow({ tag, canManage }: { tag: Tag; canManage: boolean }) {
  const t = useMessages(tagsMessages);
  const s = useMessages(tagStateMessages);
  return (
    <li className="tag-row">
      <TagLabel number={tag.number} />
      <span className={BADGE[tag.state]}>{s[tag.state]}</span>
      {tag.animal_id !== null ? (
        <Link
          className="tag-row-animal"
          to={paths.animalDetail.to(tag.animal_id)}
          aria-label={t.animalOf(formatTag(tag.number))}
        >
          {t.animal}
        </Link>
      ) : (
        <span className="tag-row-animal" />
      )}
      {canManage ? <TagStateSelect tag={tag} /> : null}
    </li>
  );
}
