// The rodeo's weight: mean weight over time and gain per day between weighings (chart, with its
// data table), and the daily gain figures of docs/herd.md computed with the shared function.
import type { DailyGain } from "@shared/daily-gain";
import { LineChart } from "../../components/charts";
import { Stat } from "../../components/herd/stat";
import { InlineLoading } from "../../components/loading-screen";
import { RecordMovementButton } from "../../components/movement-form";
import { formatDay } from "../../lib/dates";
import { formatGain, formatKg } from "../../lib/herd/figures";
import { useMessages } from "../../lib/i18n";
import { weightMessages } from "./rodeos-messages";
import type { WeightSeries } from "../../data/rodeos";

const signedKg = (n: number | null) => (n === null ? "—" : `${n > 0 ? "+" : ""}${formatKg(n)}`);

/** `last`: the latest weighing, shown on its own while there is no second one to compare with. */
export function GainFigures({
  gain,
  last,
}: {
  gain: DailyGain;
  last: { date: string; mean_weight: number } | undefined;
}) {
  const t = useMessages(weightMessages);
  const currentWeight = gain.current_weight ?? last?.mean_weight ?? null;
  const lastDate = gain.last_weighing_date ?? last?.date ?? null;
  return (
    <dl className="stat-grid" aria-label={t.figures}>
      <Stat label={t.current_weight} value={formatKg(currentWeight)} />
      <Stat label={t.previous_weight} value={formatKg(gain.previous_weight)} />
      <Stat label={t.weight_difference} value={signedKg(gain.weight_difference)} />
      <Stat
        label={t.days_between_weighings}
        value={gain.days_between_weighings === null ? "—" : t.days(gain.days_between_weighings)}
      />
      <Stat label={t.daily_weight_gain} value={formatGain(gain.daily_weight_gain)} />
      <Stat label={t.last_weighing_date} value={lastDate ? formatDay(lastDate) : "—"} />
      <Stat
        label={t.previous_weighing_date}
        value={gain.previous_weighing_date ? formatDay(gain.previous_weighing_date) : "—"}
      />
    </dl>
  );
}

interface Props {
  rodeoId: number;
  data: WeightSeries | null;
  error: unknown;
}

export function WeightSection({ rodeoId, data, error }: Props) {
  const t = useMessages(weightMessages);
  const record = (
    <RecordMovementButton type="WEIGHING" rodeoId={rodeoId} label={t.record} className="btn btn-secondary btn-sm" />
  );
  return (
    <section className="card" aria-labelledby="rodeo-weight-title">
      <div className="section-head">
        <h2 id="rodeo-weight-title">{t.title}</h2>
        {record}
      </div>
      {!data && error ? (
        <p className="form-error" role="alert">
          {t.error}
        </p>
      ) : !data ? (
        <InlineLoading label={t.loading} />
      ) : data.weighings.length === 0 ? (
        <p className="muted">{t.noWeighings}</p>
      ) : (
        <>
          <GainFigures gain={data.gain} last={data.weighings.at(-1)} />
          {data.weighings.length < 2 ? <p className="muted">{t.oneWeighing}</p> : null}
          <LineChart
            title={t.chartTitle}
            labelHeader={t.date}
            labels={data.weighings.map((w) => formatDay(w.date))}
            series={[
              {
                label: t.meanWeight,
                data: data.weighings.map((w) => Math.round(w.mean_weight * 10) / 10),
                axis: "left",
              },
              { label: t.gainPerDay, data: data.gains, axis: "right" },
            ]}
            axisTitles={{ left: "kg", right: "kg/día" }}
            formatValue={(v, s) => (s.axis === "right" ? formatGain(v) : formatKg(v))}
            summary={t.summary(
              data.weighings.length,
              formatKg(data.gain.current_weight ?? data.weighings.at(-1)?.mean_weight ?? null),
              formatGain(data.gain.daily_weight_gain),
            )}
            // Tall enough that the plot keeps its height on a phone under rotated date labels.
            height={300}
          />
        </>
      )}
    </section>
  );
}
