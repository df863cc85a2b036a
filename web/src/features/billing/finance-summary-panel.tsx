// The finance summary on /billing (docs/money.md, "what each head earns"): a date range with presets, the
// figures, income and expenses per month, expenses by category and the accountant's CSVs. Owners and
// admins only: plain users (whom the API refuses) see nothing of it.
import { presetRange, type FinancePreset } from "@shared/finance-schemas";
import { useAtomValue } from "jotai";
import { useState, type ChangeEvent } from "react";
import { InlineLoading } from "../../components/loading-screen";
import { LoadError } from "../../components/load-error";
import { TextField } from "../../components/text-field";
import { errorMessage } from "../../lib/api/client";
import { todayIso } from "../../lib/dates";
import { useMessages } from "../../lib/i18n";
import { canSeeMoney } from "../../lib/roles";
import { selectedOrganizationAtom } from "../../lib/session";
import { financeQueries } from "../../data/finance";
import { useOrgQuery } from "../../data/org-query";
import { CategoryTable, CsvButtons, FinanceCards, FinanceChart } from "./finance-figures";
import { financeMessages } from "./finance-messages";
import "./finance-summary.css";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The selected organization's summary; `orgId` is the caller's checked organization (null: none). */
export function useFinanceSummary(orgId: number | null, from: string, to: string, enabled = true) {
  return useOrgQuery((selected) => financeQueries.summary(selected, from, to), enabled && orgId !== null);
}

export function FinanceSummaryPanel() {
  const org = useAtomValue(selectedOrganizationAtom);
  if (!org || !canSeeMoney(org.role)) return null;
  return <FinancePanel orgId={org.id} />;
}

function FinancePanel({ orgId }: { orgId: number }) {
  const t = useMessages(financeMessages);
  const today = todayIso();
  const [range, setRange] = useState(() => presetRange("este-anio", today));
  /** One end of the range as a date input. */
  const rangeEnd = (end: "from" | "to") => ({
    type: "date",
    value: range[end],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setRange((r) => ({ ...r, [end]: e.target.value })),
  });
  const valid = DAY.test(range.from) && DAY.test(range.to) && range.from <= range.to;
  const summary = useFinanceSummary(orgId, range.from, range.to, valid);
  const presets: [FinancePreset, string][] = [
    ["este-anio", t.thisYear],
    ["ultimos-12", t.last12],
    ["anio-pasado", t.lastYear],
  ];
  const active = presets.find(([p]) => {
    const r = presetRange(p, today);
    return r.from === range.from && r.to === range.to;
  })?.[0];

  return (
    <section className="card finance-panel" aria-labelledby="finance-title">
      <h2 id="finance-title">{t.title}</h2>
      <p className="muted">{t.description}</p>
      <div className="finance-presets" role="group" aria-label={t.presets}>
        {presets.map(([preset, label]) => (
          <button
            key={preset}
            type="button"
            className={`btn btn-sm ${active === preset ? "btn-primary" : "btn-secondary"}`}
            aria-pressed={active === preset}
            onClick={() => setRange(presetRange(preset, today))}
          >
            {label}
          </button>
        ))}
      </div>
      <div className="finance-range">
        <TextField label={t.from} max={range.to} {...rangeEnd("from")} />
        <TextField label={t.to} min={range.from} {...rangeEnd("to")} />
      </div>
      {!valid ? (
        <p className="form-error" role="alert">
          {t.badRange}
        </p>
      ) : summary.error && !summary.data ? (
        <LoadError message={errorMessage(summary.error, t.loadError)} onRetry={() => summary.refetch()} />
      ) : !summary.data ? (
        <InlineLoading label={t.loading} />
      ) : (
        <>
          <FinanceCards summary={summary.data} />
          <FinanceChart summary={summary.data} />
          <CategoryTable summary={summary.data} />
        </>
      )}
      <h3>{t.downloads}</h3>
      {valid ? <CsvButtons orgId={orgId} from={range.from} to={range.to} /> : null}
    </section>
  );
}
