// Where the "Primeros pasos" card goes: the summary carries its figures for owners and admins only (plain
// users get null and no card). The card is its own chunk: it matters to a new ranch only, and the
// dashboard's first load keeps its size budget. Its download starts with this page, in parallel with the
// summary; the cards wait for it (under the skeleton, in dashboard-page's Suspense) only when the card will
// show (a step left, not hidden), so they still replace the skeleton as a whole. A chunk that cannot load
// (no signal, an old cache) shows no card rather than an error.
import type { DashboardSetup } from "@shared/dashboard-types";
import { use } from "react";
import { RecordMovementButton } from "../../components/movement-form";
import { useOrgId } from "../../data/org-query";
import type { RecordButton } from "./first-steps-card";
import { firstSteps } from "./first-steps";
import { useFirstStepsDismissed } from "./first-steps-dismissal";

const card = import("./first-steps-card").catch(() => null);

const record: RecordButton = (type, label, className) => (
  <RecordMovementButton type={type} label={label} className={className} icon={false} />
);

export function FirstStepsSlot({ setup }: { setup: DashboardSetup }) {
  const orgId = useOrgId();
  return orgId === null ? null : <OrganizationFirstSteps setup={setup} orgId={orgId} />;
}

/** Nothing to show (every step done, or the card hidden): the cards do not wait for the card's chunk. */
function OrganizationFirstSteps({ setup, orgId }: { setup: DashboardSetup; orgId: number }) {
  const dismissed = useFirstStepsDismissed(orgId);
  return dismissed || firstSteps(setup).complete ? null : <LoadedCard setup={setup} orgId={orgId} />;
}

function LoadedCard({ setup, orgId }: { setup: DashboardSetup; orgId: number }) {
  const chunk = use(card);
  return chunk ? <chunk.FirstStepsCard setup={setup} orgId={orgId} record={record} /> : null;
}
