// Where the "Primeros pasos" card goes: the summary carries its figures for owners and admins only (plain
// users get null and no card). The card is its own chunk: it matters to a new ranch only, and the
// dashboard's first load keeps its size budget. Its download starts with this page, in parallel with the
// summary; the cards wait for it (under the skeleton, in dashboard-page's Suspense) only when the summary
// carries the first steps' figures, so they still replace the skeleton as a whole. A chunk that cannot load
// (no signal, an old cache) shows no card rather than an error.
import type { DashboardSetup } from "@shared/dashboard-types";
import { use } from "react";
import { RecordMovementButton } from "../../components/movement-form";
import { useOrgId } from "../../data/org-query";
import type { RecordButton } from "./first-steps-card";

const card = import("./first-steps-card").catch(() => null);

const record: RecordButton = (type, label, className) => (
  <RecordMovementButton type={type} label={label} className={className} icon={false} />
);

export function FirstStepsSlot({ setup }: { setup: DashboardSetup }) {
  const orgId = useOrgId();
  const chunk = use(card);
  return chunk && orgId !== null ? <chunk.FirstStepsCard setup={setup} orgId={orgId} record={record} /> : null;
}
