// The detail panel of the Organizations screen (docs/administration.md): members with roles, figures, recent activity,
// and the actions 'Agregar usuario' and 'Enviar saludo'. A dialog over the list.
import { movementLabel } from "@shared/movement-types";
import { useState, type ReactNode } from "react";
import { useConfirm } from "../../components/confirm-dialog";
import { EmptyState } from "../../components/empty-state";
import { Fact } from "../../components/fact";
import { InlineLoading } from "../../components/loading-screen";
import { Modal } from "../../components/modal";
import { formatDate, formatDay, formatLongDate, relativeLastAccess } from "../../lib/dates";
import { useLocale, useMessages } from "../../lib/i18n";
import { fullName, titleCase } from "../../lib/text";
import { adminOrganizationQueries, useSendGreeting } from "../../data/admin-organizations";
import { useAppQuery } from "../../lib/query/query-client";
import { roleLabel } from "../../lib/roles";
import { OrganizationAddUser } from "./organization-add-user";
import { organizationsMessages } from "./organizations-messages";

/** One list of the recent activity under its heading, or the line saying there is none. */
function ActivityList<T>({
  title,
  empty,
  items,
  children,
}: {
  title: string;
  empty: string;
  items: readonly T[];
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      <h4>{title}</h4>
      {items.length === 0 ? <p className="muted">{empty}</p> : <ul className="org-activity">{items.map(children)}</ul>}
    </>
  );
}

export function OrganizationDetailPanel({
  organization,
  onClose,
}: {
  organization: { id: number; name: string };
  onClose: () => void;
}) {
  const t = useMessages(organizationsMessages);
  const locale = useLocale();
  const query = useAppQuery(adminOrganizationQueries.detail(organization.id));
  const [adding, setAdding] = useState(false);
  const greeting = useConfirm();
  const greet = useSendGreeting();
  const org = query.data ?? null;
  const failed = query.isError && !query.isFetching;
  const now = new Date();

  const actions = (
    <>
      <button type="button" className="btn btn-secondary" onClick={() => setAdding(true)}>
        {t.addUser}
      </button>
      <button type="button" className="btn btn-primary" disabled={greet.isPending} onClick={() => greeting.open()}>
        {t.greet}
      </button>
    </>
  );

  return (
    <>
      <Modal title={organization.name} onClose={onClose} footer={actions}>
        {org === null && !failed ? (
          <InlineLoading label={t.detailLoading} />
        ) : failed || !org ? (
          <EmptyState
            icon="building"
            title={t.detailError}
            action={
              <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()}>
                {t.retry}
              </button>
            }
          />
        ) : (
          <div className="org-detail">
            <p className="muted">{t.created(formatDate(org.created_at))}</p>
            <section aria-labelledby="org-figures">
              <h3 id="org-figures">{t.figures}</h3>
              <dl className="org-figures">
                <Fact term={t.colHead}>{org.head_count.toLocaleString("es-AR")}</Fact>
                <Fact term={t.lots}>{org.lots_count}</Fact>
                <Fact term={t.rodeos}>{org.rodeos_count}</Fact>
                <Fact term={t.colMovements}>{org.movements_30d}</Fact>
                <Fact term={t.colActivity}>
                  {org.last_activity ? relativeLastAccess(org.last_activity, now, locale) : t.never}
                </Fact>
              </dl>
            </section>
            <section aria-labelledby="org-members">
              <h3 id="org-members">
                {t.members} ({org.members_count})
              </h3>
              <ul className="org-members">
                {org.members.map((m) => (
                  <li key={m.user_id}>
                    <span className="users-name">{fullName(m) || m.email}</span>{" "}
                    <span className="badge">{roleLabel(m.role, locale)}</span>
                    <span className="muted org-member-contact">
                      {m.email} · {m.phone ?? t.noPhone}
                      {m.phone && m.phone_verified ? ` (${t.phoneVerified.toLowerCase()})` : ""}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="org-activity">
              <h3 id="org-activity">{t.recentActivity}</h3>
              <ActivityList title={t.recentMovements} empty={t.noMovements} items={org.recent_movements}>
                {(m) => (
                  <li key={m.id}>
                    <strong>{movementLabel(m.type)}</strong> · {formatDay(m.date)}
                    {m.detail ? ` · ${m.detail}` : ""}
                    {m.created_by ? <span className="muted"> {t.by(titleCase(m.created_by))}</span> : null}
                  </li>
                )}
              </ActivityList>
              <ActivityList title={t.recentLogins} empty={t.noLogins} items={org.recent_logins}>
                {(l) => (
                  <li key={l.user_id}>
                    {titleCase(l.name) || l.email} · {formatLongDate(l.last_login, locale)}
                  </li>
                )}
              </ActivityList>
            </section>
          </div>
        )}
      </Modal>
      {adding ? (
        <OrganizationAddUser
          organization={organization}
          onClose={() => setAdding(false)}
          onAdded={() => setAdding(false)}
        />
      ) : null}
      {greeting.render(() => ({
        title: t.greetTitle,
        confirmLabel: t.greetSend,
        text: t.greetConfirm(organization.name),
        // The server's answer is the toast.
        onConfirm: () => greeting.run(greet.mutateAsync(organization.id), (sent) => sent, t.greetError),
      }))}
    </>
  );
}
