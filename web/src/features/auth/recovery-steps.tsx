// The three forms of the recovery page, each checked with the API's schema for its call: the email,
// the 6-digit code and the new password (typed twice; its errors show under the repeated one).
import { emailOnlySchema, PASSWORD_MIN_LENGTH, passwordSchema } from "@shared/auth-schemas";
import * as z from "@shared/zod";
import { useMemo } from "react";
import { SubmitButton } from "../../components/form-parts";
import { CodeField, useCodeForm } from "../../components/code-field";
import { NewPasswordField } from "../../components/new-password-field";
import { TextField } from "../../components/text-field";
import { useMessages } from "../../lib/i18n";
import { useZodForm } from "../../lib/use-zod-form";
import { authMessages } from "./auth-messages";

interface StepProps<T> {
  busy: boolean;
  onSubmit: (value: T) => void;
}

/** onSubmit gets the schema's email (lower case) and the one typed (trimmed, shown on the next step). */
export function EmailStep({
  busy,
  onSubmit,
  email,
}: {
  busy: boolean;
  email: string;
  onSubmit: (email: string, typed: string) => void;
}) {
  const t = useMessages(authMessages);
  const { handleSubmit, field, getValues } = useZodForm<{ email: string }, typeof emailOnlySchema>(
    emailOnlySchema,
    { email },
    { messages: { email: () => t.invalidEmail } },
  );
  return (
    <form className="form" onSubmit={handleSubmit((v) => onSubmit(v.email, getValues("email").trim()))} noValidate>
      <TextField label={t.email} type="email" autoComplete="email" {...field("email")} />
      <SubmitButton block busy={busy} label={t.sendCode} busyLabel={t.sending} />
    </form>
  );
}

export function CodeStep({
  busy,
  onSubmit,
  onResend,
  onChangeEmail,
}: StepProps<string> & { onResend: () => void; onChangeEmail: () => void }) {
  const t = useMessages(authMessages);
  const { handleSubmit, field } = useCodeForm(t.invalidCode);
  return (
    <form className="form" onSubmit={handleSubmit((v) => onSubmit(v.code))} noValidate>
      <CodeField label={t.code} {...field("code")} />
      <SubmitButton block busy={busy} label={t.verify} busyLabel={t.verifying} />
      <div className="auth-links">
        <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={onResend}>
          {t.resend}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onChangeEmail}>
          {t.changeEmail}
        </button>
      </div>
    </form>
  );
}

export function PasswordStep({ busy, onSubmit }: StepProps<string>) {
  const t = useMessages(authMessages);
  const schema = useMemo(
    () =>
      z
        .object({ password: passwordSchema, repeat: z.string() })
        .refine((v) => v.password === v.repeat, { path: ["repeat"], message: t.passwordsDiffer }),
    [t],
  );
  const { handleSubmit, field, errorOf } = useZodForm<{ password: string; repeat: string }, typeof schema>(
    schema,
    { password: "", repeat: "" },
    {
      messages: {
        password: (message, v) => (v.password.length < PASSWORD_MIN_LENGTH ? t.passwordShort : message),
      },
    },
  );
  // As the page always did, one message under the repeated password: the length first.
  const error = errorOf("password") ?? errorOf("repeat");
  return (
    <form className="form" onSubmit={handleSubmit((v) => onSubmit(v.password))} noValidate>
      <NewPasswordField label={t.newPassword} withMinimum {...field("password")} error={null} />
      <NewPasswordField label={t.repeatPassword} {...field("repeat")} error={error} />
      <SubmitButton block busy={busy} label={t.savePassword} busyLabel={t.saving} />
    </form>
  );
}
