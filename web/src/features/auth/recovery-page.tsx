// Password recovery: email → 6-digit code → new password (SPEC.md §7 recovery calls).
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { FormError, SubmitButton } from "../../components/form-parts";
import { TextField } from "../../components/text-field";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { useAction } from "../../lib/use-action";
import { isEmail, isPasswordLongEnough } from "../../lib/validation";
import { resetPassword, sendRecoveryCode, verifyRecoveryCode } from "./auth-api";
import { AuthLayout } from "./auth-layout";
import { authMessages } from "./auth-messages";

type Step = "email" | "code" | "password";
const STEPS: Step[] = ["email", "code", "password"];

export default function RecoveryPage() {
  const t = useMessages(authMessages);
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>("email");
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const action = useAction();
  const { busy, error } = action;
  const run = (step: () => Promise<unknown>) => action.run(step, { fallback: t.genericError });

  function onEmail(e: FormEvent) {
    e.preventDefault();
    if (!isEmail(email)) return setFieldError(t.invalidEmail);
    setFieldError(null);
    void run(async () => {
      await sendRecoveryCode(email.trim());
      toast.success(t.codeSent);
      setStep("code");
    });
  }

  function onCode(e: FormEvent) {
    e.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setFieldError(t.invalidCode);
    setFieldError(null);
    void run(async () => {
      await verifyRecoveryCode(email.trim(), code.trim());
      setStep("password");
    });
  }

  function onPassword(e: FormEvent) {
    e.preventDefault();
    if (!isPasswordLongEnough(password)) return setFieldError(t.passwordShort);
    if (password !== repeat) return setFieldError(t.passwordsDiffer);
    setFieldError(null);
    void run(async () => {
      await resetPassword(email.trim(), code.trim(), password);
      toast.success(t.passwordReset);
      void navigate(paths.logIn, { replace: true });
    });
  }

  const stepIndex = STEPS.indexOf(step);

  return (
    <AuthLayout
      title={t.recoveryTitle}
      subtitle={step === "email" ? t.recoveryEmailText : step === "code" ? t.codeText(email.trim()) : undefined}
      footer={<Link to={paths.logIn}>{t.backToLogIn}</Link>}
    >
      <ol className="auth-steps" aria-hidden="true">
        {STEPS.map((s, i) => (
          <li key={s} data-done={i <= stepIndex} />
        ))}
      </ol>
      <FormError message={error} />
      {step === "email" ? (
        <form className="form" onSubmit={onEmail} noValidate>
          <TextField
            label={t.email}
            type="email"
            autoComplete="email"
            value={email}
            error={fieldError}
            onChange={(e) => setEmail(e.target.value)}
          />
          <SubmitButton block busy={busy} label={t.sendCode} busyLabel={t.sending} />
        </form>
      ) : step === "code" ? (
        <form className="form" onSubmit={onCode} noValidate>
          <TextField
            label={t.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            error={fieldError}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
          />
          <SubmitButton block busy={busy} label={t.verify} busyLabel={t.verifying} />
          <div className="auth-links">
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={busy}
              onClick={() => void run(() => sendRecoveryCode(email.trim()).then(() => void toast.success(t.codeSent)))}
            >
              {t.resend}
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setStep("email")}>
              {t.changeEmail}
            </button>
          </div>
        </form>
      ) : (
        <form className="form" onSubmit={onPassword} noValidate>
          <TextField
            label={t.newPassword}
            type="password"
            autoComplete="new-password"
            placeholder={t.passwordHint}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <TextField
            label={t.repeatPassword}
            type="password"
            autoComplete="new-password"
            value={repeat}
            error={fieldError}
            onChange={(e) => setRepeat(e.target.value)}
          />
          <SubmitButton block busy={busy} label={t.savePassword} busyLabel={t.saving} />
        </form>
      )}
    </AuthLayout>
  );
}
