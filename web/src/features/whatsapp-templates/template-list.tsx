// The templates as cards (one column on a phone): name, Meta's status (and why, when rejected or paused),
// language and category, the parameters by name and the body as people read it, with Editar and Eliminar.
import { toNamed } from "@shared/template-params";
import type { WaTemplate } from "@shared/whatsapp-schemas";
import { useMessages } from "../../lib/i18n";
import { NamedText } from "./named-text";
import { TemplateStatusBadge } from "./template-status-badge";
import { TemplateStatusReason } from "./template-status-reason";
import { whatsappTemplatesMessages } from "./whatsapp-templates-messages";
import { RowButton } from "../../components/row-button";

export interface TemplateListProps {
  templates: WaTemplate[];
  onEdit: (template: WaTemplate) => void;
  onDelete: (template: WaTemplate) => void;
}

export function TemplateList({ templates, onEdit, onDelete }: TemplateListProps) {
  const t = useMessages(whatsappTemplatesMessages);
  return (
    <ul className="template-list" aria-label={t.list}>
      {templates.map((x) => {
        const names = x.params.map((p) => p.name);
        const label = `${x.name} · ${x.language}`;
        return (
          <li key={x.id} className="card template-card" aria-label={label}>
            <div className="template-card-head">
              <h2 className="template-card-name">{x.name}</h2>
              <TemplateStatusBadge status={x.status} />
            </div>
            <TemplateStatusReason template={x} />
            <p className="template-card-meta muted">
              {x.language} · {t.categoryName(x.category)}
            </p>
            <p className="template-card-body">
              <NamedText text={toNamed(x.body, names)} />
            </p>
            <p className="template-card-params muted">{t.params(names)}</p>
            <div className="template-card-actions">
              <RowButton label={t.editLabel(label)} onClick={() => onEdit(x)}>
                {t.edit}
              </RowButton>
              <RowButton kind="ghost" label={t.deleteLabel(label)} onClick={() => onDelete(x)}>
                {t.delete}
              </RowButton>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
