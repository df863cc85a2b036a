// Password change (POST /auth/change-password): current, new (6+ characters) and repeated.
import { changePasswordSchema, PASSWORD_MIN_LENGTH } from "@shared/auth-schemas";
import * as z from "@shared/zod";
import { useMemo } from "react";
import { FormActions, FormError } from "../../components/form-parts";
import { NewPasswordField } from "../../components/new-password-field";
import { TextField } from "../../components/text-field";
import { useMessages } from "../../lib/i18n";
import { toast } from "../../lib/toast";
import { useChangePassword } from "../../data/account";
import { errorMessage } from "../../lib/api/client";
import { useZodForm } from "../../lib/use-zod-form";
import { configurationMessages } from "./configuration-messages";
import { SettingsCard } from "./settings-card";

interface Values {
  current_password: string;
  new_password: string;
  repeat: string;
}

export function PasswordSection() {
  const t = useMessages(configurationMessages);
  // The API's body plus the repeated password, which must match the new one.
  const schema = useMemo(
    () =>
      changePasswordSchema
        .extend({ repeat: z.string() })
        .refine((v) => v.new_password === v.repeat, { path: ["repeat"], message: t.passwordsDiffer }),
    [t],
  );
  const { handleSubmit, field, reset } = useZodForm<Values, typeof schema>(
    schema,
    { current_password: "", new_password: "", repeat: "" },
    {
      messages: {
        current_password: () => t.required,
        new_password: (message, v) => (v.new_password.length < PASSWORD_MIN_LENGTH ? t.passwordShort : message),
      },
    },
  );
  const change = useChangePassword();

  const onSubmit = handleSubmit(({ current_password, new_password }) =>
    change.mutate(
      { current: current_password, next: new_password },
      {
        onSuccess: () => {
          toast.success(t.passwordSaved);
          reset();
        },
      },
    ),
  );

  return (
    <SettingsCard id="password" title={t.passwordTitle} subtitle={t.passwordText}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t.currentPassword}
          type="password"
          autoComplete="current-password"
          {...field("current_password")}
        />
        <div className="field-row">
          <NewPasswordField label={t.newPassword} withMinimum {...field("new_password")} />
          <NewPasswordField label={t.repeatPassword} {...field("repeat")} />
        </div>
        <FormError message={change.error ? errorMessage(change.error, t.genericError) : null} />
        <FormActions busy={change.isPending} label={t.changePassword} />
      </form>
    </SettingsCard>
  );
}
