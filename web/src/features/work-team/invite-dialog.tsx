// The work team's invitation form in a dialog: the "Invitá a tu equipo" first step (docs/first-steps.md).
import { useAtomValue } from "jotai";
import { Modal } from "../../components/modal";
import { useMessages } from "../../lib/i18n";
import { selectedOrganizationAtom } from "../../lib/session";
import { AddMemberForm } from "./add-member-form";
import { workTeamMessages } from "./work-team-messages";
import "./work-team.css";

export function InviteDialog({ onClose }: { onClose: () => void }) {
  const t = useMessages(workTeamMessages);
  const organization = useAtomValue(selectedOrganizationAtom);
  return (
    <Modal title={t.addTitle} onClose={onClose}>
      <p className="muted">{t.addText}</p>
      {organization ? (
        <AddMemberForm organizationId={organization.id} actorRole={organization.role} onAdded={onClose} />
      ) : null}
    </Modal>
  );
}
