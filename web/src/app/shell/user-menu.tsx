// The user menu in the top bar: who is logged in (name in title case), the selected
// organization, language, settings and log-out.
import { useAtom, useAtomValue } from "jotai";
import { useId } from "react";
import { Link } from "react-router-dom";
import { Icon } from "../../components/icon";
import { localeAtom, useMessages, type Locale } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { roleLabel } from "../../lib/roles";
import { currentUserAtom, logout, selectedOrganizationAtom } from "../../lib/session";
import { fullName, initials } from "../../lib/text";
import { usePopover } from "../../lib/use-popover";
import { navMessages, shellMessages } from "./shell-messages";

const LANGUAGE_NAMES: Record<Locale, string> = { es: "Español", en: "English" };

export function UserMenu() {
  const t = useMessages(shellMessages);
  const nav = useMessages(navMessages);
  const user = useAtomValue(currentUserAtom);
  const organization = useAtomValue(selectedOrganizationAtom);
  const [locale, setLocale] = useAtom(localeAtom);
  const { open, setOpen, rootRef, buttonRef } = usePopover();
  const menuId = useId();

  if (!user) return null;
  const name = fullName(user) || user.email;

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        {/* The name is the button's text: what it shows (the initials, and on a desk the name and
            organization) followed by what it is, so speech control finds it by what is on screen. */}
        <span className="avatar">{initials(name)}</span>
        <span className="user-menu-text">
          <span className="user-menu-name">{name}</span>
          <span className="user-menu-org">{organization?.name ?? t.noOrganization}</span>
        </span>
        <span className="visually-hidden">{`${t.userMenu}: ${name}`}</span>
        <Icon name="chevronDown" size={18} />
      </button>
      {open ? (
        <div id={menuId} className="user-menu-panel">
          <div className="user-menu-identity">
            <strong>{name}</strong>
            <span className="muted">{user.email}</span>
            {organization ? (
              <span className="user-menu-current-org">
                <Icon name="building" size={16} /> {organization.name} · {roleLabel(organization.role, locale)}
              </span>
            ) : null}
            {user.is_super_admin ? <span className="badge badge-earth">{t.superAdmin}</span> : null}
          </div>
          <fieldset className="user-menu-language">
            <legend>{t.language}</legend>
            {(Object.keys(LANGUAGE_NAMES) as Locale[]).map((l) => (
              <label key={l}>
                <input type="radio" name="locale" checked={locale === l} onChange={() => setLocale(l)} />
                {LANGUAGE_NAMES[l]}
              </label>
            ))}
          </fieldset>
          <Link className="user-menu-item" to={paths.configuration} onClick={() => setOpen(false)}>
            <Icon name="settings" /> {nav.configuration}
          </Link>
          <button type="button" className="user-menu-item" onClick={() => void logout()}>
            <Icon name="logout" /> {t.logOut}
          </button>
        </div>
      ) : null}
    </div>
  );
}
