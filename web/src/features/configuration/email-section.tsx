// Email change: the new address plus the current password (POST /auth/change-email) mails a code to the
// new address, which is stored once that code is typed (POST /auth/verify-email). The code goes only to an
// address no other account has, and the answer never says which, so the texts say "si no está en uso".
// An unverified current email can be verified from here too.
import { changeEmailSchema } from "@shared/auth-schemas";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { FormActions, FormError } from "../../components/form-parts";
import { TextField } from "../../components/text-field";
import { useMessages } from "../../lib/i18n";
import { currentUserAtom, refetchCurrentUser } from "../../lib/session";
import { toast } from "../../lib/toast";
import { useChangeEmail } from "../../data/account";
import { errorMessage } from "../../lib/api/client";
import { useZodForm } from "../../lib/use-zod-form";
import { configurationMessages } from "./configuration-messages";
import { SettingsCard } from "./settings-card";
import { VerifyEmailDialog } from "../invitations";

export function EmailSection() {
  const t = useMessages(configurationMessages);
  const user = useAtomValue(currentUserAtom)!;
  const { handleSubmit, field, reset } = useZodForm<{ email: string; password: string }, typeof changeEmailSchema>(
    changeEmailSchema,
    { email: "", password: "" },
    { messages: { email: () => t.invalidEmail, password: () => t.required } },
  );
  const change = useChangeEmail();
  /** The address a code was sent to (a change), or the current one (verifying it); null: no dialog. */
  const [verifying, setVerifying] = useState<{ email: string; sent: boolean } | null>(null);

  const onSubmit = handleSubmit(({ email, password }) =>
    change.mutate(
      { email, password },
      {
        onSuccess: () => {
          toast.success(t.emailCodeSent);
          reset();
          setVerifying({ email, sent: true });
        },
      },
    ),
  );

  return (
    <SettingsCard
      id="email"
      title={t.emailTitle}
      subtitle={
        <>
          {t.currentEmail}: <strong>{user.email}</strong>{" "}
          <span className={user.email_verified ? "badge" : "badge badge-muted"}>
            {user.email_verified ? t.verified : t.notVerified}
          </span>
          {user.email_verified ? null : (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => setVerifying({ email: user.email, sent: false })}
            >
              {t.verifyEmail}
            </button>
          )}
        </>
      }
    >
      <form className="form" onSubmit={onSubmit} noValidate>
        <div className="field-row">
          <TextField label={t.newEmail} type="email" autoComplete="email" {...field("email")} />
          <TextField
            label={t.passwordToConfirm}
            type="password"
            autoComplete="current-password"
            {...field("password")}
          />
        </div>
        <FormError message={change.error ? errorMessage(change.error, t.genericError) : null} />
        <FormActions busy={change.isPending} label={t.changeEmail} />
      </form>
      {verifying ? (
        <VerifyEmailDialog
          email={verifying.email}
          pendingChange={verifying.sent}
          onClose={() => setVerifying(null)}
          onVerified={() => {
            setVerifying(null);
            void refetchCurrentUser();
          }}
        />
      ) : null}
    </SettingsCard>
  );
}
