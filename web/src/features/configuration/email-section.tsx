// Email change: the new address plus the current password (POST /auth/change-email).
import { useAtomValue } from "jotai";
import { useState, type FormEvent } from "react";
import { FormActions, FormError } from "../../components/form-parts";
import { TextField } from "../../components/text-field";
import { useMessages } from "../../lib/i18n";
import { currentUserAtom, refetchCurrentUser } from "../../lib/session";
import { useAction } from "../../lib/use-action";
import { isEmail } from "../../lib/validation";
import { changeEmail } from "./configuration-api";
import { configurationMessages } from "./configuration-messages";
import { SettingsCard } from "./settings-card";

export function EmailSection() {
  const t = useMessages(configurationMessages);
  const user = useAtomValue(currentUserAtom)!;
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { busy, error, setError, run } = useAction();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!isEmail(email)) return setError(t.invalidEmail);
    if (!password) return setError(t.required);
    const ok = await run(
      async () => {
        await changeEmail(email.trim(), password);
        await refetchCurrentUser();
      },
      { success: t.emailSaved, fallback: t.genericError },
    );
    if (ok) {
      setEmail("");
      setPassword("");
    }
  }

  return (
    <SettingsCard
      id="email"
      title={t.emailTitle}
      subtitle={
        <>
          {t.currentEmail}: <strong>{user.email}</strong>{" "}
          <span className={user.email_verified ? "badge" : "badge badge-muted"}>
            {user.email_verified ? t.verified : t.notVerified}
          </span>
        </>
      }
    >
      <form className="form" onSubmit={onSubmit} noValidate>
        <div className="field-row">
          <TextField
            label={t.newEmail}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextField
            label={t.passwordToConfirm}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <FormError message={error} />
        <FormActions busy={busy} label={t.changeEmail} />
      </form>
    </SettingsCard>
  );
}
