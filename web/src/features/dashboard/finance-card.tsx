// Dashboard: this year's result (net income minus net expenses) with its margin per head sold, for owners
// and admins only (the summary carries no money for plain users), linking to /billing.
import type { FinanceSummary } from "@shared/money-types";
import { Link } from "react-router-dom";
import { MoneyStat } from "../../components/money-stat";
import { formatPesos } from "../../lib/amounts";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { financeMessages } from "../billing";
import { TitledCard } from "../../components/titled-card";

export function FinanceCard({ finance }: { finance: FinanceSummary | null }) {
  const t = useMessages(financeMessages);
  if (!finance) return null;
  return (
    <TitledCard id="dash-finance" title={t.cardTitle}>
      <dl className="stat-grid">
        <MoneyStat
          label={t.result}
          amount={finance.result}
          note={t.cardNote(formatPesos(finance.income), formatPesos(finance.expenses))}
        />
        <MoneyStat label={t.marginPerHead} amount={finance.margin_per_head} empty={t.noValue} />
      </dl>
      <Link to={paths.billing}>{t.cardLink}</Link>
    </TitledCard>
  );
}
