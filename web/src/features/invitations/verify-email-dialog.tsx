// "Verificá tu email": the 6-digit code mailed to the account's address (or to the address it is
// changing to). Sends a code on open unless a change of email just asked for one; checked with the API's
// own schema. A change's code arrives only if no other account has the address (the API answers the same
// either way), so that dialog says so, and a new code means asking for the change again.
import { useEffect, useRef } from "react";
import { toast } from "../../lib/toast";
import { FormDialog } from "../../components/form-dialog";
import { CodeField, useCodeForm } from "../../components/code-field";
import { useMessages } from "../../lib/i18n";
import { errorMessage } from "../../lib/api/client";
import { toastError } from "../../lib/error-toast";
import { useSendEmailCode, useVerifyEmail } from "../../data/members";
import { invitationsMessages } from "./invitations-messages";

export interface VerifyEmailDialogProps {
  /** Where the code goes (shown to the user). */
  email: string;
  /** A change of email just asked for a code to `email`: nothing is sent on open and there is no resend. */
  pendingChange?: boolean;
  onClose: () => void;
  onVerified: () => void;
}

export function VerifyEmailDialog({ email, pendingChange = false, onClose, onVerified }: VerifyEmailDialogProps) {
  const t = useMessages(invitationsMessages);
  const { handleSubmit, field } = useCodeForm(t.invalidCode);
  const verify = useVerifyEmail();
  const resend = useSendEmailCode();
  const sent = useRef(false);
  const { mutate: send } = resend;
  const sendError = t.sendError;

  useEffect(() => {
    if (pendingChange || sent.current) return;
    sent.current = true;
    send(undefined, { onError: (err) => toastError(errorMessage(err, sendError), err) });
  }, [pendingChange, send, sendError]);

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await verify.mutateAsync(code);
    } catch {
      return; // shown under the form (verify.error)
    }
    toast.success(t.verified);
    onVerified();
  });

  return (
    <FormDialog
      title={t.verifyTitle}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={t.verify}
      busyLabel={t.verifying}
      write={verify}
      failed={t.verifyError}
    >
      <p>{pendingChange ? t.changeText(email) : t.verifyText(email)}</p>
      <CodeField label={t.code} {...field("code")} />
      {pendingChange ? (
        // Resending mails the current address (POST /auth/send-code-email), not the new one.
        <p className="muted">{t.changeNoCode}</p>
      ) : (
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          disabled={resend.isPending}
          onClick={() =>
            send(undefined, {
              onSuccess: () => toast.success(t.codeSent),
              onError: (err) => toastError(errorMessage(err, t.sendError), err),
            })
          }
        >
          {t.resend}
        </button>
      )}
    </FormDialog>
  );
}
