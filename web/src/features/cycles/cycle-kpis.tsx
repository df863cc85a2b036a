// The cycle's KPIs as figures (% preñez, % parición, % destete, pérdida) and the funnel
// expuestas → preñadas → paridas → destetados.
import type { CycleKpis } from "@shared/cycle-kpis";
import { FunnelChart } from "../../components/charts";
import { useMessages } from "../../lib/i18n";
import { cyclesMessages } from "./cycles-messages";

const nf = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 1 });
export const percent = (v: number | null) => (v === null ? null : `${nf.format(v)} %`);

function Figure({ label, value, detail }: { label: string; value: string | null; detail?: string }) {
  const t = useMessages(cyclesMessages);
  return (
    <div className="cy-kpi">
      <dt>{label}</dt>
      <dd>
        <span className={value === null ? "cy-kpi-value muted" : "cy-kpi-value"}>{value ?? t.noData}</span>
        {detail ? <span className="cy-kpi-detail">{detail}</span> : null}
      </dd>
    </div>
  );
}

export function CycleKpiFigures({ kpis }: { kpis: CycleKpis }) {
  const t = useMessages(cyclesMessages);
  const lossRate = percent(kpis.loss_rate);
  return (
    <section className="card" aria-labelledby="cy-kpis-title">
      <h2 id="cy-kpis-title" className="card-title">
        {t.kpis}
      </h2>
      <dl className="cy-kpis">
        <Figure
          label={t.pregnancy}
          value={percent(kpis.pregnancy_rate)}
          detail={
            kpis.pregnant !== null ? `${nf.format(kpis.pregnant)} / ${nf.format(kpis.females_exposed)}` : undefined
          }
        />
        <Figure
          label={t.calving}
          value={percent(kpis.calving_rate)}
          detail={kpis.births !== null ? `${nf.format(kpis.births)} / ${nf.format(kpis.females_exposed)}` : undefined}
        />
        <Figure
          label={t.weaning}
          value={percent(kpis.weaning_rate)}
          detail={kpis.weaned !== null ? `${nf.format(kpis.weaned)} / ${nf.format(kpis.females_exposed)}` : undefined}
        />
        <Figure
          label={t.loss}
          value={kpis.loss_head === null ? null : t.heads(kpis.loss_head)}
          detail={lossRate ? lossRate : undefined}
        />
      </dl>
    </section>
  );
}

export function CycleFunnel({ kpis }: { kpis: CycleKpis }) {
  const t = useMessages(cyclesMessages);
  const steps = [
    { label: t.stepExposed, value: kpis.females_exposed },
    { label: t.stepPregnant, value: kpis.pregnant ?? 0 },
    { label: t.stepBorn, value: kpis.births ?? 0 },
    { label: t.stepWeaned, value: kpis.weaned ?? 0 },
  ];
  return (
    <section className="card" aria-labelledby="cy-funnel-title">
      <h2 id="cy-funnel-title" className="card-title">
        {t.funnel}
      </h2>
      <FunnelChart title={t.funnel} steps={steps} unit={t.headsUnit} />
    </section>
  );
}
