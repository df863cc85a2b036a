// A yes/no confirmation for destructive actions, built on Modal, and useConfirm, which owns whether it is
// open (and for what) so a screen only says what it asks and what a yes does.
import { useCallback, useState, type ReactNode } from "react";
import { errorMessage } from "../lib/api/client";
import { toastError } from "../lib/error-toast";
import { defineMessages, useMessages } from "../lib/i18n";
import { toast } from "../lib/toast";
import { Modal } from "./modal";

const messages = defineMessages({ cancel: "Cancelar" }, { cancel: "Cancel" });

/** What a confirmation asks: its title, the question (`text`, one paragraph) and what a yes does. */
export interface ConfirmRequest {
  title: string;
  /** The question as a paragraph; `children` for anything else. */
  text?: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  /** 'Cancelar' when not given. */
  cancelLabel?: string;
  /** Awaited: the confirm button stays busy until it settles. Closing is the caller's (see useConfirm). */
  onConfirm: () => Promise<unknown> | void;
}

export interface ConfirmDialogProps extends ConfirmRequest {
  onClose: () => void;
}

export function ConfirmDialog({
  title,
  text,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const t = useMessages(messages);
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      title={title}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {cancelLabel ?? t.cancel}
          </button>
          <button
            type="button"
            className="btn btn-danger"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await onConfirm();
              } finally {
                setBusy(false);
              }
            }}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      {text !== undefined ? <p>{text}</p> : null}
      {children}
    </Modal>
  );
}

/**
 * The usual yes: awaits `write`, toasts `done` (or what it makes of the write's answer) and closes; a failure
 * toasts `failed` (or the server's reason) with its support code and leaves the dialog open to try again.
 */
export async function runConfirmed<R>(
  write: Promise<R>,
  done: string | ((answer: R) => string),
  failed: string,
  close: () => void,
): Promise<void> {
  try {
    const answer = await write;
    toast.success(typeof done === "string" ? done : done(answer));
    close();
  } catch (error) {
    toastError(errorMessage(error, failed), error);
  }
}

export interface Confirm<T> {
  /** What it is open for; undefined while closed. */
  target: T | undefined;
  open: (target: T) => void;
  close: () => void;
  /** runConfirmed, closing this dialog. */
  run: <R>(write: Promise<R>, done: string | ((answer: R) => string), failed: string) => Promise<void>;
  /** The dialog while open (nothing while closed), described for its target at the place it renders. */
  render: (describe: (target: T) => ConfirmRequest) => ReactNode;
}

/**
 * A confirmation's open state: `open(x)` asks about x (`open()` when there is nothing to name), `close()` ends
 * it, and `render` shows the dialog where the screen puts it, described with the screen's current data.
 */
export function useConfirm<T = void>(): Confirm<T> {
  const [asked, setAsked] = useState<{ target: T } | null>(null);
  const open = useCallback((target: T) => setAsked({ target }), []);
  const close = useCallback(() => setAsked(null), []);
  return {
    target: asked?.target,
    open,
    close,
    run: (write, done, failed) => runConfirmed(write, done, failed, close),
    render: (describe) => (asked ? <ConfirmDialog {...describe(asked.target)} onClose={close} /> : null),
  };
}
