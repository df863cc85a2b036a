// The money screens are for owners and admins (canSeeMoney): a plain user who opens one by URL reads why,
// and the page never asks the API (which would answer 403).
import { useAtomValue } from "jotai";
import type { ReactNode } from "react";
import { EmptyState } from "../../components/empty-state";
import { PageFrame } from "../../components/page-frame";
import { useMessages } from "../../lib/i18n";
import { canSeeMoney } from "../../lib/roles";
import { selectedOrganizationAtom } from "../../lib/session";
import { billingMessages } from "./billing-messages";

export function useCanSeeMoney(): boolean {
  return canSeeMoney(useAtomValue(selectedOrganizationAtom)?.role);
}

export function MoneyGate({ title, children }: { title: string; children: ReactNode }) {
  const t = useMessages(billingMessages);
  if (useCanSeeMoney()) return <>{children}</>;
  return (
    <PageFrame title={title}>
      <EmptyState icon="lock" title={t.noAccess} description={t.noAccessText} />
    </PageFrame>
  );
}
