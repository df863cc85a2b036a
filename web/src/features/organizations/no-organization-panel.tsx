// Shown instead of a page while the user belongs to no organization: the invitations they can accept,
// then how to create an organization of their own.
import { PageFrame } from "../../components/page-frame";
import { Icon } from "../../components/icon";
import { useMessages } from "../../lib/i18n";
import { InvitationsPanel } from "../invitations";
import { CreateOrganizationForm } from "./create-organization-form";
import { organizationMessages } from "./organization-messages";
import "./organizations.css";

export function NoOrganizationPanel() {
  const t = useMessages(organizationMessages);
  return (
    <PageFrame title={t.noneTitle}>
      <InvitationsPanel />
      <div className="card no-organization">
        <span className="no-organization-icon round-icon" aria-hidden="true">
          <Icon name="building" size={32} />
        </span>
        <p>{t.noneText}</p>
        <CreateOrganizationForm />
      </div>
    </PageFrame>
  );
}
