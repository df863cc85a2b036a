// Where the "Primeros pasos" card goes: the summary carries its figures for owners and admins only (plain
// users get null and no card). The card is part of the dashboard's chunk (~2.5 KB), so it shows with the
// other cards in the same render; its dialogs are their own chunk, loaded when one opens (docs/first-steps.md).
import type { DashboardSetup } from "@shared/dashboard-types";
import { RecordMovementButton } from "../../components/movement-form";
import { useOrgId } from "../../data/org-query";
import { FirstStepsCard, type RecordButton } from "./first-steps-card";
import { firstSteps } from "./first-steps";
import { useFirstStepsDismissed } from "./first-steps-dismissal";

const record: RecordButton = (type, label, className) => (
  <RecordMovementButton type={type} label={label} className={className} icon={false} />
);

export function FirstStepsSlot({ setup }: { setup: DashboardSetup }) {
  const orgId = useOrgId();
  return orgId === null ? null : <OrganizationFirstSteps setup={setup} orgId={orgId} />;
}

/** Nothing to show when every step is done or the card was hidden. */
function OrganizationFirstSteps({ setup, orgId }: { setup: DashboardSetup; orgId: number }) {
  const dismissed = useFirstStepsDismissed(orgId);
  return dismissed || firstSteps(setup).complete ? null : (
    <FirstStepsCard setup={setup} orgId={orgId} record={record} />
  );
}
