// Money is for owners and admins (canSeeMoney): a plain user who opens a purchases URL sees why not.
import { useAtomValue } from "jotai";
import type { ReactNode } from "react";
import { EmptyState } from "../../components/empty-state";
import { PageFrame } from "../../components/page-frame";
import { useMessages } from "../../lib/i18n";
import { canSeeMoney } from "../../lib/roles";
import { selectedOrganizationAtom } from "../../lib/session";
import { purchaseMessages } from "./purchase-messages";

export function MoneyGate({ title, children }: { title: string; children: ReactNode }) {
  const t = useMessages(purchaseMessages);
  const role = useAtomValue(selectedOrganizationAtom)?.role;
  if (canSeeMoney(role)) return <>{children}</>;
  return (
    <PageFrame title={title}>
      <EmptyState icon="lock" title={t.noAccessTitle} description={t.noAccessText} />
    </PageFrame>
  );
}
