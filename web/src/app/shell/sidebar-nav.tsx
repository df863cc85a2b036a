// The section navigation: a fixed sidebar on a desk, a drawer on a phone (closed = hidden from
// keyboard and screen readers). The super-admin group shows only to super admins.
import { useAtomValue } from "jotai";
import { useEffect, useRef } from "react";
import { NavLink } from "react-router-dom";
import { Icon } from "../../components/icon";
import { Brand } from "../../components/logo";
import { OrganizationSwitcher } from "../../features/organizations/organization-switcher";
import { useMessages } from "../../lib/i18n";
import { isSuperAdminAtom } from "../../lib/session";
import { NAV_GROUPS } from "./nav-items";
import { navMessages, shellMessages } from "./shell-messages";

export function SidebarNav({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const t = useMessages(shellMessages);
  const labels = useMessages(navMessages);
  const superAdmin = useAtomValue(isSuperAdminAtom);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>("button, a, select")?.focus();
  }, [open]);

  return (
    <div ref={panelRef} id={id} className="sidebar" data-open={open}>
      <div className="sidebar-head">
        <Brand size={32} />
        <button type="button" className="icon-btn drawer-close" aria-label={t.closeMenu} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <OrganizationSwitcher />
      <nav aria-label={t.mainNav} className="sidebar-nav">
        {NAV_GROUPS.filter((g) => !g.superAdminOnly || superAdmin).map((group) => (
          <div key={group.label} className="nav-group">
            <h2 className="nav-group-title">{labels[group.label]}</h2>
            <ul>
              {group.items.map((item) => (
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
    </div>
  );
}
