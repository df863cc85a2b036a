// Plantillas de WhatsApp (super admins; route in app/router.tsx): the templates with Meta's status, and create,
// edit and delete (after confirming). Parameters are named everywhere (docs/whatsapp-templates.md).
import type { WaTemplate } from "@shared/whatsapp-schemas";
import { useState } from "react";
import { toast } from "../../lib/toast";
import { useConfirm } from "../../components/confirm-dialog";
import { EmptyState } from "../../components/empty-state";
import { FormError } from "../../components/form-parts";
import { Icon } from "../../components/icon";
import { ListStates } from "../../components/list-states";
import { PageFrame } from "../../components/page-frame";
import { useDeleteWhatsappTemplate, whatsappTemplateQueries } from "../../data/whatsapp-templates";
import { errorMessage } from "../../lib/api/client";
import { useMessages } from "../../lib/i18n";
import { useAppQuery } from "../../lib/query/query-client";
import { TemplateForm } from "./template-form";
import { TemplateList } from "./template-list";
import { whatsappTemplatesMessages } from "./whatsapp-templates-messages";
import "./whatsapp-templates.css";

/** The dialog open: a new template, one being edited, or none. */
type Editing = { template?: WaTemplate } | null;

export default function WhatsappTemplatesPage() {
  const t = useMessages(whatsappTemplatesMessages);
  const query = useAppQuery(whatsappTemplateQueries.list());
  const remove = useDeleteWhatsappTemplate();
  const [editing, setEditing] = useState<Editing>(null);
  const deletion = useConfirm<WaTemplate>();
  const list = query.data ?? null;

  const newButton = (
    <button type="button" className="btn btn-primary" onClick={() => setEditing({})}>
      <Icon name="plus" size={18} />
      {t.create}
    </button>
  );

  const confirmDelete = async (template: WaTemplate) => {
    try {
      await remove.mutateAsync(template.id);
      toast.success(t.deleted);
    } catch {
      // The reason shows under the list.
    }
    deletion.close();
  };

  return (
    <PageFrame title={t.title} description={t.description} actions={newButton}>
      <FormError message={remove.error ? errorMessage(remove.error, t.deleteError) : null} />
      <ListStates
        count={list?.length ?? null}
        failed={query.isError && !query.isFetching}
        onRetry={() => query.refetch()}
        icon="chat"
        texts={t}
        empty={<EmptyState icon="chat" title={t.none} description={t.noneText} />}
      >
        {() => (
          <TemplateList
            templates={list!}
            onEdit={(template) => setEditing({ template })}
            onDelete={(template) => {
              remove.reset();
              deletion.open(template);
            }}
          />
        )}
      </ListStates>
      {editing ? (
        <TemplateForm
          key={editing.template?.id ?? "new"}
          template={editing.template}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deletion.render((template) => ({
        title: t.deleteTitle,
        confirmLabel: t.delete,
        text: t.deleteText(template.name),
        onConfirm: () => confirmDelete(template),
      }))}
    </PageFrame>
  );
}
