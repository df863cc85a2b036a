// A button that opens the movement form for one type (or the type picker), preset to a rodeo,
// lot or reproductive cycle. It carries its own host, so it works on any screen.
import type { MovementType } from "@shared/movement-types";
import { movementLabel } from "@shared/movement-types";
import type { ReactNode } from "react";
import { defineMessages, useMessages } from "../../lib/i18n";
import { Icon } from "../icon";
import { MovementFormHost, preloadMovementForm } from "./movement-form-host";
import { useRecordMovement, type MovementFormRequest } from "./request";

const messages = defineMessages({ record: "Registrar movimiento" }, { record: "Record movement" });

export interface RecordMovementButtonProps {
  /** Without a type the button opens the type picker ("Registrar movimiento"). */
  type?: MovementType;
  rodeoId?: number | null;
  lotId?: number | null;
  cycleId?: number | null;
  /** Limits the picker to these types (when no type is given). */
  types?: readonly MovementType[];
  /** Button text; defaults to the type's label or "Registrar movimiento". */
  label?: ReactNode;
  /** Extra classes; default look is a primary button. */
  className?: string;
  /** Shows a plus icon before the text (default true). */
  icon?: boolean;
  onSaved?: MovementFormRequest["onSaved"];
  disabled?: boolean;
}

export function RecordMovementButton({
  type,
  rodeoId,
  lotId,
  cycleId,
  types,
  label,
  className = "btn btn-primary",
  icon = true,
  onSaved,
  disabled,
}: RecordMovementButtonProps) {
  const t = useMessages(messages);
  const open = useRecordMovement();
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={disabled}
        onPointerEnter={preloadMovementForm}
        onFocus={preloadMovementForm}
        onClick={() => open({ type: type ?? null, rodeoId, lotId, cycleId, types, onSaved })}
      >
        {icon ? <Icon name="plus" size={18} /> : null}
        {label ?? (type ? movementLabel(type) : t.record)}
      </button>
      <MovementFormHost />
    </>
  );
}
