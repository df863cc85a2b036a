// A form in a modal: the fields, the form-wide error, then 'Cancelar' (closes) and the submit button. Its busy
// state and error come from what does the write: a useZodForm's submit, or a mutation.
import type { FormEvent, ReactNode } from "react";
import { errorMessage } from "../lib/api/client";
import { FormActions, FormError } from "./form-parts";
import { Modal } from "./modal";

/** A useZodForm whose submit does the write (submitWith): busy while it submits, its server error shown. */
export interface SubmittingForm {
  formState: { isSubmitting: boolean };
  rootError: string | null;
}

/** A mutation: busy while pending, its error's message shown (`failed` when it has none of its own). */
export interface PendingWrite {
  isPending: boolean;
  error: unknown;
}

type WriteSource =
  { form: SubmittingForm; write?: never; failed?: never } | { form?: never; write: PendingWrite; failed: string };

export type FormDialogProps = WriteSource & {
  title: ReactNode;
  onClose: () => void;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  /** What the submit button reads while busy; 'Guardando...' when not given. */
  busyLabel?: string;
  children: ReactNode;
};

export function FormDialog({ title, onClose, onSubmit, submitLabel, busyLabel, children, ...source }: FormDialogProps) {
  const busy = source.form ? source.form.formState.isSubmitting : source.write.isPending;
  const error = source.form
    ? source.form.rootError
    : source.write.error
      ? errorMessage(source.write.error, source.failed)
      : null;
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
