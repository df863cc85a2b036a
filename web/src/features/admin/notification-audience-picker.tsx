// Who a notification goes to (docs/administration.md): everyone, chosen organizations, chosen users (search-selects over
// the existing admin lists) or a role across organizations. Controlled: the compose form owns the value.
import { useId, useState } from "react";
import type { Audience } from "@shared/notification-schemas";
import { AUDIENCE_ROLES } from "@shared/notification-schemas";
import { Icon } from "../../components/icon";
import { RoleOptions } from "../../components/named-options";
import { useMessages } from "../../lib/i18n";
import { useAppQuery } from "../../lib/query/query-client";
import { adminNotificationQueries } from "../../data/admin-notifications";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import type { PickOption } from "../../data/api/notifications-admin-api";
import { adminNotificationMessages } from "./notifications-admin-messages";

/** The picker's value: the audience's kind, and the chosen options kept with their labels for the chips. */
export interface AudienceDraft {
  kind: Audience["kind"];
  organizations: PickOption[];
  users: PickOption[];
  role: (typeof AUDIENCE_ROLES)[number];
}

export const emptyAudience: AudienceDraft = { kind: "all", organizations: [], users: [], role: "owner" };

export function audienceOf(d: AudienceDraft): Audience {
  if (d.kind === "organizations") return { kind: "organizations", ids: d.organizations.map((o) => o.id) };
  if (d.kind === "users") return { kind: "users", ids: d.users.map((u) => u.id) };
  if (d.kind === "role") return { kind: "role", role: d.role };
  return { kind: "all" };
}

function SearchSelect({
  label,
  chosen,
  onChange,
  useSearch,
}: {
  label: string;
  chosen: PickOption[];
  onChange: (list: PickOption[]) => void;
  useSearch: (q: string) => { options: PickOption[]; loading: boolean };
}) {
  const t = useMessages(adminNotificationMessages);
  const id = useId();
  const [q, setQ] = useState("");
  const { options, loading } = useSearch(q);
  const chosenIds = new Set(chosen.map((c) => c.id));
  const toggle = (o: PickOption) =>
    onChange(chosenIds.has(o.id) ? chosen.filter((c) => c.id !== o.id) : [...chosen, o]);
  return (
    <div className="field audience-search">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="input" type="search" value={q} onChange={(e) => setQ(e.target.value)} />
      {chosen.length > 0 ? (
        <ul className="audience-chips" aria-label={t.chosen(chosen.length)}>
          {chosen.map((c) => (
            <li key={c.id} className="audience-chip">
              {c.label}
              <button type="button" className="icon-btn" aria-label={t.remove(c.label)} onClick={() => toggle(c)}>
                <Icon name="close" size={16} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="audience-options" aria-busy={loading}>
        {loading && options.length === 0 ? <li className="muted">{t.searching}</li> : null}
        {!loading && options.length === 0 ? <li className="muted">{t.noMatches}</li> : null}
        {options.map((o) => (
          <li key={o.id}>
            <label>
              <input type="checkbox" checked={chosenIds.has(o.id)} onChange={() => toggle(o)} /> {o.label}
              {o.detail ? <span className="muted"> · {o.detail}</span> : null}
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}

function useOrganizationSearch(q: string) {
  const query = useAppQuery(adminNotificationQueries.organizationOptions());
  const needle = q.trim().toLocaleLowerCase();
  const all = query.data ?? [];
  const options = (needle ? all.filter((o) => o.label.toLocaleLowerCase().includes(needle)) : all).slice(0, 20);
  return { options, loading: query.isPending };
}

function useUserSearch(q: string) {
  const settled = useDebouncedValue(q.trim(), 300);
  const query = useAppQuery(adminNotificationQueries.userOptions(settled));
  return { options: query.data ?? [], loading: query.isFetching };
}

export function AudiencePicker({ value, onChange }: { value: AudienceDraft; onChange: (d: AudienceDraft) => void }) {
  const t = useMessages(adminNotificationMessages);
  const kinds: Array<[AudienceDraft["kind"], string]> = [
    ["all", t.all],
    ["organizations", t.organizations],
    ["users", t.users],
    ["role", t.role],
  ];
  return (
    <fieldset className="audience-picker">
      <legend>{t.audience}</legend>
      <div className="audience-kinds">
        {kinds.map(([kind, label]) => (
          <label key={kind}>
            <input
              type="radio"
              name="audience-kind"
              checked={value.kind === kind}
              onChange={() => onChange({ ...value, kind })}
            />{" "}
            {label}
          </label>
        ))}
      </div>
      {value.kind === "organizations" ? (
        <SearchSelect
          label={t.searchOrganizations}
          chosen={value.organizations}
          onChange={(organizations) => onChange({ ...value, organizations })}
          useSearch={useOrganizationSearch}
        />
      ) : null}
      {value.kind === "users" ? (
        <SearchSelect
          label={t.searchUsers}
          chosen={value.users}
          onChange={(users) => onChange({ ...value, users })}
          useSearch={useUserSearch}
        />
      ) : null}
      {value.kind === "role" ? (
        <label className="field">
          {t.roleLabel}
          <select
            className="input"
            value={value.role}
            onChange={(e) => onChange({ ...value, role: e.target.value as AudienceDraft["role"] })}
          >
            <RoleOptions roles={AUDIENCE_ROLES} />
          </select>
        </label>
      ) : null}
    </fieldset>
  );
}
