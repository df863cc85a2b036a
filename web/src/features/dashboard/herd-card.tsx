// Dashboard: total head, head per category (chart), total EV and EV per hectare of the lots, as the
// summary computes them (every animal is in one rodeo).
import type { DashboardHerd } from "@shared/dashboard-types";
import { BarChart } from "../../components/charts";
import { Stat } from "../../components/herd/stat";
import { countList } from "@shared/plural";
import { useCategoryNouns } from "../../lib/herd/category-nouns";
import { formatEv, formatEvPerHa, formatHectares, formatInt } from "../../lib/herd/figures";
import { useMessages } from "../../lib/i18n";
import { dashboardMessages } from "./dashboard-messages";
import { TitledCard } from "../../components/titled-card";

export function HerdCard({ herd }: { herd: DashboardHerd }) {
  const t = useMessages(dashboardMessages);
  const categories = herd.categories;
  const nounOf = useCategoryNouns();
  return (
    <TitledCard id="dash-herd" title={t.herdTitle} className="dash-herd">
      <dl className="stat-grid">
        <Stat label={t.totalHead} value={formatInt(herd.total_head)} />
        <Stat label={t.totalEv} value={formatEv(herd.total_ev)} />
        <Stat label={t.evHa} value={formatEvPerHa(herd.ev_per_ha)} />
        <Stat label={t.hectares} value={formatHectares(herd.hectares)} />
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
            herd.total_head,
            countList(
              categories.map((c) => ({ count: c.count, noun: nounOf(c.category, c.category_id) })),
              formatInt,
            ),
          )}
          formatValue={(v) => formatInt(v)}
          horizontal
          height={Math.max(180, categories.length * 36)}
        />
      )}
    </TitledCard>
  );
}
