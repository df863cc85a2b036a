// The section navigation: a fixed sidebar on a desk, a drawer on a phone (closed = hidden from
// keyboard and screen readers). The super-admin group shows only to super admins, money only to owners and
// admins, and a super admin who runs no ranch sees only the platform and their account.
import { useAtomValue } from "jotai";
import { useEffect, useRef } from "react";
import { NavLink } from "react-router-dom";
import { Icon } from "../../components/icon";
import { Brand } from "../../components/logo";
import { OrganizationSwitcher } from "../../features/organizations/organization-switcher";
import { useMessages } from "../../lib/i18n";
import { canSeeMoney } from "../../lib/roles";
import { isSuperAdminAtom, organizationsAtom, selectedOrganizationAtom } from "../../lib/session";
import { NAV_GROUPS, PLATFORM_ONLY_GROUPS } from "./nav-items";
import { navMessages, shellMessages } from "./shell-messages";

interface SidebarNavProps {
  id: string;
  open: boolean;
  /** A followed link closes the drawer. */
  onClose: () => void;
  /** The close button closes it and returns the focus to the menu button. */
  onDismiss: () => void;
}

export function SidebarNav({ id, open, onClose, onDismiss }: SidebarNavProps) {
  const t = useMessages(shellMessages);
  const labels = useMessages(navMessages);
  const superAdmin = useAtomValue(isSuperAdminAtom);
  const seesMoney = canSeeMoney(useAtomValue(selectedOrganizationAtom)?.role);
  const runsNoRanch = useAtomValue(organizationsAtom)?.length === 0;
  const groups =
    superAdmin && runsNoRanch ? PLATFORM_ONLY_GROUPS : NAV_GROUPS.filter((g) => !g.superAdminOnly || superAdmin);
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>("button, a, select")?.focus();
  }, [open]);

  // While the phone drawer is open, Tab cycles inside it instead of reaching the covered page.
  function keepFocusInside(e: React.KeyboardEvent) {
    if (!open || e.key !== "Tab" || !panelRef.current) return;
    const items = [...panelRef.current.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), select")];
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  }

  return (
    // A landmark (brand, organization switcher and navigation are all in one). The keydown only keeps
    // Tab inside the open drawer; the links and buttons inside are the controls.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
    <aside
      ref={panelRef}
      id={id}
      className="sidebar"
      aria-label={t.sidebar}
      data-open={open}
      onKeyDown={keepFocusInside}
    >
      <div className="sidebar-head">
        <Brand size={32} />
        <button type="button" className="icon-btn drawer-close" aria-label={t.closeMenu} onClick={onDismiss}>
          <Icon name="close" />
        </button>
      </div>
      <OrganizationSwitcher />
      <nav aria-label={t.mainNav} className="sidebar-nav">
        {groups.map((group) => (
          <div key={group.label} className="nav-group">
            <h2 className="nav-group-title">{labels[group.label]}</h2>
            <ul>
              {group.items
                .filter((item) => !item.money || seesMoney)
                .map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end={item.end} className="nav-link" onClick={onClose}>
                      <Icon name={item.icon} />
                      <span>{labels[item.label]}</span>
                    </NavLink>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </nav>
    </aside>
  );
}
