// Admin activation: a user created by an administrator sets the first password with the
// token from the link (?token=…), sent as the bearer token of that one call (SPEC.md §6).
import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { toast } from "sonner";
import { FormError, SubmitButton } from "../../components/form-parts";
import { TextField } from "../../components/text-field";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { useAction } from "../../lib/use-action";
import { isEmail, isPasswordLongEnough } from "../../lib/validation";
import { setInitialPassword } from "./auth-api";
import { AuthLayout } from "./auth-layout";
import { authMessages } from "./auth-messages";

export default function AdminActivationPage() {
  const t = useMessages(authMessages);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const [email, setEmail] = useState(params.get("email") ?? "");
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [errors, setErrors] = useState<{ email?: string; password?: string; repeat?: string }>({});
  const { busy, error, run } = useAction();

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const next = {
      email: isEmail(email) ? undefined : t.invalidEmail,
      password: isPasswordLongEnough(password) ? undefined : t.passwordShort,
      repeat: password === repeat ? undefined : t.passwordsDiffer,
    };
    setErrors(next);
    if (next.email || next.password || next.repeat) return;
    void run(
      async () => {
        await setInitialPassword(token, email.trim(), password);
        toast.success(t.activated);
        navigate(paths.logIn, { replace: true });
      },
      { fallback: t.activationError, keepBusy: true },
    );
  }

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
          <TextField
            label={t.email}
            type="email"
            autoComplete="email"
            value={email}
            error={errors.email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextField
            label={t.password}
            type="password"
            autoComplete="new-password"
            placeholder={t.passwordHint}
            value={password}
            error={errors.password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <TextField
            label={t.repeatPassword}
            type="password"
            autoComplete="new-password"
            value={repeat}
            error={errors.repeat}
            onChange={(e) => setRepeat(e.target.value)}
          />
          <SubmitButton block busy={busy} label={t.activate} />
        </form>
      )}
    </AuthLayout>
  );
}
