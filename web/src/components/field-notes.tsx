// What a field says under its control: a hint and an error line, each with the id the control's
// aria-describedby points at.
import { useId, type ReactNode } from "react";

/**
 * The ids of a field's control, hint and error, and the control's aria-describedby: the error first, or the
 * hint first where the form always read it so (the text areas).
 */
export function useFieldIds(error?: string | null, hint?: ReactNode, hintFirst = false) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const notes = [error ? errorId : null, hint ? hintId : null];
  const describedBy = (hintFirst ? notes.reverse() : notes).filter(Boolean).join(" ") || undefined;
  return { id, errorId, hintId, describedBy };
}

/** A field's error line, with the id its control points at through aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string | null }) {
  return message ? (
    <p id={id} className="field-error" role="alert">
      {message}
    </p>
  ) : null;
}

export function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  return hint ? (
    <span id={id} className="field-hint">
      {hint}
    </span>
  ) : null;
}

/** The hint, then the error line (their ids from useFieldIds). */
export function FieldNotes({
  ids,
  hint,
  error,
}: {
  ids: { hintId: string; errorId: string };
  hint?: ReactNode;
  error?: string | null;
}) {
  return (
    <>
      <FieldHint id={ids.hintId} hint={hint} />
      <FieldError id={ids.errorId} message={error} />
    </>
  );
}
