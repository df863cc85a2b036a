// Log-in (docs/client-rules.md): the server's message on failure, 'Sesión iniciada correctamente' on success.
// The one form not on react-hook-form + zod: it is the first screen on a phone with poor signal, and
// those two would add ~40 KB gzip to it (over the /log-in budget of `npm run size`) for two fields.
// react-hook-form alone, with plain rules, was measured at +14.2 KB (133.0 → 147.2 KB of 150): kept off.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { FormError, SubmitButton } from "../../components/form-parts";
import { TextField } from "../../components/text-field";
import { useMessages } from "../../lib/i18n";
import { paths, safeNext, withNext } from "../../lib/paths";
import { useLogIn } from "../../data/auth";
import { isEmail } from "../../lib/validation";
import { focusedBeforeStart, submittedBeforeStart, typedBeforeStart } from "../../prerender/typed-before-start";
import { authErrorMessage } from "./auth-error";
import { AuthLayout } from "./auth-layout";
import { authMessages } from "./auth-messages";

export default function LogInPage() {
  const t = useMessages(authMessages);
  const navigate = useNavigate();
  const { search } = useLocation();
  const returnTo = safeNext(search);
  // Typed into the page drawn at build time, before the app started (prerender/typed-before-start.ts).
  const [email, setEmail] = useState(() => typedBeforeStart("email"));
  const [password, setPassword] = useState(() => typedBeforeStart("current-password"));
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const logIn = useLogIn();
  const formRef = useRef<HTMLFormElement>(null);
  // "Iniciar sesión" pressed on the page drawn at build time, before the app had started.
  const [sendAtStart] = useState(submittedBeforeStart);
  useEffect(() => {
    if (sendAtStart) formRef.current?.requestSubmit();
  }, [sendAtStart]);
  // Busy until the page is left: the button must not come back meanwhile.
  const busy = logIn.isPending || logIn.isSuccess;
  const error = logIn.error ? authErrorMessage(logIn.error) : null;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const next = {
      email: !email.trim() ? t.required : !isEmail(email) ? t.invalidEmail : undefined,
      password: !password ? t.required : undefined,
    };
    setErrors(next);
    if (next.email || next.password) return;
    // After success the page is left by the session's own redirect: callbacks given to mutate() would be
    // dropped with the unmounted page, so the promise carries the toast and the navigation.
    logIn.mutateAsync({ email: email.trim(), password }).then(
      () => {
        toast.success(t.loggedIn);
        void navigate(returnTo ?? paths.home, { replace: true });
      },
      () => undefined, // shown from logIn.error
    );
  }

  return (
    <AuthLayout
      title={t.logInTitle}
      subtitle={t.logInSubtitle}
      footer={
        <span>
          {t.noAccount} <Link to={returnTo ? withNext(paths.signUp, returnTo) : paths.signUp}>{t.createAccount}</Link>
        </span>
      }
    >
      <form ref={formRef} className="form" onSubmit={onSubmit} noValidate>
        <FormError message={error} />
        <TextField
          label={t.email}
          type="email"
          autoComplete="email"
          autoFocus={focusedBeforeStart("email")}
          value={email}
          error={errors.email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label={t.password}
          type="password"
          autoComplete="current-password"
          autoFocus={focusedBeforeStart("current-password")}
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <SubmitButton block busy={busy} label={t.logIn} busyLabel={t.loggingIn} />
        <div className="auth-links">
          <Link to={paths.recovery}>{t.forgot}</Link>
        </div>
      </form>
    </AuthLayout>
  );
}
