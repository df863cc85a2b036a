// The organizations table (docs/administration.md): name, owners, figures, last activity and creation; stacked cards
// at phone size. A row opens the detail on click, Enter or Space.
import type { OrganizationListItem } from "@shared/organization-admin-schemas";
import { formatDate, relativeLastAccess } from "../../lib/dates";
import { useLocale, useMessages } from "../../lib/i18n";
import { fullName } from "../../lib/text";
import { organizationsMessages } from "./organizations-messages";
import { rowOpener } from "../../components/row-opener";
import { TableHead } from "../../components/table-head";

const ownerName = (o: OrganizationListItem["owners"][number]) => fullName(o) || o.email;

export function OrganizationsTable({
  organizations,
  onOpen,
}: {
  organizations: OrganizationListItem[];
  onOpen: (org: OrganizationListItem) => void;
}) {
  const t = useMessages(organizationsMessages);
  const locale = useLocale();
  const now = new Date();
  return (
    <div className="users-table-wrap">
      <table className="users-table orgs-table">
        <TableHead
          columns={[t.colName, t.colOwners, t.colMembers, t.colHead, t.colMovements, t.colActivity, t.colCreated]}
        />
        <tbody>
          {organizations.map((org) => (
            <tr key={org.id} className="users-row" {...rowOpener(t.open(org.name), () => onOpen(org))}>
              <td data-label={t.colName}>
                <span className="users-name">{org.name}</span>
              </td>
              <td data-label={t.colOwners}>
                {org.owners.length === 0 ? t.noOwner : org.owners.map((o) => ownerName(o)).join(", ")}
              </td>
              <td data-label={t.colMembers}>{org.members_count}</td>
              <td data-label={t.colHead}>{org.head_count.toLocaleString("es-AR")}</td>
              <td data-label={t.colMovements}>{org.movements_30d}</td>
              <td data-label={t.colActivity}>
                {org.last_activity ? relativeLastAccess(org.last_activity, now, locale) : t.never}
              </td>
              <td data-label={t.colCreated}>{formatDate(org.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
