// Admin activation: a user created by an administrator sets the first password with the
// token from the link (?token=…), sent as the bearer token of that one call (SPEC.md §6).
import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { toast } from "sonner";
import { TextField } from "../../components/text-field";
import { errorMessage } from "../../lib/api/client";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
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
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const next = {
      email: isEmail(email) ? undefined : t.invalidEmail,
      password: isPasswordLongEnough(password) ? undefined : t.passwordShort,
      repeat: password === repeat ? undefined : t.passwordsDiffer,
    };
    setErrors(next);
    if (next.email || next.password || next.repeat) return;
    setBusy(true);
    setFormError(null);
    try {
      await setInitialPassword(token, email.trim(), password);
      toast.success(t.activated);
      navigate(paths.logIn, { replace: true });
    } catch (err) {
      setFormError(errorMessage(err, t.activationError));
      setBusy(false);
    }
  }

  return (
    <AuthLayout
      title={t.activationTitle}
      subtitle={token ? t.activationText : undefined}
      footer={<Link to={paths.logIn}>{t.backToLogIn}</Link>}
    >
      {!token ? (
        <p className="form-error" role="alert">
          {t.activationInvalid}
        </p>
      ) : (
        <form className="form" onSubmit={onSubmit} noValidate>
          {formError ? (
            <p className="form-error" role="alert">
              {formError}
            </p>
          ) : null}
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
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            {t.activate}
          </button>
        </form>
      )}
    </AuthLayout>
  );
}
