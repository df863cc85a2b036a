// Log-in (SPEC.md §8): the server's message on failure, 'Sesión iniciada correctamente' on success.
import { logInSchema } from "@shared/auth-schemas";
import { Link, useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { FormError, SubmitButton } from "../../components/form-parts";
import { TextField } from "../../components/text-field";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { useAction } from "../../lib/use-action";
import { useZodForm } from "../../lib/use-zod-form";
import { logIn } from "./auth-api";
import { authErrorMessage } from "./auth-error";
import { AuthLayout } from "./auth-layout";
import { authMessages } from "./auth-messages";

export default function LogInPage() {
  const t = useMessages(authMessages);
  const navigate = useNavigate();
  const { handleSubmit, field } = useZodForm<{ email: string; password: string }, typeof logInSchema>(
    logInSchema,
    { email: "", password: "" },
    { messages: { email: (_, v) => (v.email.trim() ? t.invalidEmail : t.required), password: () => t.required } },
  );
  const { busy, error, run } = useAction();

  const onSubmit = handleSubmit(({ email, password }) =>
    run(
      async () => {
        await logIn(email, password);
        toast.success(t.loggedIn);
        void navigate(paths.home, { replace: true });
      },
      { fallback: authErrorMessage, keepBusy: true },
    ),
  );

  return (
    <AuthLayout
      title={t.logInTitle}
      subtitle={t.logInSubtitle}
      footer={
        <span>
          {t.noAccount} <Link to={paths.signUp}>{t.createAccount}</Link>
        </span>
      }
    >
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormError message={error} />
        <TextField label={t.email} type="email" autoComplete="email" {...field("email")} />
        <TextField label={t.password} type="password" autoComplete="current-password" {...field("password")} />
        <SubmitButton block busy={busy} label={t.logIn} busyLabel={t.loggingIn} />
        <div className="auth-links">
          <Link to={paths.recovery}>{t.forgot}</Link>
        </div>
      </form>
    </AuthLayout>
  );
}
