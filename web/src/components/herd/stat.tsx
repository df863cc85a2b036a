// A figure tile (label and value) for the herd screens' summary grids; use inside <dl className="stat-grid">.
import type { ReactNode } from "react";
import "./herd.css";

export function Stat({
  label,
  value,
  unit,
  note,
}: {
  label: ReactNode;
  value: ReactNode;
  unit?: ReactNode;
  note?: ReactNode;
}) {
  return (
    <div className="stat">
      <dt>{label}</dt>
      <dd>
        {value}
        {unit ? <small> {unit}</small> : null}
      </dd>
      {note ? <dd className="stat-note">{note}</dd> : null}
    </div>
  );
}
