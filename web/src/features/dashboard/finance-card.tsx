// Dashboard: this year's result (net income minus net expenses) with its margin per head sold, for owners
// and admins only (plain users see no money), linking to /billing where the whole summary is.
import { presetRange } from "@shared/finance-schemas";
import { useAtomValue } from "jotai";
import { Link } from "react-router-dom";
import { Stat } from "../../components/herd/stat";
import { InlineLoading } from "../../components/loading-screen";
import { todayIso } from "../../lib/dates";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { canSeeMoney } from "../../lib/roles";
import { selectedOrganizationAtom } from "../../lib/session";
import { formatPesos } from "../billing/finance-figures";
import { financeMessages } from "../billing/finance-messages";
import { useFinanceSummary } from "../billing/finance-summary-panel";

export function FinanceCard() {
  const org = useAtomValue(selectedOrganizationAtom);
  const allowed = !!org && canSeeMoney(org.role);
  const { from, to } = presetRange("este-anio", todayIso());
  const summary = useFinanceSummary(org?.id ?? null, from, to, allowed);
  const t = useMessages(financeMessages);
  if (!allowed) return null;
  const s = summary.data;
  return (
    <section className="card" aria-labelledby="dash-finance-title">
      <h2 id="dash-finance-title">{t.cardTitle}</h2>
      {summary.error && !s ? (
        <p className="form-error" role="alert">
          {t.loadError}
        </p>
      ) : !s ? (
        <InlineLoading label={t.loading} />
      ) : (
        <dl className="stat-grid">
          <Stat
            label={t.result}
            value={formatPesos(s.result)}
            note={t.cardNote(formatPesos(s.income), formatPesos(s.expenses))}
          />
          <Stat
            label={t.marginPerHead}
            value={s.margin_per_head === null ? t.noValue : formatPesos(s.margin_per_head)}
          />
        </dl>
      )}
      <Link to={paths.billing}>{t.cardLink}</Link>
    </section>
  );
}
