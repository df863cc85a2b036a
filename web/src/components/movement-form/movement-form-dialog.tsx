// The movement form's modal (lazy chunk): the type picker when no type is chosen, then the form
// of that type; for an edit, the stored movement's form.
import { STRUCTURAL_TYPES, movementLabel, type MovementType } from "@shared/movement-types";
import { useState } from "react";
import { Modal } from "../modal";
import { kindOf } from "./form-values";
import { MovementForm } from "./movement-form";
import { isRecordable } from "./movement-groups";
import type { MovementFormRequest } from "./request";
import { TypePicker } from "./type-picker";
import "./movement-form.css";

export interface MovementFormDialogProps {
  request: MovementFormRequest;
  onClose: () => void;
}

export default function MovementFormDialog({ request, onClose }: MovementFormDialogProps) {
  const editing = request.movement ?? null;
  const initial = editing ? (editing.type as MovementType) : isRecordable(request.type) ? request.type : null;
  const [type, setType] = useState<MovementType | null>(initial);
  const kind = type ? kindOf(type) : null;
  const canEdit = !!editing && !!kind && !STRUCTURAL_TYPES.has(editing.type as MovementType);

  if (editing && !canEdit) {
    return (
      <Modal title={movementLabel(editing.type)} onClose={onClose}>
        <p>Este registro no se puede editar.</p>
      </Modal>
    );
  }

  if (!type || !kind) {
    return (
      <Modal title="Registrar movimiento" onClose={onClose}>
        <TypePicker only={request.types} onPick={setType} />
      </Modal>
    );
  }

  const title = editing ? `Editar: ${movementLabel(type)}` : movementLabel(type);
  return (
    <Modal title={title} onClose={onClose}>
      {!editing && !isRecordable(request.type) ? (
        <button type="button" className="btn btn-ghost btn-sm mf-back" onClick={() => setType(null)}>
          ← Otro tipo de movimiento
        </button>
      ) : null}
      <MovementForm key={type} kind={kind} type={type} request={request} onDone={onClose} onCancel={onClose} />
    </Modal>
  );
}
