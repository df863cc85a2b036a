// Phone and its verification: save a number (a code is sent), or resend; then type the code.
import { useAtomValue } from "jotai";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { PhoneInput } from "../../components/phone-input/phone-input";
import { validPhone } from "../../components/phone-input/phone-value";
import { FormActions, SubmitButton } from "../../components/form-parts";
import { TextField } from "../../components/text-field";
import { useMessages } from "../../lib/i18n";
import { currentUserAtom, refetchCurrentUser } from "../../lib/session";
import { useAction } from "../../lib/use-action";
import { changePhone, sendPhoneCode, validatePhoneCode } from "./configuration-api";
import { configurationMessages } from "./configuration-messages";
import { SettingsCard } from "./settings-card";

export function PhoneSection() {
  const t = useMessages(configurationMessages);
  const user = useAtomValue(currentUserAtom)!;
  const [phone, setPhone] = useState(user.phone ?? "");
  const [awaitingCode, setAwaitingCode] = useState(false);
  const [code, setCode] = useState("");
  const save = useAction();
  const verify = useAction();

  async function onSave(e: FormEvent) {
    e.preventDefault();
    const normalised = validPhone(phone);
    if (!normalised) return save.setError(t.invalidPhone);
    const ok = await save.run(
      async () => {
        await changePhone(normalised);
        await refetchCurrentUser();
      },
      { success: t.codeSent, fallback: t.genericError },
    );
    if (ok) setAwaitingCode(true);
  }

  async function onResend() {
    const ok = await save.run(() => sendPhoneCode(), { success: t.codeSent, fallback: t.genericError });
    if (ok) setAwaitingCode(true);
  }

  async function onVerify(e: FormEvent) {
    e.preventDefault();
    if (!/^\d{6}$/.test(code)) return verify.setError(t.invalidCode);
    const ok = await verify.run(
      async () => {
        await validatePhoneCode(code);
        await refetchCurrentUser();
      },
      { fallback: t.genericError },
    );
    if (ok) {
      toast.success(t.phoneVerified);
      setAwaitingCode(false);
      setCode("");
    }
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
        <PhoneInput label={t.phone} value={phone} onChange={setPhone} error={save.error} />
        <div className="form-actions">
          {user.phone && !user.phone_verified && unchanged ? (
            <button type="button" className="btn btn-secondary" disabled={save.busy} onClick={() => void onResend()}>
              {t.sendCode}
            </button>
          ) : null}
          <SubmitButton busy={save.busy} disabled={unchanged} label={t.savePhone} busyLabel={t.saving} />
        </div>
      </form>
      {awaitingCode ? (
        <form className="form phone-verify" onSubmit={onVerify} noValidate>
          <TextField
            label={t.code}
            hint={t.codeHint}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            error={verify.error}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
          />
          <FormActions busy={verify.busy} label={t.verify} busyLabel={t.verifying} />
        </form>
      ) : null}
    </SettingsCard>
  );
}
