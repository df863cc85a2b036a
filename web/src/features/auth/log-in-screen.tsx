// The log-in screen: the server's message on failure; on success the caller leaves the page (the app by
// navigating, the log-in page's own entry by loading the app). Drawn at build time too (prerender/), so it
// starts from what was typed before its code arrived, and sends a form sent meanwhile.
// The one form not on react-hook-form + zod: it is the first screen on a phone with poor signal, and those
// two would add ~37 KB gzip to it for two fields (docs/spa-data.md, "The first screen").
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { FormError, SubmitButton } from "../../components/form-parts";
import { TextField } from "../../components/text-field";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { isEmail } from "../../lib/validation";
import { focusedBeforeStart, submittedBeforeStart, typedBeforeStart } from "../../prerender/typed-before-start";
import { authErrorMessage } from "./auth-error";
import { AuthLayout } from "./auth-layout";
import { AuthLink, AuthSwitch } from "./auth-link";
import { authMessages } from "./auth-messages";

type Sending = { state: "idle" } | { state: "sending" } | { state: "done" } | { state: "failed"; error: unknown };

export function LogInScreen({
  returnTo,
  send,
  onLoggedIn,
}: {
  /** Where to go after log-in (`?next=`), kept on the sign-up link. */
  returnTo: string | null;
  /** Logs in and stores the session; rejects with the server's refusal. */
  send: (email: string, password: string) => Promise<void>;
  onLoggedIn: () => void;
}) {
  const t = useMessages(authMessages);
  // Typed into the page drawn at build time, before the code started (prerender/typed-before-start.ts).
  const [email, setEmail] = useState(() => typedBeforeStart("email"));
  const [password, setPassword] = useState(() => typedBeforeStart("current-password"));
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [sending, setSending] = useState<Sending>({ state: "idle" });
  const formRef = useRef<HTMLFormElement>(null);
  // "Iniciar sesión" pressed on the page drawn at build time, before the code had started.
  const [sendAtStart] = useState(submittedBeforeStart);
  useEffect(() => {
    if (sendAtStart) formRef.current?.requestSubmit();
  }, [sendAtStart]);
  // Busy until the page is left: the button must not come back meanwhile.
  const busy = sending.state === "sending" || sending.state === "done";
  const error = sending.state === "failed" ? authErrorMessage(sending.error) : null;

  /** A field's autofill name (which the page drawn at build time also keys what was typed by), value and error. */
  const fieldProps = (
    autoComplete: "email" | "current-password",
    value: string,
    error: string | undefined,
    set: (value: string) => void,
  ) => ({
    autoComplete,
    autoFocus: focusedBeforeStart(autoComplete),
    value,
    error,
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(e.target.value),
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const next = {
      email: !email.trim() ? t.required : !isEmail(email) ? t.invalidEmail : undefined,
      password: !password ? t.required : undefined,
    };
    setErrors(next);
    if (next.email || next.password) return;
    setSending({ state: "sending" });
    send(email.trim(), password).then(
      () => {
        setSending({ state: "done" });
        onLoggedIn();
      },
      (error: unknown) => setSending({ state: "failed", error }),
    );
  }

  return (
    <AuthLayout
      title={t.logInTitle}
      subtitle={t.logInSubtitle}
      footer={<AuthSwitch question={t.noAccount} to={paths.signUp} label={t.createAccount} returnTo={returnTo} />}
    >
      <form ref={formRef} className="form" onSubmit={onSubmit} noValidate>
        <FormError message={error} />
        <TextField label={t.email} type="email" {...fieldProps("email", email, errors.email, setEmail)} />
        <TextField
          label={t.password}
          type="password"
          {...fieldProps("current-password", password, errors.password, setPassword)}
        />
        <SubmitButton block busy={busy} label={t.logIn} busyLabel={t.loggingIn} />
        <div className="auth-links">
          <AuthLink to={paths.recovery}>{t.forgot}</AuthLink>
        </div>
      </form>
    </AuthLayout>
  );
}
