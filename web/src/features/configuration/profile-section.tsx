// Profile: first and last name (PUT /user/update-name).
import { useAtomValue } from "jotai";
import { useState, type FormEvent } from "react";
import { FormActions, FormError } from "../../components/form-parts";
import { TextField } from "../../components/text-field";
import { useMessages } from "../../lib/i18n";
import { currentUserAtom, refetchCurrentUser } from "../../lib/session";
import { useAction } from "../../lib/use-action";
import { updateName } from "./configuration-api";
import { configurationMessages } from "./configuration-messages";
import { SettingsCard } from "./settings-card";

export function ProfileSection() {
  const t = useMessages(configurationMessages);
  const user = useAtomValue(currentUserAtom)!;
  const [first, setFirst] = useState(user.first_name);
  const [last, setLast] = useState(user.last_name);
  const { busy, error, setError, run } = useAction();

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!first.trim() || !last.trim()) return setError(t.required);
    void run(
      async () => {
        await updateName(first.trim(), last.trim());
        await refetchCurrentUser();
      },
      { success: t.nameSaved, fallback: t.genericError },
    );
  }

  return (
    <SettingsCard id="profile" title={t.profileTitle}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <div className="field-row">
          <TextField
            label={t.firstName}
            autoComplete="given-name"
            value={first}
            onChange={(e) => setFirst(e.target.value)}
          />
          <TextField
            label={t.lastName}
            autoComplete="family-name"
            value={last}
            onChange={(e) => setLast(e.target.value)}
          />
        </div>
        <FormError message={error} />
        <FormActions busy={busy} label={t.save} />
      </form>
    </SettingsCard>
  );
}
