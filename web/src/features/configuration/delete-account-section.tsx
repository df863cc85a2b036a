// Delete account: confirmed with the password in a dialog; the session then ends locally.
import { deleteAccountSchema } from "@shared/auth-schemas";
import { useState } from "react";
import { toast } from "../../lib/toast";
import { Modal } from "../../components/modal";
import { TextField } from "../../components/text-field";
import { useMessages } from "../../lib/i18n";
import { endSession } from "../../lib/session";
import { useDeleteAccount } from "../../data/account";
import { errorMessage } from "../../lib/api/client";
import { useZodForm } from "../../lib/use-zod-form";
import { configurationMessages } from "./configuration-messages";
import { SettingsCard } from "./settings-card";

export function DeleteAccountSection() {
  const t = useMessages(configurationMessages);
  const [open, setOpen] = useState(false);
  const { handleSubmit, field } = useZodForm<{ password: string }, typeof deleteAccountSchema>(
    deleteAccountSchema,
    { password: "" },
    { messages: { password: () => t.required } },
  );
  const deletion = useDeleteAccount();
  const error = deletion.error ? errorMessage(deletion.error, t.genericError) : null;

  const onSubmit = handleSubmit(({ password }) =>
    deletion.mutate(password, {
      onSuccess: () => {
        toast.success(t.accountDeleted);
        // The server already ended every session: no log-out call, just the local end.
        endSession();
      },
    }),
  );
  const password = field("password");

  return (
    <SettingsCard id="danger" className="danger-card" title={t.dangerTitle} subtitle={t.dangerText}>
      <button type="button" className="btn btn-danger" onClick={() => setOpen(true)}>
        {t.deleteAccount}
      </button>
      {open ? (
        <Modal title={t.dangerTitle} onClose={() => setOpen(false)}>
          <form className="form" onSubmit={onSubmit} noValidate>
            <p>{t.dangerText}</p>
            <TextField
              label={t.deleteAccountConfirm}
              type="password"
              autoComplete="current-password"
              {...password}
              error={password.error ?? error}
            />
            <div className="form-actions">
              <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)}>
                {t.cancel}
              </button>
              <button type="submit" className="btn btn-danger" disabled={deletion.isPending}>
                {t.deleteAccount}
              </button>
            </div>
          </form>
        </Modal>
      ) : null}
    </SettingsCard>
  );
}
