// The read box of a flow, always at hand at the bottom of the screen: a tag typed or pasted (several lines
// at once), and in a weighing its kg. Enter adds; the box keeps the focus for the next animal. With `tails`
// (a weighing: its animals are tagged already) a number of 4 to 14 digits is the end of an active animal's
// tag (docs/animals-reading.md, "Finding an animal by its last digits"); Caravanear leaves it off, its tags
// being new.
import type { Animal } from "@shared/animal-types";
import { useRef, useState } from "react";
import { useTailLookup, type TailLookup } from "../../data/animal-tails";
import { TagCandidates } from "../../components/tag-tails/tag-candidates";
import { tailMessages, tailStatus } from "../../components/tag-tails/tail-messages";
import { useMessages } from "../../lib/i18n";
import { flowMessages } from "./flow-messages";
import { boxReads, parseKg, tailDigits, typedWeights, type OnReads, type TagRead } from "./flow-reads";
import { resolveTails } from "./tail-reads";

interface Tails {
  /** The session's rodeo, where the animal is searched ("": any rodeo). */
  rodeoId: string;
  /** Says on the status line what a search found when it added nothing (several, none, no signal). */
  onStatus: (status: string) => void;
}

/** What the box held when it was added (a pasted list never was in it: null). */
type Box = { typed: string; weight: string } | null;

/** Several animals end in what was typed: the user picks one, which keeps the typed kg. */
interface Choices {
  found: Extract<TailLookup, { kind: "many" }>;
  kg: number | undefined;
  box: Box;
}

interface Props {
  withKg?: boolean;
  /** Looks short numbers up among the active animals (a weighing's box). */
  tails?: Tails;
  onReads: OnReads;
  /** What the last reads did ("Caravana agregada", a repeated or invalid one), read out politely. */
  status: string | null;
  /** The save button and whatever else the dock carries. */
  children?: React.ReactNode;
}

/** The dock stays above the keyboard: four buttons at most, the rest narrowed by more digits. */
const DOCK_CANDIDATES = 4;

const withKgOf = (tag: string, kg: number | undefined): TagRead => (kg === undefined ? { tag } : { tag, kg });

export function ReadBox({ withKg = false, tails, onReads, status, children }: Props) {
  const t = useMessages(flowMessages);
  const tt = useMessages(tailMessages);
  const lookup = useTailLookup();
  const [tag, setTag] = useState("");
  const [kg, setKg] = useState("");
  const [choices, setChoices] = useState<Choices | null>(null);
  const tagRef = useRef<HTMLInputElement>(null);
  const kgRef = useRef<HTMLInputElement>(null);

  /** Empties the box once its reads are added, unless the next animal was typed meanwhile. */
  function clearBox(box: Box) {
    if (!box) return;
    setTag((now) => (now === box.typed ? "" : now));
    setKg((now) => (now === box.weight ? "" : now));
    tagRef.current?.focus();
  }

  /** Reads with short numbers: one typed is added, offered to choose or said; a pasted list adds those found. */
  async function addWithTails(on: Tails, reads: TagRead[], problems: string[], box: Box) {
    const lone = reads.length === 1 && problems.length === 0 ? reads[0]! : null;
    const digits = lone ? tailDigits(lone.tag) : null;
    if (lone && digits) {
      on.onStatus(tt.searching(digits));
      const found = await lookup(digits, on.rodeoId);
      if (found.kind === "one") {
        onReads([withKgOf(found.animal.tag, lone.kg)]);
        clearBox(box);
        return;
      }
      if (found.kind === "many") setChoices({ found, kg: lone.kg, box });
      on.onStatus(tailStatus(tt, found, true));
      // The digits stay in the box: more of them, or the whole number, is the next try.
      tagRef.current?.focus();
      return;
    }
    const resolved = await resolveTails(
      reads,
      (d) => lookup(d, on.rodeoId),
      (found) => tailStatus(tt, found),
    );
    onReads(resolved.reads, [...problems, ...resolved.problems]);
    clearBox(box);
  }

  function submit(text: string, box: Box) {
    const { reads, problems } = boxReads(text, withKg, tails !== undefined);
    if (reads.length === 0 && problems.length === 0) return;
    const boxKg = box ? parseKg(box.weight) : undefined;
    // One read typed in the two boxes: the kg box's weight.
    if (withKg && reads.length === 1 && reads[0]!.kg === undefined && boxKg !== undefined) reads[0]!.kg = boxKg;
    setChoices(null);
    if (tails && reads.some((r) => tailDigits(r.tag))) {
      void addWithTails(tails, reads, problems, box);
      return;
    }
    onReads(reads, problems);
    clearBox(box);
  }

  function pick(animal: Animal) {
    if (!choices) return;
    onReads([withKgOf(animal.tag, choices.kg)]);
    clearBox(choices.box);
    setChoices(null);
  }

  return (
    <div className="flow-dock">
      <form
        className="flow-dock-row"
        onSubmit={(e) => {
          e.preventDefault();
          submit(tag, { typed: tag, weight: kg });
        }}
      >
        <div className={withKg ? "flow-read-fields" : undefined}>
          <div className="field">
            <label htmlFor="flow-read-tag">{t.read}</label>
            <input
              id="flow-read-tag"
              ref={tagRef}
              className="input"
              inputMode="numeric"
              autoComplete="off"
              placeholder={t.readPlaceholder}
              value={tag}
              onChange={(e) => setTag(e.target.value)}
              onPaste={(e) => {
                const text = e.clipboardData.getData("text");
                if (!text.includes("\n")) return;
                e.preventDefault();
                submit(text, null);
              }}
              onKeyDown={(e) => {
                const typedKg = typedWeights(tag, { tails: tails !== undefined })[0]?.kg;
                if (withKg && e.key === "Enter" && !kg && typedKg === undefined) {
                  e.preventDefault();
                  kgRef.current?.focus();
                }
              }}
            />
          </div>
          {withKg ? (
            <div className="field">
              <label htmlFor="flow-read-kg">{t.kg}</label>
              <input
                id="flow-read-kg"
                ref={kgRef}
                className="input"
                inputMode="decimal"
                autoComplete="off"
                value={kg}
                onChange={(e) => setKg(e.target.value)}
              />
            </div>
          ) : null}
        </div>
        <button type="submit" className="btn btn-secondary">
          {t.add}
        </button>
      </form>
      <p className="muted" role="status" aria-live="polite">
        {status ?? ""}
      </p>
      {choices ? (
        <TagCandidates
          digits={choices.found.digits}
          animals={choices.found.animals}
          total={choices.found.total}
          onPick={pick}
          onCancel={() => setChoices(null)}
          shown={DOCK_CANDIDATES}
        />
      ) : null}
      {children}
    </div>
  );
}
