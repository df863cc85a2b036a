// Admin activation: a user created by an administrator sets the first password with the
// token from the link (?token=…), sent as the bearer token of that one call (docs/accounts.md).
import { PASSWORD_MIN_LENGTH, setInitialPasswordSchema } from "@shared/auth-schemas";
import * as z from "@shared/zod";
import { useMemo } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { toast } from "../../lib/toast";
import { FormError, SubmitButton } from "../../components/form-parts";
import { NewPasswordField } from "../../components/new-password-field";
import { TextField } from "../../components/text-field";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { useActivateAccount } from "../../data/auth";
import { errorMessage } from "../../lib/api/client";
import { useZodForm } from "../../lib/use-zod-form";
import { AuthLayout } from "./auth-layout";
import { authMessages } from "./auth-messages";

export default function AdminActivationPage() {
  const t = useMessages(authMessages);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  // The API's body plus the repeated password, which must match.
  const schema = useMemo(
    () =>
      setInitialPasswordSchema
        .extend({ repeat: z.string() })
        .refine((v) => v.password === v.repeat, { path: ["repeat"], message: t.passwordsDiffer }),
    [t],
  );
  const { handleSubmit, field } = useZodForm<{ email: string; password: string; repeat: string }, typeof schema>(
    schema,
    { email: params.get("email") ?? "", password: "", repeat: "" },
    {
      messages: {
        email: () => t.invalidEmail,
        password: (message, v) => (v.password.length < PASSWORD_MIN_LENGTH ? t.passwordShort : message),
      },
    },
  );
  const activate = useActivateAccount();
  // Busy until the page is left: the button must not come back meanwhile.
  const busy = activate.isPending || activate.isSuccess;
  const error = activate.error ? errorMessage(activate.error, t.activationError) : null;

  const onSubmit = handleSubmit(({ email, password }) =>
    // The promise, not mutate's callbacks: those are dropped if the page is left meanwhile.
    activate.mutateAsync({ token, email, password }).then(
      () => {
        toast.success(t.activated);
        void navigate(paths.logIn, { replace: true });
      },
      () => undefined, // shown from activate.error
    ),
  );

  return (
    <AuthLayout
      title={t.activationTitle}
      subtitle={token ? t.activationText : undefined}
      footer={<Link to={paths.logIn}>{t.backToLogIn}</Link>}
    >
      {!token ? (
        <FormError message={t.activationInvalid} />
      ) : (
        <form className="form" onSubmit={onSubmit} noValidate>
          <FormError message={error} />
          <TextField label={t.email} type="email" autoComplete="email" {...field("email")} />
          <NewPasswordField label={t.password} withMinimum {...field("password")} />
          <NewPasswordField label={t.repeatPassword} {...field("repeat")} />
          <SubmitButton block busy={busy} label={t.activate} />
        </form>
      )}
    </AuthLayout>
  );
}
