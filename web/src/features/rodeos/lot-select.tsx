// A lot picker ("Sin lote" first) for the rodeo forms.
import { useId } from "react";
import { useMessages } from "../../lib/i18n";
import type { StoreLot } from "../../lib/store";
import { rodeosMessages } from "./rodeos-messages";

interface Props {
  label: string;
  lots: StoreLot[];
  value: string;
  onChange: (value: string) => void;
}

export function LotSelect({ label, lots, value, onChange }: Props) {
  const t = useMessages(rodeosMessages);
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="select" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t.noLot}</option>
        {lots
          .filter((l) => l.id > 0)
          .map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
      </select>
    </div>
  );
}
