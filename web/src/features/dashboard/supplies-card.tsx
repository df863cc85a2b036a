// Dashboard: supplies below their minimum and rodeos under meat withdrawal until their dates, each
// linking to its page. Nothing shows while there is neither.
import type { Supply, RodeoUnderWithdrawal } from "@shared/supply-types";
import { Link } from "react-router-dom";
import { clearanceLabel } from "../../lib/herd/clearance";
import { useLocale, useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { quantityWithUnit } from "../supplies";
import { dashboardMessages } from "./dashboard-messages";
import { TitledCard } from "../../components/titled-card";

export function SuppliesCard({ low, withdrawals }: { low: Supply[]; withdrawals: RodeoUnderWithdrawal[] }) {
  const t = useMessages(dashboardMessages);
  const locale = useLocale();
  const lowItems = low;
  const rodeos = withdrawals;
  if (lowItems.length === 0 && rodeos.length === 0) return null;
  return (
    <TitledCard id="dash-supplies" title={t.suppliesTitle} className="dash-supplies">
      {lowItems.length ? (
        <>
          <h3>{t.lowStock}</h3>
          <ul aria-label={t.lowStock}>
            {lowItems.map((a) => (
              <li key={a.id}>
                <Link to={paths.supplyDetail.to(a.id)}>{a.name}</Link>{" "}
                <span className="muted">
                  {t.lowLine(quantityWithUnit(a.quantity, a.unit), quantityWithUnit(a.minimum, a.unit))}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {rodeos.length ? (
        <>
          <h3>{t.underWithdrawal}</h3>
          <ul aria-label={t.underWithdrawal}>
            {rodeos.map((r) => (
              <li key={r.rodeo_id}>
                <Link to={paths.rodeoDetail.to(r.rodeo_id)}>{r.rodeo}</Link>{" "}
                <span className="badge badge-earth">{clearanceLabel(r.withdrawal_until, locale)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Link to={paths.supplies}>{t.seeSupplies}</Link>
    </TitledCard>
  );
}
