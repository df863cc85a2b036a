// "Reemplazar caravana" on an active animal's page (docs/animals.md): a lost button's replacement, typed or
// pasted and checked with the API's own animalRetagBody. The animal keeps its id and history; the old tag
// becomes perdida and shows among its earlier tags once the page has the server's answer.
import { animalRetagBody } from "@shared/animal-schemas";
import { formatTag } from "@shared/tag-number";
import { useState } from "react";
import { FormDialog } from "../../components/form-dialog";
import { TextField } from "../../components/text-field";
import { useRetagAnimal } from "../../data/animals";
import { useMessages } from "../../lib/i18n";
import { toast } from "../../lib/toast";
import { useZodForm } from "../../lib/use-zod-form";
import { retagMessages } from "./tags-messages";

function RetagDialog({ animalId, tag, onClose }: { animalId: number; tag: string; onClose: () => void }) {
  const t = useMessages(retagMessages);
  const retag = useRetagAnimal();
  const form = useZodForm<{ tag: string }, typeof animalRetagBody>(animalRetagBody, { tag: "" });
  const submit = form.submitWith(async (body) => {
    const detail = await retag.mutateAsync({ animalId, ...body });
    toast.success(t.done(formatTag(detail.animal.tag)));
    onClose();
  }, t.error);
  return (
    <FormDialog
      title={t.title}
      form={form}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t.submit}
      busyLabel={t.saving}
    >
      <p className="muted">{t.text(formatTag(tag))}</p>
      <TextField label={t.tag} inputMode="numeric" autoComplete="off" {...form.field("tag")} />
    </FormDialog>
  );
}

export function RetagButton({ animalId, tag }: { animalId: number; tag: string }) {
  const t = useMessages(retagMessages);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={() => setOpen(true)}>
        {t.open}
      </button>
      {open ? <RetagDialog animalId={animalId} tag={tag} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
