// "Verificá tu email": the 6-digit code mailed to the account's address (or to the address it is
// changing to). Sends a code on open unless one was just sent; checked with the API's own schema.
import { validateCodeSchema } from "@shared/auth-schemas";
import { useEffect, useRef } from "react";
import { FormDialog } from "../../components/form-dialog";
import { TextField } from "../../components/text-field";
import { useMessages } from "../../lib/i18n";
import { refetchCurrentUser } from "../../lib/session";
import { useAction } from "../../lib/use-action";
import { digitsOnly, useZodForm } from "../../lib/use-zod-form";
import { sendEmailCode, verifyEmail } from "./invitations-api";
import { invitationsMessages } from "./invitations-messages";

export interface VerifyEmailDialogProps {
  /** Where the code goes (shown to the user). */
  email: string;
  /** Send a code when the dialog opens (false when the caller just had one sent, e.g. a change of email). */
  sendOnOpen?: boolean;
  onClose: () => void;
  onVerified: () => void;
}

export function VerifyEmailDialog({ email, sendOnOpen = true, onClose, onVerified }: VerifyEmailDialogProps) {
  const t = useMessages(invitationsMessages);
  const { handleSubmit, field } = useZodForm<{ code: string }, typeof validateCodeSchema>(
    validateCodeSchema,
    { code: "" },
    { messages: { code: () => t.invalidCode } },
  );
  const verify = useAction();
  const resend = useAction();
  const sent = useRef(false);
  const { run: runSend } = resend;

  useEffect(() => {
    if (!sendOnOpen || sent.current) return;
    sent.current = true;
    void runSend(() => sendEmailCode(), { fallback: t.sendError, toastError: true });
  }, [sendOnOpen, runSend, t.sendError]);

  const onSubmit = handleSubmit(async ({ code }) => {
    const ok = await verify.run(
      async () => {
        await verifyEmail(code);
        await refetchCurrentUser();
      },
      { success: t.verified, fallback: t.verifyError },
    );
    if (ok) onVerified();
  });

  const { error, ...code } = digitsOnly(field("code"));
  return (
    <FormDialog
      title={t.verifyTitle}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={t.verify}
      busy={verify.busy}
      busyLabel={t.verifying}
      error={verify.error}
    >
      <p>{t.verifyText(email)}</p>
      <TextField
        label={t.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...code}
        error={error}
      />
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        disabled={resend.busy}
        onClick={() =>
          void runSend(() => sendEmailCode(), { success: t.codeSent, fallback: t.sendError, toastError: true })
        }
      >
        {t.resend}
      </button>
    </FormDialog>
  );
}
