// The "create organization" form, used in the switcher's modal and for users with none.
import { organizationNameSchema } from "@shared/auth-schemas";
import { toast } from "../../lib/toast";
import { FormActions } from "../../components/form-parts";
import { TextField } from "../../components/text-field";
import { useMessages } from "../../lib/i18n";
import { useCreateOrganization } from "../../data/organizations";
import { errorMessage } from "../../lib/api/client";
import { useZodForm } from "../../lib/use-zod-form";
import { organizationMessages } from "./organization-messages";

export function CreateOrganizationForm({ onDone, onCancel }: { onDone?: () => void; onCancel?: () => void }) {
  const t = useMessages(organizationMessages);
  const { handleSubmit, field } = useZodForm<{ name: string }, typeof organizationNameSchema>(
    organizationNameSchema,
    { name: "" },
    { messages: { name: (message, v) => (v.name.trim() ? message : t.nameRequired) } },
  );
  const create = useCreateOrganization();

  const onSubmit = handleSubmit(({ name }) =>
    // The new organization is selected on success, which may unmount this form (the "no organization"
    // panel goes away): the promise, not mutate's callbacks, carries the toast.
    create.mutateAsync(name).then(
      () => {
        toast.success(t.created);
        onDone?.();
      },
      () => undefined, // shown from create.error
    ),
  );
  const name = field("name");
  const error = create.error ? errorMessage(create.error, t.createError) : null;

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <TextField label={t.name} maxLength={120} placeholder={t.namePlaceholder} {...name} error={name.error ?? error} />
      <FormActions onCancel={onCancel} busy={create.isPending} label={t.create} busyLabel={t.creating} />
    </form>
  );
}
