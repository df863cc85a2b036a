// A form in a modal: the fields, the form-wide error, then 'Cancelar' (closes) and the submit button.
import type { FormEvent, ReactNode } from "react";
import { FormActions, FormError } from "./form-parts";
import { Modal } from "./modal";

export interface FormDialogProps {
  title: ReactNode;
  onClose: () => void;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  busy?: boolean;
  /** What the submit button reads while busy; 'Guardando...' when not given. */
  busyLabel?: string;
  error?: string | null;
  children: ReactNode;
}

export function FormDialog({
  title,
  onClose,
  onSubmit,
  submitLabel,
  busy,
  busyLabel,
  error,
  children,
}: FormDialogProps) {
  return (
    <Modal title={title} onClose={onClose}>
      <form className="form" onSubmit={onSubmit} noValidate>
        {children}
        <FormError message={error} />
        <FormActions onCancel={onClose} busy={busy} label={submitLabel} busyLabel={busyLabel} />
      </form>
    </Modal>
  );
}
