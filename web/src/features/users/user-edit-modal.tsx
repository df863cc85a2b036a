// 'Editar Usuario' (SPEC.md §2, §5, §8): name, email, phone and an optional new password; a
// short password blocks the save and sends nothing; only the five fields are submitted.
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Modal } from "../../components/modal";
import { PhoneInput } from "../../components/phone-input/phone-input";
import { validPhone } from "../../components/phone-input/phone-value";
import { TextField } from "../../components/text-field";
import { errorMessage } from "../../lib/api/client";
import { useLocale, useMessages } from "../../lib/i18n";
import { roleLabel } from "../../lib/roles";
import { isPasswordLongEnough } from "../../lib/validation";
import { updateUser, type AdminUser, type UserUpdate } from "./users-api";
import { usersMessages } from "./users-messages";

const FORM_ID = "user-edit-form";

export function UserEditModal({
  user,
  onClose,
  onSaved,
}: {
  user: AdminUser;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useMessages(usersMessages);
  const locale = useLocale();
  const [form, setForm] = useState({
    first_name: user.first_name ?? "",
    last_name: user.last_name ?? "",
    email: user.email ?? "",
    phone: user.phone ?? "",
    password: "",
  });
  const [errors, setErrors] = useState<{ password?: string; phone?: string }>({});
  const [saving, setSaving] = useState(false);
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const next = {
      password: form.password && !isPasswordLongEnough(form.password) ? t.passwordShort : undefined,
      phone: form.phone && !validPhone(form.phone) ? t.invalidPhone : undefined,
    };
    setErrors(next);
    if (next.password || next.phone) return;
    const update: UserUpdate = {
      first_name: form.first_name,
      last_name: form.last_name,
      phone: form.phone,
      email: form.email,
      ...(form.password ? { password: form.password } : {}),
    };
    setSaving(true);
    try {
      await updateUser(user.id, update);
      toast.success(t.updated);
      onSaved();
    } catch (err) {
      toast.error(t.updateError, { description: errorMessage(err, "") || undefined });
      setSaving(false);
    }
  }

  return (
    <Modal
      title={t.editTitle}
      onClose={onClose}

      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t.cancel}
          </button>
          <button type="submit" form={FORM_ID} className="btn btn-primary" disabled={saving}>
            {saving ? t.saving : t.save}
          </button>
        </>
      }
    >
      <form id={FORM_ID} className="form" onSubmit={onSubmit} noValidate>
        <div className="field-row">
          <TextField label={t.firstName} value={form.first_name} onChange={(e) => set("first_name")(e.target.value)} />
          <TextField label={t.lastName} value={form.last_name} onChange={(e) => set("last_name")(e.target.value)} />
        </div>
        <TextField label={t.email} type="email" value={form.email} onChange={(e) => set("email")(e.target.value)} />
        <PhoneInput label={t.phone} value={form.phone} onChange={set("phone")} error={errors.phone} />
        <TextField
          label={t.password}
          type="password"
          autoComplete="new-password"
          placeholder={t.passwordPlaceholder}
          value={form.password}
          error={errors.password}
          onChange={(e) => set("password")(e.target.value)}
        />
        <div className="field">
          <span className="label">{t.organizations}</span>
          {user.organizations.length === 0 ? (
            <p className="muted">{t.noOrganizations}</p>
          ) : (
            <ul className="user-organizations" aria-label={t.organizations}>
              {user.organizations.map((o) => (
                <li key={o.id}>
                  <span>{o.name || t.unnamedOrganization}</span>
                  <span className="badge">{roleLabel(o.role, locale)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </form>
    </Modal>
  );
}
