// Dashboard: total head, head per category (chart), total EV and EV per hectare of the lots.
// Computed from the live rodeos (every animal is in one rodeo) and lots caches.
import { BarChart } from "../../components/charts";
import { Stat } from "../../components/herd/stat";
import { InlineLoading } from "../../components/loading-screen";
import { useLotList, useRodeoList } from "../../lib/herd/caches";
import {
  evPerHa,
  formatEv,
  formatEvPerHa,
  formatHectares,
  formatInt,
  headByCategory,
  herdStock,
  sumEv,
} from "../../lib/herd/figures";
import { useMessages } from "../../lib/i18n";
import { dashboardMessages } from "./dashboard-messages";

export function HerdCard() {
  const t = useMessages(dashboardMessages);
  const rodeos = useRodeoList();
  const lots = useLotList();
  const stock = herdStock(rodeos.items);
  const categories = headByCategory(stock).sort((a, b) => b.count - a.count);
  const total = categories.reduce((s, c) => s + c.count, 0);
  const ev = sumEv(stock);
  const hectares = lots.items.reduce((s, l) => s + (l.hectares ?? 0), 0);

  return (
    <section className="card dash-herd" aria-labelledby="dash-herd-title">
      <h2 id="dash-herd-title">{t.herdTitle}</h2>
      {!rodeos.loaded ? (
        <InlineLoading label={t.loading} />
      ) : (
        <>
          <dl className="stat-grid">
            <Stat label={t.totalHead} value={formatInt(total)} />
            <Stat label={t.totalEv} value={formatEv(ev)} />
            <Stat label={t.evHa} value={lots.loaded ? formatEvPerHa(evPerHa(ev, hectares)) : "…"} />
            <Stat label={t.hectares} value={lots.loaded ? formatHectares(hectares) : "…"} />
          </dl>
          {categories.length === 0 ? (
            <p className="muted">{t.noHerd}</p>
          ) : (
            <BarChart
              title={t.byCategory}
              labelHeader={t.category}
              labels={categories.map((c) => c.category)}
              series={[{ label: t.head, data: categories.map((c) => c.count) }]}
              summary={t.herdSummary(
                formatInt(total),
                categories.map((c) => `${c.category} ${formatInt(c.count)}`).join(", "),
              )}
              formatValue={(v) => formatInt(v)}
              horizontal
              height={Math.max(180, categories.length * 36)}
            />
          )}
        </>
      )}
    </section>
  );
}
