// Why Meta rejected or paused a template (docs/whatsapp-templates.md), under its status: the reason in
// Spanish (worker/shared/whatsapp-template-reasons.ts) with Meta's own word beside it, which is what its
// support and its WhatsApp Manager show.
import type { WaTemplate } from "@shared/whatsapp-schemas";
import { templateReasonEs } from "@shared/whatsapp-template-reasons";
import { useLocale, useMessages } from "../../lib/i18n";
import { whatsappTemplatesMessages } from "./whatsapp-templates-messages";

/** "formato inválido (INVALID_FORMAT)"; Meta's words alone when there is no Spanish for them. */
export function reasonText(raw: string, spanish: boolean): string {
  const es = spanish ? templateReasonEs(raw) : null;
  return es && es !== raw ? `${es} (${raw})` : raw;
}

export function TemplateStatusReason({ template }: { template: Pick<WaTemplate, "status" | "status_reason"> }) {
  const t = useMessages(whatsappTemplatesMessages);
  const locale = useLocale();
  const raw = template.status_reason?.trim();
  // A reason only explains a refusal or a pause; an approved template's old reason is history.
  if (!raw || (template.status !== "rejected" && template.status !== "paused")) return null;
  return (
    <p className={`template-card-reason template-card-reason-${template.status}`}>
      {t.reason(reasonText(raw, locale === "es"))}
    </p>
  );
}
