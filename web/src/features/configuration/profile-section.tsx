// Profile: first and last name (PUT /user/update-name).
import { updateNameSchema } from "@shared/auth-schemas";
import { useAtomValue } from "jotai";
import { FormActions, FormError } from "../../components/form-parts";
import { TextField } from "../../components/text-field";
import { useMessages } from "../../lib/i18n";
import { toast } from "../../lib/toast";
import { useUpdateName } from "../../data/account";
import { errorMessage } from "../../lib/api/client";
import { currentUserAtom } from "../../lib/session";
import { useZodForm } from "../../lib/use-zod-form";
import { configurationMessages } from "./configuration-messages";
import { SettingsCard } from "./settings-card";

export function ProfileSection() {
  const t = useMessages(configurationMessages);
  const user = useAtomValue(currentUserAtom)!;
  const { handleSubmit, field } = useZodForm<{ first_name: string; last_name: string }, typeof updateNameSchema>(
    updateNameSchema,
    { first_name: user.first_name, last_name: user.last_name },
    {
      messages: {
        first_name: (message, v) => (v.first_name.trim() ? message : t.required),
        last_name: (message, v) => (v.last_name.trim() ? message : t.required),
      },
    },
  );
  const save = useUpdateName();

  const onSubmit = handleSubmit((name) => save.mutate(name, { onSuccess: () => toast.success(t.nameSaved) }));

  return (
    <SettingsCard id="profile" title={t.profileTitle}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <div className="field-row">
          <TextField label={t.firstName} autoComplete="given-name" {...field("first_name")} />
          <TextField label={t.lastName} autoComplete="family-name" {...field("last_name")} />
        </div>
        <FormError message={save.error ? errorMessage(save.error, t.genericError) : null} />
        <FormActions busy={save.isPending} label={t.save} />
      </form>
    </SettingsCard>
  );
}
