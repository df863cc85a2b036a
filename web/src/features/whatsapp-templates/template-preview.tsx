// How the message arrives: the text with each parameter replaced by its example as the admin types, a
// parameter still without one shown as [its name].
import { fillNamed } from "@shared/template-params";
import type { TemplateParam } from "@shared/whatsapp-schemas";
import { useMessages } from "../../lib/i18n";
import { examplesByName } from "./template-form-values";
import { whatsappTemplatesMessages } from "./whatsapp-templates-messages";

export function TemplatePreview({ body, params }: { body: string; params: readonly TemplateParam[] }) {
  const t = useMessages(whatsappTemplatesMessages);
  const text = body.trim() ? fillNamed(body, examplesByName(params)) : "";
  return (
    <figure className="template-preview">
      <figcaption id="template-preview-title">{t.preview}</figcaption>
      <p className="template-preview-bubble" aria-labelledby="template-preview-title" aria-live="polite">
        {text || <span className="muted">{t.previewEmpty}</span>}
      </p>
    </figure>
  );
}
