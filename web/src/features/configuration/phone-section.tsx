// Phone and its verification: save a number (a code is sent), or resend; then type the code. Both
// forms are checked with the API's schemas (changePhoneSchema, validateCodeSchema).
import { changePhoneSchema, validateCodeSchema } from "@shared/auth-schemas";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { toast } from "sonner";
import { PhoneInput } from "../../components/phone-input/phone-input";
import { validPhone } from "../../components/phone-input/phone-value";
import { FormActions, SubmitButton } from "../../components/form-parts";
import { TextField } from "../../components/text-field";
import { useMessages } from "../../lib/i18n";
import { currentUserAtom, refetchCurrentUser } from "../../lib/session";
import { useAction } from "../../lib/use-action";
import { digitsOnly, useZodForm } from "../../lib/use-zod-form";
import { changePhone, sendPhoneCode, validatePhoneCode } from "./configuration-api";
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
  const save = useAction();
  const phone = watch("phone");

  const onSave = handleSubmit(async ({ phone: normalised }) => {
    const ok = await save.run(
      async () => {
        await changePhone(normalised);
        await refetchCurrentUser();
      },
      { success: t.codeSent, fallback: t.genericError },
    );
    if (ok) setAwaitingCode(true);
  });

  async function onResend() {
    const ok = await save.run(() => sendPhoneCode(), { success: t.codeSent, fallback: t.genericError });
    if (ok) setAwaitingCode(true);
  }

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
          error={errorOf("phone") ?? save.error}
        />
        <div className="form-actions">
          {user.phone && !user.phone_verified && unchanged ? (
            <button type="button" className="btn btn-secondary" disabled={save.busy} onClick={() => void onResend()}>
              {t.sendCode}
            </button>
          ) : null}
          <SubmitButton busy={save.busy} disabled={unchanged} label={t.savePhone} busyLabel={t.saving} />
        </div>
      </form>
      {awaitingCode ? <PhoneCodeForm onVerified={() => setAwaitingCode(false)} /> : null}
    </SettingsCard>
  );
}

/** The code sent to the new phone (shown until it is verified; a new one starts empty). */
function PhoneCodeForm({ onVerified }: { onVerified: () => void }) {
  const t = useMessages(configurationMessages);
  const { handleSubmit, field } = useZodForm<{ code: string }, typeof validateCodeSchema>(
    validateCodeSchema,
    { code: "" },
    { messages: { code: () => t.invalidCode } },
  );
  const verify = useAction();

  const onVerify = handleSubmit(async ({ code }) => {
    const ok = await verify.run(
      async () => {
        await validatePhoneCode(code);
        await refetchCurrentUser();
      },
      { fallback: t.genericError },
    );
    if (ok) {
      toast.success(t.phoneVerified);
      onVerified();
    }
  });

  const { error, ...code } = digitsOnly(field("code"));
  return (
    <form className="form phone-verify" onSubmit={onVerify} noValidate>
      <TextField
        label={t.code}
        hint={t.codeHint}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...code}
        error={error ?? verify.error}
      />
      <FormActions busy={verify.busy} label={t.verify} busyLabel={t.verifying} />
    </form>
  );
}
