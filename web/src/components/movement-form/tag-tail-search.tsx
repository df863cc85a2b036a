// "Buscar por los últimos dígitos", under the movement form's tags field (docs/animals-reading.md, "Finding an
// animal by its last digits"): the active animals of the form's rodeo whose tag ends in the digits typed; the
// one clicked joins the field as a new line, unless it is there already. It sits inside the form, so it is no
// form of its own: Enter searches instead of saving the movement.
import type { Animal } from "@shared/animal-types";
import { formatTag, parseTagNumber, searchDigits } from "@shared/tag-number";
import { useId, useRef, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTailLookup } from "../../data/animal-tails";
import { useMessages } from "../../lib/i18n";
import { TagCandidates } from "../tag-tails/tag-candidates";
import { tailMessages, tailStatus } from "../tag-tails/tail-messages";
import { TextField } from "../text-field";
import { tagLines, type FormValues } from "./form-values";

interface Listed {
  digits: string;
  animals: Animal[];
  total: number;
}

export function TagTailSearch() {
  const t = useMessages(tailMessages);
  const { control, getValues, setValue } = useFormContext<FormValues>();
  const rodeoId = useWatch({ control, name: "rodeo_id" }) as number | null | undefined;
  const lookup = useTailLookup();
  const [typed, setTyped] = useState("");
  const [listed, setListed] = useState<Listed | null>(null);
  const [status, setStatus] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();

  async function search() {
    const digits = searchDigits(typed);
    setListed(null);
    if (!digits) return setStatus(t.fewDigits);
    if (rodeoId == null) return setStatus(t.chooseRodeo);
    setStatus(t.searching(digits));
    const found = await lookup(digits, String(rodeoId));
    if (found.kind === "one") {
      setListed({ digits, animals: [found.animal], total: 1 });
      setStatus(t.found(1, digits));
    } else {
      if (found.kind === "many") setListed(found);
      setStatus(tailStatus(t, found, true));
    }
  }

  function pick(animal: Animal) {
    const text = String(getValues("tags") ?? "").trimEnd();
    const present = tagLines(text).some((line) => {
      const parsed = parseTagNumber(line, { argentine: false });
      return parsed.ok && parsed.number === animal.tag;
    });
    if (present) setStatus(t.already(formatTag(animal.tag)));
    else {
      setValue("tags", text ? `${text}\n${animal.tag}` : animal.tag, { shouldDirty: true });
      setStatus(t.added(formatTag(animal.tag)));
    }
    setListed(null);
    setTyped("");
    inputRef.current?.focus();
  }

  return (
    <div className="mf-tag-search">
      <div className="mf-tag-search-row">
        <TextField
          label={t.search}
          aria-describedby={hintId}
          inputRef={inputRef}
          inputMode="numeric"
          autoComplete="off"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== "Enter") return;
            e.preventDefault();
            void search();
          }}
        />
        <button type="button" className="btn btn-secondary" onClick={() => void search()}>
          {t.searchButton}
        </button>
      </div>
      <p id={hintId} className="field-hint">
        {t.searchHint}
      </p>
      {/* Polite, yet not role="status": the form's status is the treatment's clearance day. */}
      <p className="muted" aria-live="polite">
        {status}
      </p>
      {listed ? (
        <TagCandidates digits={listed.digits} animals={listed.animals} total={listed.total} onPick={pick} />
      ) : null}
    </div>
  );
}
