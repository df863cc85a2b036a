// Meta's review of a template in words ("Aprobada", "En revisión", "Rechazada", "Pausada", "Sin enviar"), as a badge.
import type { WaTemplateStatus } from "@shared/whatsapp-schemas";
import { useMessages } from "../../lib/i18n";
import { templateStatusMessages, whatsappTemplatesMessages } from "./whatsapp-templates-messages";

export function TemplateStatusBadge({ status }: { status: WaTemplateStatus }) {
  const t = useMessages(whatsappTemplatesMessages);
  const label = useMessages(templateStatusMessages)[status];
  return (
    <span className={`badge template-status template-status-${status}`} aria-label={`${t.status}: ${label}`}>
      {label}
    </span>
  );
}
