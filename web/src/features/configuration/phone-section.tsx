// Phone and its verification: save a number (a code is sent), or resend; then type the code. Both
// forms are checked with the API's schemas (changePhoneSchema, validateCodeSchema).
import { changePhoneSchema } from "@shared/auth-schemas";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { toast } from "../../lib/toast";
import { PhoneInput } from "../../components/phone-input/phone-input";
import { validPhone } from "../../components/phone-input/phone-value";
import { CodeField, useCodeForm } from "../../components/code-field";
import { FormActions, SubmitButton } from "../../components/form-parts";
import { useMessages } from "../../lib/i18n";
import { useChangePhone, useSendPhoneCode, useValidatePhoneCode } from "../../data/account";
import { errorMessage } from "../../lib/api/client";
import { currentUserAtom } from "../../lib/session";
import { useZodForm } from "../../lib/use-zod-form";
import { configurationMessages } from "./configuration-messages";
import { SettingsCard } from "./settings-card";

export function PhoneSection() {
  const t = useMessages(configurationMessages);
  const user = useAtomValue(currentUserAtom)!;
  const [awaitingCode, setAwaitingCode] = useState(false);
  const { handleSubmit, errorOf, watch, setValue } = useZodForm<{ phone: string }, typeof changePhoneSchema>(
    changePhoneSchema,
    { phone: user.phone ?? "" },
    { messages: { phone: () => t.invalidPhone } },
  );
  const save = useChangePhone();
  const resend = useSendPhoneCode();
  const phone = watch("phone");
  const codeSent = () => {
    toast.success(t.codeSent);
    setAwaitingCode(true);
  };

  const onSave = handleSubmit(({ phone: normalised }) => {
    resend.reset();
    save.mutate(normalised, { onSuccess: codeSent });
  });

  function onResend() {
    save.reset();
    resend.mutate(undefined, { onSuccess: codeSent });
  }

  // One busy flag and one message for both buttons: the latest of the two writes.
  const busy = save.isPending || resend.isPending;
  const failure = save.error ?? resend.error;

  const unchanged = (validPhone(phone) ?? phone) === (user.phone ?? "");

  return (
    <SettingsCard
      id="phone"
      title={t.phoneTitle}
      subtitle={
        <>
          {t.phoneText}{" "}
          {user.phone ? (
            <span className={user.phone_verified ? "badge" : "badge badge-muted"}>
              {user.phone_verified ? t.verified : t.notVerified}
            </span>
          ) : (
            <span className="badge badge-muted">{t.noPhone}</span>
          )}
        </>
      }
    >
      <form className="form" onSubmit={onSave} noValidate>
        <PhoneInput
          label={t.phone}
          value={phone}
          onChange={(v) => setValue("phone", v)}
          error={errorOf("phone") ?? (failure ? errorMessage(failure, t.genericError) : null)}
        />
        <div className="form-actions">
          {user.phone && !user.phone_verified && unchanged ? (
            <button type="button" className="btn btn-secondary" disabled={busy} onClick={onResend}>
              {t.sendCode}
            </button>
          ) : null}
          <SubmitButton busy={busy} disabled={unchanged} label={t.savePhone} busyLabel={t.saving} />
        </div>
      </form>
      {awaitingCode ? <PhoneCodeForm onVerified={() => setAwaitingCode(false)} /> : null}
    </SettingsCard>
  );
}

/** The code sent to the new phone (shown until it is verified; a new one starts empty). */
function PhoneCodeForm({ onVerified }: { onVerified: () => void }) {
  const t = useMessages(configurationMessages);
  const { handleSubmit, field } = useCodeForm(t.invalidCode);
  const verify = useValidatePhoneCode();

  const onVerify = handleSubmit(({ code }) =>
    verify.mutate(code, {
      onSuccess: () => {
        toast.success(t.phoneVerified);
        onVerified();
      },
    }),
  );

  const code = field("code");
  return (
    <form className="form phone-verify" onSubmit={onVerify} noValidate>
      <CodeField
        label={t.code}
        hint={t.codeHint}
        {...code}
        error={code.error ?? (verify.error ? errorMessage(verify.error, t.genericError) : null)}
      />
      <FormActions busy={verify.isPending} label={t.verify} busyLabel={t.verifying} />
    </form>
  );
}
