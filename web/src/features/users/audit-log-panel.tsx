// The audit log on the Users screen (docs/administration.md): who did what to whom, newest first, ten a page.
import { keepPreviousData } from "@tanstack/react-query";
import { useState } from "react";
import type { AuditEntry } from "@shared/audit-types";
import { EmptyState } from "../../components/empty-state";
import { ListStates } from "../../components/list-states";
import { formatLongDate } from "../../lib/dates";
import { defineMessages, useLocale, useMessages } from "../../lib/i18n";
import { titleCase } from "../../lib/text";
import { useAppQuery } from "../../lib/query/query-client";
import { adminUserQueries } from "../../data/admin-users";
import { UsersPager } from "./users-pager";

const ACTIONS_ES: Record<string, string> = {
  "user-edit": "Editó un usuario",
  "add-user-admin": "Agregó un usuario",
  "invite-user-admin": "Invitó a un usuario",
  "set-initial-password": "Activó su cuenta",
  greeting: "Envió un saludo",
  reminder: "Envió un recordatorio",
  notification: "Envió una notificación",
  "whatsapp-reply": "Respondió por WhatsApp",
  "whatsapp-template-create": "Creó una plantilla de WhatsApp",
  "whatsapp-template-edit": "Editó una plantilla de WhatsApp",
  "whatsapp-template-delete": "Eliminó una plantilla de WhatsApp",
};
const ACTIONS_EN: Record<string, string> = {
  "user-edit": "Edited a user",
  "add-user-admin": "Added a user",
  "invite-user-admin": "Invited a user",
  "set-initial-password": "Activated their account",
  greeting: "Sent a greeting",
  reminder: "Sent a reminder",
  notification: "Sent a notification",
  "whatsapp-reply": "Replied on WhatsApp",
  "whatsapp-template-create": "Created a WhatsApp template",
  "whatsapp-template-edit": "Edited a WhatsApp template",
  "whatsapp-template-delete": "Deleted a WhatsApp template",
};
const TARGETS_ES: Record<string, string> = {
  user: "Usuario",
  organization: "Organización",
  notification: "Notificación",
  conversation: "Conversación",
  whatsapp_template: "Plantilla de WhatsApp",
};
const TARGETS_EN: Record<string, string> = {
  user: "User",
  organization: "Organization",
  notification: "Notification",
  conversation: "Conversation",
  whatsapp_template: "WhatsApp template",
};

const messages = defineMessages(
  {
    title: "Registro de auditoría",
    pages: "Páginas del registro",
    intro: "Cada cambio hecho como super administrador queda anotado con quién, cuándo y sobre qué.",
    loading: "Cargando el registro…",
    loadError: "No se pudo cargar el registro",
    retry: "Reintentar",
    empty: "Todavía no hay acciones registradas",
    action: (a: string) => ACTIONS_ES[a] ?? a,
    target: (type: string) => TARGETS_ES[type] ?? type,
    gone: (id: number | null) => (id ? `#${id} (ya no existe)` : "—"),
  },
  {
    title: "Audit log",
    pages: "Log pages",
    intro: "Every change made as a super admin is written down with who, when and on what.",
    loading: "Loading the log…",
    loadError: "The log could not be loaded",
    retry: "Retry",
    empty: "No actions recorded yet",
    action: (a: string) => ACTIONS_EN[a] ?? a,
    target: (type: string) => TARGETS_EN[type] ?? type,
    gone: (id: number | null) => (id ? `#${id} (no longer exists)` : "—"),
  },
);

function AuditRow({ entry }: { entry: AuditEntry }) {
  const t = useMessages(messages);
  const locale = useLocale();
  return (
    <li className="audit-row">
      <div className="audit-row-main">
        <strong>{titleCase(entry.actor.name) || entry.actor.email || `#${entry.actor.id}`}</strong>{" "}
        {t.action(entry.action)}
      </div>
      <div className="audit-row-meta">
        <span>
          {t.target(entry.target_type)}: {entry.target_label ?? t.gone(entry.target_id)}
        </span>
        <time dateTime={entry.created_at}>{formatLongDate(entry.created_at, locale)}</time>
      </div>
    </li>
  );
}

export function AuditLogPanel() {
  const t = useMessages(messages);
  const [page, setPage] = useState(1);
  const query = useAppQuery({
    ...adminUserQueries.audit(page),
    placeholderData: keepPreviousData,
  });
  const data = query.data ?? null;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  return (
    <section className="audit-panel card" aria-labelledby="audit-title">
      <h2 id="audit-title">{t.title}</h2>
      <p className="muted">{t.intro}</p>
      <ListStates
        count={data?.total ?? null}
        query={query}
        icon="clock"
        texts={t}
        empty={<EmptyState icon="clock" title={t.empty} />}
      >
        {() => (
          <div aria-busy={query.isPlaceholderData}>
            <ul className="audit-list">
              {data!.entries.map((e) => (
                <AuditRow key={e.id} entry={e} />
              ))}
            </ul>
            {pages > 1 ? (
              <UsersPager page={Math.min(page, pages)} pages={pages} onPage={setPage} label={t.pages} />
            ) : null}
          </div>
        )}
      </ListStates>
    </section>
  );
}
