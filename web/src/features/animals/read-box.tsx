// The read box of a flow, always at hand at the bottom of the screen: a tag typed or pasted (several lines
// at once), and in a weighing its kg. Enter adds; the box keeps the focus for the next animal.
import { useRef, useState } from "react";
import { useMessages } from "../../lib/i18n";
import { flowMessages } from "./flow-messages";
import { parseTypedTags } from "./reading/typed-tags";
import { lineProblem, parseKg, typedWeights, type OnReads, type TagRead } from "./flow-reads";

/** The reads of the box's text: weighed pairs, or tags through the reader layer's parser. */
function boxReads(text: string, withKg: boolean): { reads: TagRead[]; problems: string[] } {
  if (withKg) return { reads: typedWeights(text), problems: [] };
  const typed = parseTypedTags(text, { argentine: true });
  const lines = text.split(/\r?\n/).filter((l) => l.trim()).length;
  return { reads: typed.tags.map(({ tag }) => ({ tag })), problems: typed.errors.map((e) => lineProblem(e, lines)) };
}

interface Props {
  withKg?: boolean;
  onReads: OnReads;
  /** What the last reads did ("Caravana agregada", a repeated or invalid one), read out politely. */
  status: string | null;
  /** The save button and whatever else the dock carries. */
  children?: React.ReactNode;
}

export function ReadBox({ withKg = false, onReads, status, children }: Props) {
  const t = useMessages(flowMessages);
  const [tag, setTag] = useState("");
  const [kg, setKg] = useState("");
  const tagRef = useRef<HTMLInputElement>(null);
  const kgRef = useRef<HTMLInputElement>(null);

  function add() {
    const { reads, problems } = boxReads(tag, withKg);
    if (reads.length === 0 && problems.length === 0) return;
    const weight = parseKg(kg);
    // One read typed in the two boxes: the kg box's weight.
    if (withKg && reads.length === 1 && reads[0]!.kg === undefined && weight !== undefined) reads[0]!.kg = weight;
    onReads(reads, problems);
    setTag("");
    setKg("");
    tagRef.current?.focus();
  }

  return (
    <div className="flow-dock">
      <form
        className="flow-dock-row"
        onSubmit={(e) => {
          e.preventDefault();
          add();
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
                const { reads, problems } = boxReads(text, withKg);
                onReads(reads, problems);
              }}
              onKeyDown={(e) => {
                if (withKg && e.key === "Enter" && !kg && typedWeights(tag)[0]?.kg === undefined) {
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
      {children}
    </div>
  );
}
