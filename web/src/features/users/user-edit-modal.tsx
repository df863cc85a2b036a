// 'Editar Usuario' (docs/client-rules.md): name, email, phone and an optional new password; a
// short password blocks the save and sends nothing; only the five fields are submitted. Checked
// with the API's adminUpdateUserSchema.
import { adminUpdateUserSchema, PASSWORD_MIN_LENGTH, passwordSchema } from "@shared/auth-schemas";
import { toast } from "../../lib/toast";
import { Modal } from "../../components/modal";
import { PhoneInput } from "../../components/phone-input/phone-input";
import { NewPasswordField } from "../../components/new-password-field";
import { TextField } from "../../components/text-field";
import { errorMessage } from "../../lib/api/client";
import { useLocale, useMessages } from "../../lib/i18n";
import { roleLabel } from "../../lib/roles";
import { useZodForm } from "../../lib/use-zod-form";
import { useUpdateUser } from "../../data/admin-users";
import type { AdminUser, UserUpdate } from "../../data/api/users-api";
import { usersMessages } from "./users-messages";
import { supportLine } from "../../lib/error-toast";

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
  const save = useUpdateUser();
  const { handleSubmit, field, errorOf, watch, setValue } = useZodForm<
    Record<"first_name" | "last_name" | "email" | "phone" | "password", string>,
    typeof adminUpdateUserSchema
  >(
    adminUpdateUserSchema,
    {
      first_name: user.first_name ?? "",
      last_name: user.last_name ?? "",
      email: user.email ?? "",
      phone: user.phone ?? "",
      password: "",
    },
    {
      // The optional phone and password are unions ("" or a valid one): name their own problem.
      messages: {
        phone: () => t.invalidPhone,
        password: (message, v) =>
          v.password.length < PASSWORD_MIN_LENGTH
            ? t.passwordShort
            : (passwordSchema.safeParse(v.password).error?.issues[0]?.message ?? message),
      },
    },
  );

  const onSubmit = handleSubmit(async (values) => {
    const update: UserUpdate = {
      first_name: values.first_name,
      last_name: values.last_name,
      phone: values.phone ?? "",
      email: values.email,
      ...(values.password ? { password: values.password } : {}),
    };
    try {
      await save.mutateAsync({ userId: user.id, update });
      toast.success(t.updated);
      onSaved();
    } catch (err) {
      const description = [errorMessage(err, ""), supportLine(err)].filter(Boolean).join(" · ");
      toast.error(t.updateError, { description: description || undefined });
    }
  });
  const saving = save.isPending;

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
          <TextField label={t.firstName} {...field("first_name")} />
          <TextField label={t.lastName} {...field("last_name")} />
        </div>
        <TextField label={t.email} type="email" {...field("email")} />
        <PhoneInput
          label={t.phone}
          value={watch("phone")}
          onChange={(v) => setValue("phone", v)}
          error={errorOf("phone")}
        />
        <NewPasswordField label={t.password} withMinimum {...field("password")} />
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
