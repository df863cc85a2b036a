// The legend under the figure's select (docs/map.md): each step of the colour scale with its range, so the
// colour is never the only way to read a lot (the card gives the figure itself).
import { formatEvPerHa, formatInt } from "../../lib/herd/figures";
import { useMessages } from "../../lib/i18n";
import { DEFAULT_EV_TARGET, type ColorScale, type ScaleStep } from "./map-scale";
import { mapMessages } from "./map-messages";

type Texts = (typeof mapMessages)["es"];

function stepLabel(step: ScaleStep, scale: ColorScale, t: Texts): string {
  if (scale.figure === "head") {
    if (step.min === 0) return t.noHead;
    if (step.max === null) return t.atLeast(formatInt(step.min));
    return step.max - 1 === step.min ? formatInt(step.min) : t.between(formatInt(step.min), formatInt(step.max - 1));
  }
  const label =
    step.max === null
      ? t.atLeast(formatEvPerHa(step.min))
      : step.min === 0
        ? t.below(formatEvPerHa(step.max))
        : t.between(formatEvPerHa(step.min), formatEvPerHa(step.max));
  return step.target ? `${label} (${t.onTarget})` : label;
}

export function MapLegend({ scale }: { scale: ColorScale }) {
  const t = useMessages(mapMessages);
  const rows = scale.steps.map((step) => ({ color: step.color, label: stepLabel(step, scale, t) }));
  if (scale.figure === "evHa") rows.push({ color: scale.noValue, label: t.noHectares });
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
      {scale.figure === "evHa" ? <p className="muted">{t.evTargetNote(formatEvPerHa(DEFAULT_EV_TARGET))}</p> : null}
    </section>
  );
}
