// Organizaciones inactivas (docs/administration.md): organizations with no movement and no member log-in in 7, 30 or
// 90 days, their owners' contact, and a bulk reminder that the server sends at most once a day each.
import { countNoun } from "@shared/plural";
import { useState } from "react";
import { toast } from "../../lib/toast";
import type { InactiveOrganization, InactivityWindow } from "@shared/inactive-schemas";
import { INACTIVITY_WINDOWS } from "@shared/inactive-schemas";
import { ListStates } from "../../components/list-states";
import { PageFrame } from "../../components/page-frame";
import { ValueOptions } from "../../components/named-options";
import { formatLongDate } from "../../lib/dates";
import { countEn, defineMessages, useLocale, useMessages } from "../../lib/i18n";
import { titleCase } from "../../lib/text";
import { adminOrganizationQueries, useSendReminders } from "../../data/admin-organizations";
import { errorMessage } from "../../lib/api/client";
import { toastError } from "../../lib/error-toast";
import { useAppQuery } from "../../lib/query/query-client";
import "./inactive-organizations.css";

const messages = defineMessages(
  {
    title: "Organizaciones inactivas",
    window: "Sin actividad en los últimos",
    days: (n: number) => countNoun(n, "día"),
    loading: "Buscando organizaciones inactivas…",
    loadError: "No se pudo cargar la lista",
    retry: "Reintentar",
    emptyTitle: "No hay organizaciones inactivas",
    emptyText: "Todas registraron un movimiento o tuvieron un ingreso en este período.",
    select: (name: string) => `Elegir ${name}`,
    selectAll: "Elegir todas",
    lastActivity: "Última actividad",
    never: "Nunca",
    owners: "Dueños",
    noOwner: "Sin dueño",
    reminded: (when: string) => `Último recordatorio: ${when}`,
    remind: (n: number) => `Enviar recordatorio (${n})`,
    remindFailed: "No se pudieron enviar los recordatorios",
    skipped: (n: number) =>
      n === 1
        ? "1 ya tenía un recordatorio en las últimas 24 horas"
        : `${n} ya tenían un recordatorio en las últimas 24 horas`,
    truncated: "Se muestran las 200 con actividad más antigua.",
  },
  {
    title: "Inactive organizations",
    window: "No activity in the last",
    days: (n: number) => countEn(n, "day"),
    loading: "Looking for inactive organizations…",
    loadError: "The list could not be loaded",
    retry: "Retry",
    emptyTitle: "No inactive organizations",
    emptyText: "Every organization recorded a movement or had a log-in in this period.",
    select: (name: string) => `Select ${name}`,
    selectAll: "Select all",
    lastActivity: "Last activity",
    never: "Never",
    owners: "Owners",
    noOwner: "No owner",
    reminded: (when: string) => `Last reminder: ${when}`,
    remind: (n: number) => `Send reminder (${n})`,
    remindFailed: "The reminders could not be sent",
    skipped: (n: number) => `${n} already had a reminder in the last 24 hours`,
    truncated: "Showing the 200 with the oldest activity.",
  },
);

function OrganizationCard({
  org,
  checked,
  onToggle,
}: {
  org: InactiveOrganization;
  checked: boolean;
  onToggle: () => void;
}) {
  const t = useMessages(messages);
  const locale = useLocale();
  return (
    <li className="inactive-card card">
      <label className="inactive-card-head">
        <input type="checkbox" checked={checked} onChange={onToggle} aria-label={t.select(org.name)} />
        <strong>{org.name}</strong>
      </label>
      <dl className="inactive-card-facts facts-grid">
        <dt>{t.lastActivity}</dt>
        <dd>{org.last_activity ? formatLongDate(org.last_activity, locale) : t.never}</dd>
        <dt>{t.owners}</dt>
        <dd>
          {org.owners.length === 0
            ? t.noOwner
            : org.owners.map((o) => (
                <span key={o.id} className="inactive-owner">
                  {titleCase(o.name) || o.email} · <a href={`mailto:${o.email}`}>{o.email}</a>
                  {o.phone ? (
                    <>
                      {" "}
                      · <a href={`tel:${o.phone}`}>{o.phone}</a>
                    </>
                  ) : null}
                </span>
              ))}
        </dd>
      </dl>
      {org.last_reminder_at ? (
        <p className="muted inactive-reminded">{t.reminded(formatLongDate(org.last_reminder_at, locale))}</p>
      ) : null}
    </li>
  );
}

export default function InactiveOrganizationsPage() {
  const t = useMessages(messages);
  const [days, setDays] = useState<InactivityWindow>(30);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const query = useAppQuery(adminOrganizationQueries.inactive(days));
  const reminders = useSendReminders();
  const list = query.data?.organizations ?? null;
  const toggle = (id: number) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const visibleChosen = list ? list.filter((o) => chosen.has(o.id)).map((o) => o.id) : [];
  const allChosen = list !== null && list.length > 0 && visibleChosen.length === list.length;

  const remind = () =>
    reminders.mutate(visibleChosen, {
      onSuccess: (result) => {
        toast.success(result.message);
        if (result.skipped.length > 0) toast.info(t.skipped(result.skipped.length));
        setChosen(new Set());
      },
      onError: (error) => toastError(errorMessage(error, t.remindFailed), error),
    });

  return (
    <PageFrame title={t.title}>
      <div className="inactive-toolbar">
        <label>
          {t.window}{" "}
          <select className="input" value={days} onChange={(e) => setDays(Number(e.target.value) as InactivityWindow)}>
            <ValueOptions values={INACTIVITY_WINDOWS} label={(d) => t.days(d)} />
          </select>
        </label>
        {list && list.length > 0 ? (
          <label className="inactive-select-all">
            <input
              type="checkbox"
              checked={allChosen}
              onChange={() => setChosen(allChosen ? new Set() : new Set(list.map((o) => o.id)))}
            />{" "}
            {t.selectAll}
          </label>
        ) : null}
        <button
          type="button"
          className="btn btn-primary"
          disabled={visibleChosen.length === 0 || reminders.isPending}
          onClick={remind}
        >
          {t.remind(visibleChosen.length)}
        </button>
      </div>
      <ListStates count={list?.length ?? null} query={query} icon="clock" texts={t}>
        {() => (
          <>
            <ul className="inactive-list" aria-busy={query.isFetching}>
              {list!.map((o) => (
                <OrganizationCard key={o.id} org={o} checked={chosen.has(o.id)} onToggle={() => toggle(o.id)} />
              ))}
            </ul>
            {query.data?.truncated ? <p className="muted">{t.truncated}</p> : null}
          </>
        )}
      </ListStates>
    </PageFrame>
  );
}
