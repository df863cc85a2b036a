// Password recovery: email → 6-digit code → new password (docs/accounts.md).
import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { toast } from "../../lib/toast";
import { FormError } from "../../components/form-parts";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { useRecovery } from "../../data/auth";
import { errorMessage } from "../../lib/api/client";
import { AuthLayout } from "./auth-layout";
import { authMessages } from "./auth-messages";
import { CodeStep, EmailStep, PasswordStep } from "./recovery-steps";

type Step = "email" | "code" | "password";
const STEPS: Step[] = ["email", "code", "password"];

export default function RecoveryPage() {
  const t = useMessages(authMessages);
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>("email");
  // What the earlier steps accepted: the email as the schema reads it and as typed (shown), the code.
  const [email, setEmail] = useState("");
  const [typedEmail, setTypedEmail] = useState("");
  const [code, setCode] = useState("");
  const recovery = useRecovery();
  const busy = recovery.isPending;
  const error = recovery.error ? errorMessage(recovery.error, t.genericError) : null;

  const onEmail = (value: string, typed: string) =>
    recovery.mutate(
      { step: "send", email: value },
      {
        onSuccess: () => {
          setEmail(value);
          setTypedEmail(typed);
          toast.success(t.codeSent);
          setStep("code");
        },
      },
    );

  const onCode = (value: string) =>
    recovery.mutate(
      { step: "verify", email, code: value },
      {
        onSuccess: () => {
          setCode(value);
          setStep("password");
        },
      },
    );

  const onPassword = (password: string) =>
    recovery.mutate(
      { step: "reset", email, code, password },
      {
        onSuccess: () => {
          toast.success(t.passwordReset);
          void navigate(paths.logIn, { replace: true });
        },
      },
    );

  const stepIndex = STEPS.indexOf(step);

  return (
    <AuthLayout
      title={t.recoveryTitle}
      subtitle={step === "email" ? t.recoveryEmailText : step === "code" ? t.codeText(typedEmail) : undefined}
      footer={<Link to={paths.logIn}>{t.backToLogIn}</Link>}
    >
      <ol className="auth-steps" aria-hidden="true">
        {STEPS.map((s, i) => (
          <li key={s} data-done={i <= stepIndex} />
        ))}
      </ol>
      <FormError message={error} />
      {step === "email" ? (
        <EmailStep busy={busy} email={typedEmail} onSubmit={onEmail} />
      ) : step === "code" ? (
        <CodeStep
          busy={busy}
          onSubmit={onCode}
          onResend={() => recovery.mutate({ step: "send", email }, { onSuccess: () => void toast.success(t.codeSent) })}
          onChangeEmail={() => setStep("email")}
        />
      ) : (
        <PasswordStep busy={busy} onSubmit={onPassword} />
      )}
    </AuthLayout>
  );
}
