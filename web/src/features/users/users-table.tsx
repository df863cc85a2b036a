// The users table (docs/client-rules.md): avatar, Superadministrador tag, verified marks, organization count,
// relative last access; rows enter staggered 0.05 s apart and open the editor on click or Enter.
import { Icon } from "../../components/icon";
import { relativeLastAccess } from "../../lib/dates";
import { useLocale, useMessages } from "../../lib/i18n";
import { fullName, initials } from "../../lib/text";
import type { AdminUser } from "../../data/api/users-api";
import { usersMessages } from "./users-messages";
import { rowOpener } from "../../components/row-opener";
import { TableHead } from "../../components/table-head";

/** docs/client-rules.md row animation stagger. */
export const ROW_STAGGER_S = 0.05;

function Verified({ label }: { label: string }) {
  return (
    <span className="verified" title={label} role="img" aria-label={label}>
      <Icon name="check" size={14} />
    </span>
  );
}

export function UsersTable({ users, onEdit }: { users: AdminUser[]; onEdit: (user: AdminUser) => void }) {
  const t = useMessages(usersMessages);
  const locale = useLocale();
  const now = new Date();
  return (
    <div className="users-table-wrap">
      <table className="users-table">
        <TableHead columns={[t.colUser, t.colEmail, t.colPhone, t.colOrganizations, t.colLastAccess]} />
        <tbody>
          {users.map((user, index) => {
            const name = fullName(user) || user.email;
            return (
              <tr
                key={user.id}
                className="users-row"
                style={{ animationDelay: `${(index * ROW_STAGGER_S).toFixed(2)}s` }}
                {...rowOpener(t.edit(name), () => onEdit(user))}
              >
                <td data-label={t.colUser}>
                  <span className="users-identity">
                    <span className="avatar" aria-hidden="true">
                      {initials(name)}
                    </span>
                    <span className="users-name">{name}</span>
                    {user.is_super_admin ? <span className="badge badge-earth">{t.superAdmin}</span> : null}
                  </span>
                </td>
                <td data-label={t.colEmail}>
                  <span className="users-contact">
                    {user.email}
                    {user.email_verified ? <Verified label={t.emailVerified} /> : null}
                  </span>
                </td>
                <td data-label={t.colPhone}>
                  <span className="users-contact">
                    {user.phone || t.noPhone}
                    {user.phone && user.phone_verified ? <Verified label={t.phoneVerified} /> : null}
                  </span>
                </td>
                <td data-label={t.colOrganizations}>{user.organizations.length}</td>
                <td data-label={t.colLastAccess}>{relativeLastAccess(user.last_login, now, locale)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
