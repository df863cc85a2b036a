// Sign-up (payload: email, password, first_name, last_name, phone); logs the new
// user in, who is then guided to create an organization.
import { PASSWORD_MIN_LENGTH, signUpSchema } from "@shared/auth-schemas";
import * as z from "@shared/zod";
import { useLocation, useNavigate } from "react-router-dom";
import { toast } from "../../lib/toast";
import { PhoneInput } from "../../components/phone-input/phone-input";
import { validPhone } from "../../components/phone-input/phone-value";
import { FormError, SubmitButton } from "../../components/form-parts";
import { NewPasswordField } from "../../components/new-password-field";
import { TextField } from "../../components/text-field";
import { useMessages } from "../../lib/i18n";
import { paths, safeNext } from "../../lib/paths";
import { useSignUp } from "../../data/auth";
import { useZodForm } from "../../lib/use-zod-form";
import { authErrorMessage } from "./auth-error";
import { AuthLayout } from "./auth-layout";
import { AuthSwitch } from "./auth-link";
import { authMessages } from "./auth-messages";

type Field = "first_name" | "last_name" | "email" | "phone" | "password";

/** The API's sign-up body, with the phone the form requires (stored as the phone input gives it). */
const signUpFields = signUpSchema.extend({
  phone: z.string().refine((v) => validPhone(v) !== null),
});

export default function SignUpPage() {
  const t = useMessages(authMessages);
  const navigate = useNavigate();
  const { search } = useLocation();
  const returnTo = safeNext(search);
  const required = (message: string, value: string) => (value.trim() ? message : t.required);
  const { handleSubmit, field, errorOf, watch, setValue } = useZodForm<Record<Field, string>, typeof signUpFields>(
    signUpFields,
    { first_name: "", last_name: "", email: "", phone: "", password: "" },
    {
      messages: {
        first_name: (message, v) => required(message, v.first_name),
        last_name: (message, v) => required(message, v.last_name),
        email: (_, v) => required(t.invalidEmail, v.email),
        phone: (_, v) => (v.phone ? t.invalidPhone : t.required),
        password: (message, v) =>
          !v.password ? t.required : v.password.length < PASSWORD_MIN_LENGTH ? t.passwordShort : message,
      },
    },
  );
  const signUp = useSignUp();
  // Busy until the page is left: the button must not come back meanwhile.
  const busy = signUp.isPending || signUp.isSuccess;
  const error = signUp.error ? authErrorMessage(signUp.error) : null;

  const onSubmit = handleSubmit((form) =>
    // The session's redirect leaves the page on success: the promise (not mutate's callbacks, dropped
    // with an unmounted page) carries the toast and the navigation.
    signUp
      .mutateAsync({
        first_name: form.first_name,
        last_name: form.last_name,
        email: form.email,
        phone: validPhone(form.phone)!,
        password: form.password,
      })
      .then(
        () => {
          toast.success(t.loggedIn);
          void navigate(returnTo ?? paths.home, { replace: true });
        },
        () => undefined, // shown from signUp.error
      ),
  );

  return (
    <AuthLayout
      title={t.signUpTitle}
      subtitle={t.signUpSubtitle}
      footer={<AuthSwitch question={t.haveAccount} to={paths.logIn} label={t.logIn} returnTo={returnTo} />}
    >
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormError message={error} />
        <div className="field-row">
          <TextField label={t.firstName} autoComplete="given-name" {...field("first_name")} />
          <TextField label={t.lastName} autoComplete="family-name" {...field("last_name")} />
        </div>
        <TextField label={t.email} type="email" autoComplete="email" {...field("email")} />
        <PhoneInput
          label={t.phone}
          value={watch("phone")}
          onChange={(v) => setValue("phone", v)}
          error={errorOf("phone")}
          required
        />
        <NewPasswordField label={t.password} withMinimum {...field("password")} />
        <SubmitButton block busy={busy} label={t.signUp} busyLabel={t.signingUp} />
      </form>
    </AuthLayout>
  );
}
