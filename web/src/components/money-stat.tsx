// A figure tile for an amount of pesos (use inside <dl className="stat-grid">, like Stat). It spans two
// columns, a phone's whole card, and shows the exact amount; where even that is too narrow for it
// (AMOUNT_BUDGETS.tile) it shows the compact form with the exact one on a smaller line under it.
import type { ReactNode } from "react";
import { AMOUNT_BUDGETS } from "../lib/amount-budgets";
import { fitPesos } from "../lib/amounts";
import "./herd/herd.css";

export function MoneyStat({
  label,
  amount,
  empty = "—",
  note,
}: {
  label: ReactNode;
  /** null: no figure (e.g. no head sold yet), shown as `empty`. */
  amount: number | null;
  empty?: string;
  note?: ReactNode;
}) {
  const fitted = amount === null ? null : fitPesos(amount, AMOUNT_BUDGETS.tile);
  return (
    <div className="stat stat-money">
      <dt>{label}</dt>
      <dd className={amount !== null && amount < 0 && fitted?.exact.startsWith("-") ? "stat-loss" : undefined}>
        {fitted?.text ?? empty}
      </dd>
      {fitted?.compact ? <dd className="stat-exact">{fitted.exact}</dd> : null}
      {note ? <dd className="stat-note">{note}</dd> : null}
    </div>
  );
}
