// The legend under the figure's select (docs/map.md): each step of the colour scale with its range, so the
// colour is never the only way to read a lot (the card gives the figure itself), and the figure's notes (the
// target or targets, the rain's window, why the lots are grey).
import { formatEvPerHa, formatInt } from "../../lib/herd/figures";
import { useMessages } from "../../lib/i18n";
import { DEFAULT_EV_TARGET, type ColorScale, type ScaleStep } from "./map-scale";
import { mapMessages } from "./map-messages";

type Texts = (typeof mapMessages)["es"];

/** A step of whole numbers (head, days): its first and last values. */
const last = (step: ScaleStep) => formatInt((step.max ?? step.min) - 1);

function stepLabel(step: ScaleStep, scale: ColorScale, t: Texts): string {
  if (scale.figure === "head") {
    if (step.min === 0) return t.noHead;
    if (step.max === null) return t.atLeast(formatInt(step.min));
    return step.max - 1 === step.min ? formatInt(step.min) : t.between(formatInt(step.min), last(step));
  }
  if (scale.figure === "grazedDays") {
    if (step.min === 0) return t.daysRecent(last(step));
    return step.max === null ? t.daysOver(formatInt(step.min - 1)) : t.daysBetween(formatInt(step.min), last(step));
  }
  if (scale.figure === "rain30d") {
    if (step.min === 0) return t.rainBelow(formatInt(step.max ?? 0));
    return step.max === null
      ? t.rainAtLeast(formatInt(step.min))
      : t.rainBetween(formatInt(step.min), formatInt(step.max));
  }
  return scale.evTarget ? evHaLabel(step, scale.evTarget, t) : percentLabel(step, t);
}

/** EV/ha, every drawn lot sharing `target`: the steps in EV/ha. */
function evHaLabel(step: ScaleStep, target: number, t: Texts): string {
  const ev = (fraction: number) => formatEvPerHa(Math.round(fraction * target * 100) / 100);
  const label =
    step.max === null
      ? t.atLeast(ev(step.min))
      : step.min === 0
        ? t.below(ev(step.max))
        : t.between(ev(step.min), ev(step.max));
  return step.target ? `${label} (${t.onTarget})` : label;
}

/** EV/ha, targets differing between drawn lots: the steps as percentages of each lot's target. */
function percentLabel(step: ScaleStep, t: Texts): string {
  const pct = (fraction: number) => formatInt(Math.round(fraction * 100));
  if (step.max === null) return t.pctAtLeast(pct(step.min));
  if (step.min === 0) return t.pctBelow(pct(step.max));
  return (step.target ? t.pctOnTarget : t.pctBetween)(pct(step.min), pct(step.max));
}

/** The EV/ha note: the one target, or that each lot has its field's. */
const evNote = (scale: ColorScale, t: Texts) =>
  scale.evTarget ? t.evTargetNote(formatEvPerHa(scale.evTarget)) : t.evTargetsNote(formatEvPerHa(DEFAULT_EV_TARGET));

/** The grey row: what a lot without the figure is (rain: only a lot the figures were not read for). */
const noValueLabel = (scale: ColorScale, t: Texts) =>
  scale.figure === "evHa" ? t.noHectares : scale.figure === "grazedDays" ? t.neverGrazed : null;

export function MapLegend({ scale, notes = [] }: { scale: ColorScale; notes?: readonly string[] }) {
  const t = useMessages(mapMessages);
  const rows = scale.steps.map((step) => ({ color: step.color, label: stepLabel(step, scale, t) }));
  const noValue = noValueLabel(scale, t);
  if (noValue) rows.push({ color: scale.noValue, label: noValue });
  return (
    <section className="map-legend" aria-label={t.legend}>
      <ul>
        {rows.map((row) => (
          <li key={row.label}>
            <span className="map-swatch" style={{ background: row.color }} aria-hidden="true" />
            {row.label}
          </li>
        ))}
      </ul>
      {scale.figure === "evHa" ? <p className="muted">{evNote(scale, t)}</p> : null}
      {/* Announced as they change (no status role: ¿Dónde estoy? owns the screen's status). */}
      <div className="map-legend-notes" aria-live="polite">
        {notes.map((note) => (
          <p key={note} className="muted">
            {note}
          </p>
        ))}
      </div>
    </section>
  );
}
