// Email change: the new address plus the current password (POST /auth/change-email).
import { changeEmailSchema } from "@shared/auth-schemas";
import { useAtomValue } from "jotai";
import { FormActions, FormError } from "../../components/form-parts";
import { TextField } from "../../components/text-field";
import { useMessages } from "../../lib/i18n";
import { currentUserAtom, refetchCurrentUser } from "../../lib/session";
import { useAction } from "../../lib/use-action";
import { useZodForm } from "../../lib/use-zod-form";
import { changeEmail } from "./configuration-api";
import { configurationMessages } from "./configuration-messages";
import { SettingsCard } from "./settings-card";

export function EmailSection() {
  const t = useMessages(configurationMessages);
  const user = useAtomValue(currentUserAtom)!;
  const { handleSubmit, field, reset } = useZodForm<{ email: string; password: string }, typeof changeEmailSchema>(
    changeEmailSchema,
    { email: "", password: "" },
    { messages: { email: () => t.invalidEmail, password: () => t.required } },
  );
  const { busy, error, run } = useAction();

  const onSubmit = handleSubmit(async ({ email, password }) => {
    const ok = await run(
      async () => {
        await changeEmail(email, password);
        await refetchCurrentUser();
      },
      { success: t.emailSaved, fallback: t.genericError },
    );
    if (ok) reset();
  });

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
        <FormError message={error} />
        <FormActions busy={busy} label={t.changeEmail} />
      </form>
    </SettingsCard>
  );
}
