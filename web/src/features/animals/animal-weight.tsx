// An animal's weight: its daily gain with the rodeo page's figures, and its individual weighings over time.
import type { AnimalHistoryEntry } from "@shared/animal-types";
import type { DailyGain } from "@shared/daily-gain";
import { LineChart } from "../../components/charts";
import { formatDay } from "../../lib/dates";
import { formatKg } from "../../lib/herd/figures";
import { useMessages } from "../../lib/i18n";
import { GainFigures } from "../rodeos";
import { animalDetailMessages } from "./animals-messages";

export function AnimalWeight({ gain, history }: { gain: DailyGain; history: readonly AnimalHistoryEntry[] }) {
  const t = useMessages(animalDetailMessages);
  const weights = history
    .filter((e): e is AnimalHistoryEntry & { kg: number } => e.kg !== null)
    .map((e) => ({ date: e.date.slice(0, 10), mean_weight: e.kg }))
    .sort((a, b) => a.date.localeCompare(b.date));
  return (
    <section className="card" aria-labelledby="animal-weight-title">
      <h2 id="animal-weight-title">{t.weight}</h2>
      {weights.length === 0 ? (
        <p className="muted">{t.noWeights}</p>
      ) : (
        <>
          <GainFigures gain={gain} last={weights.at(-1)} />
          {weights.length > 1 ? (
            <LineChart
              title={t.chartTitle}
              labelHeader={t.date}
              labels={weights.map((w) => formatDay(w.date))}
              series={[{ label: t.weightSeries, data: weights.map((w) => w.mean_weight), axis: "left" }]}
              axisTitles={{ left: "kg" }}
              formatValue={(v) => formatKg(v)}
              summary={t.chartSummary(weights.length, formatKg(weights.at(-1)!.mean_weight))}
              height={240}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
