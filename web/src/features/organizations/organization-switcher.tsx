// The organization switcher at the top of the navigation, with "new organization".
import { useAtomValue } from "jotai";
import { lazy, Suspense, useId, useState } from "react";
import { Icon } from "../../components/icon";
import { Modal } from "../../components/modal";
import { useLocale, useMessages } from "../../lib/i18n";
import { roleLabel } from "../../lib/roles";
import { organizationsAtom, selectedOrganizationIdAtom, selectOrganization } from "../../lib/session";
import { organizationMessages } from "./organization-messages";
import "./organizations.css";

// The form (and its schema checks) loads when the user asks to create an organization, not with the menu.
const CreateOrganizationForm = lazy(() =>
  import("./create-organization-form").then((m) => ({ default: m.CreateOrganizationForm })),
);

export function OrganizationSwitcher() {
  const t = useMessages(organizationMessages);
  const locale = useLocale();
  const organizations = useAtomValue(organizationsAtom);
  const selectedId = useAtomValue(selectedOrganizationIdAtom);
  const [creating, setCreating] = useState(false);
  const selectId = useId();

  return (
    <div className="org-switcher">
      <label htmlFor={selectId} className="org-switcher-label">
        {t.organization}
      </label>
      <div className="org-switcher-row">
        <select
          id={selectId}
          className="select"
          value={selectedId ?? ""}
          disabled={!organizations || organizations.length === 0}
          onChange={(e) => selectOrganization(e.target.value ? Number(e.target.value) : null)}
        >
          {!organizations || organizations.length === 0 ? <option value="">{t.noOrganizations}</option> : null}
          {organizations?.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name} ({roleLabel(o.role, locale)})
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn btn-secondary org-switcher-new"
          aria-label={t.newOrganization}
          title={t.newOrganization}
          onClick={() => setCreating(true)}
        >
          <Icon name="plus" />
        </button>
      </div>
      {creating ? (
        <Modal title={t.createTitle} onClose={() => setCreating(false)}>
          <Suspense fallback={null}>
            <CreateOrganizationForm onDone={() => setCreating(false)} onCancel={() => setCreating(false)} />
          </Suspense>
        </Modal>
      ) : null}
    </div>
  );
}
