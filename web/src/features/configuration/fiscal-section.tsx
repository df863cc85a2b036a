// Configuración › Datos fiscales (owners and admins; docs/arca.md): the owner edits the issuer's fiscal data,
// an admin reads it; below, whether ARCA lets the platform invoice for that CUIT. Plain users see nothing.
import type { FiscalData } from "@shared/fiscal-schemas";
import { formatCuit } from "@shared/money";
import { IVA_CONDITION_LABELS } from "@shared/money-values";
import { useAtomValue } from "jotai";
import { LoadError } from "../../components/load-error";
import { fiscalQueries } from "../../data/fiscal";
import { useOrgQuery } from "../../data/org-query";
import { errorMessage } from "../../lib/api/client";
import { useMessages } from "../../lib/i18n";
import { canSeeMoney } from "../../lib/roles";
import { selectedOrganizationAtom } from "../../lib/session";
import { formatDay } from "../../lib/dates";
import { ArcaCheck } from "./arca-check";
import { FiscalForm } from "./fiscal-form";
import { fiscalMessages } from "./fiscal-messages";
import { SettingsCard } from "./settings-card";

export function FiscalSection() {
  const organization = useAtomValue(selectedOrganizationAtom);
  if (!organization || !canSeeMoney(organization.role)) return null;
  // Keyed so the form starts again when the user switches organization.
  return <FiscalCard key={organization.id} owner={organization.role === "owner"} />;
}

function FiscalView({ fiscal }: { fiscal: FiscalData }) {
  const t = useMessages(fiscalMessages);
  const rows: [string, string][] = [
    [t.razonSocial, fiscal.razon_social],
    [t.cuit, formatCuit(fiscal.cuit)],
    [t.ivaCondition, IVA_CONDITION_LABELS[fiscal.iva_condition]],
    [t.address, fiscal.address],
    [t.iibb, fiscal.iibb],
    [t.activityStart, formatDay(fiscal.activity_start)],
    [t.pointsTitle, fiscal.points_of_sale.join(", ")],
  ];
  return (
    <dl className="fiscal-view">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function FiscalCard({ owner }: { owner: boolean }) {
  const t = useMessages(fiscalMessages);
  const query = useOrgQuery(fiscalQueries.data);
  const subtitle = owner ? t.subtitle : `${t.subtitle} ${t.readOnly}`;
  let body;
  if (query.isPending) body = <p className="muted">{t.loading}</p>;
  else if (query.isError) {
    body = <LoadError message={errorMessage(query.error, t.loadError)} onRetry={() => query.refetch()} />;
  } else if (owner) {
    body = (
      <>
        {query.data ? null : <p className="muted">{t.empty}</p>}
        {/* Keyed by the saved version: another owner's save (live) starts the form from it. */}
        <FiscalForm key={query.data?.updated_at ?? "new"} fiscal={query.data} />
      </>
    );
  } else body = query.data ? <FiscalView fiscal={query.data} /> : <p className="muted">{t.emptyForAdmin}</p>;
  return (
    <SettingsCard id="fiscal" title={t.title} subtitle={subtitle}>
      {body}
      <ArcaCheck />
    </SettingsCard>
  );
}
