// Password change (POST /auth/change-password): current, new (6+ characters) and repeated.
import { useState, type FormEvent } from "react";
import { FormActions, FormError } from "../../components/form-parts";
import { TextField } from "../../components/text-field";
import { useMessages } from "../../lib/i18n";
import { useAction } from "../../lib/use-action";
import { isPasswordLongEnough } from "../../lib/validation";
import { changePassword } from "./configuration-api";
import { configurationMessages } from "./configuration-messages";
import { SettingsCard } from "./settings-card";

export function PasswordSection() {
  const t = useMessages(configurationMessages);
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [repeat, setRepeat] = useState("");
  const { busy, error, setError, run } = useAction();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!current) return setError(t.required);
    if (!isPasswordLongEnough(next)) return setError(t.passwordShort);
    if (next !== repeat) return setError(t.passwordsDiffer);
    const ok = await run(() => changePassword(current, next), { success: t.passwordSaved, fallback: t.genericError });
    if (ok) {
      setCurrent("");
      setNext("");
      setRepeat("");
    }
  }

  return (
    <SettingsCard id="password" title={t.passwordTitle} subtitle={t.passwordText}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t.currentPassword}
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <div className="field-row">
          <TextField
            label={t.newPassword}
            type="password"
            autoComplete="new-password"
            placeholder={t.passwordHint}
            value={next}
            onChange={(e) => setNext(e.target.value)}
          />
          <TextField
            label={t.repeatPassword}
            type="password"
            autoComplete="new-password"
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
          />
        </div>
        <FormError message={error} />
        <FormActions busy={busy} label={t.changePassword} />
      </form>
    </SettingsCard>
  );
}
