// Dashboard: one tap to the common records (compra, venta, nacimiento, mortandad, pesaje, lluvia),
// each opening the movement entry form for that type.
import type { MovementType } from "@shared/movement-types";
import { RecordMovementButton } from "../../components/movement-form";
import { useMessages } from "../../lib/i18n";
import { dashboardMessages } from "./dashboard-messages";

const ACTIONS: Array<{ type: MovementType; label: "buy" | "sell" | "birth" | "death" | "weighing" | "rain" }> = [
  { type: "BUY", label: "buy" },
  { type: "SELL", label: "sell" },
  { type: "BIRTH", label: "birth" },
  { type: "DEATH", label: "death" },
  { type: "WEIGHING", label: "weighing" },
  { type: "RAIN", label: "rain" },
];

export function QuickActions() {
  const t = useMessages(dashboardMessages);
  return (
    <nav className="card dash-quick" aria-labelledby="dash-quick-title">
      <h2 id="dash-quick-title">{t.quickTitle}</h2>
      <div className="dash-quick-grid">
        {ACTIONS.map((a) => (
          <RecordMovementButton
            key={a.type}
            type={a.type}
            label={t[a.label]}
            className="btn btn-secondary"
            icon={false}
          />
        ))}
      </div>
    </nav>
  );
}
