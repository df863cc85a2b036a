// The pieces of the finance summary: the figure cards, the monthly chart of income and expenses, the
// expenses by category and the accountant's CSV buttons.
import type { FinanceSummary } from "@shared/money-types";
import { useState } from "react";
import { toast } from "../../lib/toast";
import { BarChart } from "../../components/charts";
import { Stat } from "../../components/herd/stat";
import { MoneyStat } from "../../components/money-stat";
import { errorMessage } from "../../lib/api/client";
import { formatPesos, pesosTick } from "../../lib/amounts";
import { formatMonth } from "../../lib/dates";
import { useMessages } from "../../lib/i18n";
import { downloadFinanceCsv, type FinanceCsv } from "../../data/finance";
import { CATEGORY_LABELS, financeMessages } from "./finance-messages";
import { num, TableHead } from "../../components/table-head";

const intFormat = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 1 });

/** "2026-03" → "mar 2026" (the one date formatter). */
export const monthLabel = (month: string) => formatMonth(month);

export function FinanceCards({ summary }: { summary: FinanceSummary }) {
  const t = useMessages(financeMessages);
  return (
    <dl className="stat-grid finance-cards">
      <MoneyStat label={t.income} amount={summary.income} />
      <MoneyStat label={t.expenses} amount={summary.expenses} />
      <MoneyStat label={t.result} amount={summary.result} />
      <Stat label={t.headsSold} value={intFormat.format(summary.heads_sold)} />
      <Stat label={t.kilosSold} value={intFormat.format(summary.kilos_sold)} unit="kg" />
      <MoneyStat label={t.pricePerKg} amount={summary.average_price_per_kg} empty={t.noValue} />
      <MoneyStat label={t.feedPerHead} amount={summary.feed_cost_per_head} empty={t.noValue} />
      <MoneyStat label={t.marginPerHead} amount={summary.margin_per_head} empty={t.noValue} />
    </dl>
  );
}

export function FinanceChart({ summary }: { summary: FinanceSummary }) {
  const t = useMessages(financeMessages);
  return (
    <BarChart
      title={t.chartTitle}
      labelHeader={t.month}
      labels={summary.months.map((m) => monthLabel(m.month))}
      series={[
        { label: t.income, data: summary.months.map((m) => m.income), color: "#2f7d4f" },
        { label: t.expenses, data: summary.months.map((m) => m.expenses), color: "#b5653a" },
      ]}
      formatValue={(v) => formatPesos(v)}
      formatTick={pesosTick}
      summary={`${t.income} ${formatPesos(summary.income)}, ${t.expenses} ${formatPesos(summary.expenses)}`}
      height={240}
    />
  );
}

export function CategoryTable({ summary }: { summary: FinanceSummary }) {
  const t = useMessages(financeMessages);
  if (!summary.expenses_by_category.length) return <p className="muted">{t.noExpenses}</p>;
  return (
    <table className="data-table finance-categories">
      <caption>{t.byCategory}</caption>
      <TableHead columns={[t.category, num(t.amount)]} />
      <tbody>
        {summary.expenses_by_category.map((c) => (
          <tr key={c.category}>
            <th scope="row">{CATEGORY_LABELS[c.category] ?? c.category}</th>
            <td className="num">{formatPesos(c.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function CsvButtons({ orgId, from, to }: { orgId: number; from: string; to: string }) {
  const t = useMessages(financeMessages);
  const [busy, setBusy] = useState<FinanceCsv | null>(null);
  async function download(kind: FinanceCsv) {
    setBusy(kind);
    try {
      await downloadFinanceCsv(orgId, kind, from, to);
    } catch (error) {
      toast.error(errorMessage(error, t.downloadError));
    } finally {
      setBusy(null);
    }
  }
  return (
    <div className="finance-downloads" role="group" aria-label={t.downloads}>
      {(["invoices", "purchases"] as const).map((kind) => (
        <button
          key={kind}
          type="button"
          className="btn btn-secondary"
          disabled={busy !== null}
          onClick={() => void download(kind)}
        >
          {busy === kind ? t.downloading : kind === "invoices" ? t.invoicesCsv : t.purchasesCsv}
        </button>
      ))}
    </div>
  );
}
