// Sign-up (SPEC.md §3 payload: email, password, first_name, last_name, phone); logs the new
// user in, who is then guided to create an organization.
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { PhoneInput } from "../../components/phone-input/phone-input";
import { validPhone } from "../../components/phone-input/phone-value";
import { FormError, SubmitButton } from "../../components/form-parts";
import { TextField } from "../../components/text-field";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { useAction } from "../../lib/use-action";
import { isEmail, isPasswordLongEnough } from "../../lib/validation";
import { signUp } from "./auth-api";
import { authErrorMessage } from "./auth-error";
import { AuthLayout } from "./auth-layout";
import { authMessages } from "./auth-messages";

type Field = "first_name" | "last_name" | "email" | "phone" | "password";

export default function SignUpPage() {
  const t = useMessages(authMessages);
  const navigate = useNavigate();
  const [form, setForm] = useState<Record<Field, string>>({
    first_name: "",
    last_name: "",
    email: "",
    phone: "",
    password: "",
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { busy, error, run } = useAction();
  const set = (field: Field) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  function validate(): Partial<Record<Field, string>> {
    return {
      first_name: form.first_name.trim() ? undefined : t.required,
      last_name: form.last_name.trim() ? undefined : t.required,
      email: !form.email.trim() ? t.required : isEmail(form.email) ? undefined : t.invalidEmail,
      phone: !form.phone ? t.required : validPhone(form.phone) ? undefined : t.invalidPhone,
      password: !form.password ? t.required : isPasswordLongEnough(form.password) ? undefined : t.passwordShort,
    };
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const next = validate();
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    void run(
      async () => {
        await signUp({
          first_name: form.first_name.trim(),
          last_name: form.last_name.trim(),
          email: form.email.trim(),
          phone: validPhone(form.phone)!,
          password: form.password,
        });
        toast.success(t.loggedIn);
        navigate(paths.home, { replace: true });
      },
      { fallback: authErrorMessage, keepBusy: true },
    );
  }

  return (
    <AuthLayout
      title={t.signUpTitle}
      subtitle={t.signUpSubtitle}
      footer={
        <span>
          {t.haveAccount} <Link to={paths.logIn}>{t.logIn}</Link>
        </span>
      }
    >
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormError message={error} />
        <div className="field-row">
          <TextField
            label={t.firstName}
            autoComplete="given-name"
            value={form.first_name}
            error={errors.first_name}
            onChange={(e) => set("first_name")(e.target.value)}
          />
          <TextField
            label={t.lastName}
            autoComplete="family-name"
            value={form.last_name}
            error={errors.last_name}
            onChange={(e) => set("last_name")(e.target.value)}
          />
        </div>
        <TextField
          label={t.email}
          type="email"
          autoComplete="email"
          value={form.email}
          error={errors.email}
          onChange={(e) => set("email")(e.target.value)}
        />
        <PhoneInput label={t.phone} value={form.phone} onChange={set("phone")} error={errors.phone} required />
        <TextField
          label={t.password}
          type="password"
          autoComplete="new-password"
          placeholder={t.passwordHint}
          value={form.password}
          error={errors.password}
          onChange={(e) => set("password")(e.target.value)}
        />
        <SubmitButton block busy={busy} label={t.signUp} busyLabel={t.signingUp} />
      </form>
    </AuthLayout>
  );
}
