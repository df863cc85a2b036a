// The pieces of the finance summary: the figure cards, the monthly chart of income and expenses, the
// expenses by category and the accountant's CSV buttons.
import type { FinanceSummary } from "@shared/money-types";
import { useState } from "react";
import { toast } from "sonner";
import { BarChart } from "../../components/charts";
import { Stat } from "../../components/herd/stat";
import { errorMessage } from "../../lib/api/client";
import { formatMonth } from "../../lib/dates";
import { useMessages } from "../../lib/i18n";
import { downloadFinanceCsv, type FinanceCsv } from "../../data/finance";
import { CATEGORY_LABELS, financeMessages } from "./finance-messages";

const moneyFormat = new Intl.NumberFormat("es-AR", {
  style: "currency",
  currency: "ARS",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const intFormat = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 1 });

export const formatPesos = (n: number) => moneyFormat.format(n);
const orDash = (n: number | null, dash: string) => (n === null ? dash : formatPesos(n));

/** "2026-03" → "mar 2026" (the one date formatter). */
export const monthLabel = (month: string) => formatMonth(month);

export function FinanceCards({ summary }: { summary: FinanceSummary }) {
  const t = useMessages(financeMessages);
  return (
    <dl className="stat-grid finance-cards">
      <Stat label={t.income} value={formatPesos(summary.income)} />
      <Stat label={t.expenses} value={formatPesos(summary.expenses)} />
      <Stat
        label={t.result}
        value={<span className={summary.result < 0 ? "finance-loss" : undefined}>{formatPesos(summary.result)}</span>}
      />
      <Stat label={t.headsSold} value={intFormat.format(summary.heads_sold)} />
      <Stat label={t.kilosSold} value={intFormat.format(summary.kilos_sold)} unit="kg" />
      <Stat label={t.pricePerKg} value={orDash(summary.average_price_per_kg, t.noValue)} />
      <Stat label={t.feedPerHead} value={orDash(summary.feed_cost_per_head, t.noValue)} />
      <Stat label={t.marginPerHead} value={orDash(summary.margin_per_head, t.noValue)} />
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
      <thead>
        <tr>
          <th scope="col">{t.category}</th>
          <th scope="col" className="num">
            {t.amount}
          </th>
        </tr>
      </thead>
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
