// Configuración › Facturación electrónica (ARCA): whether ARCA lets the platform invoice for the organization's
// CUIT (GET /fiscal/check, docs/arca.md), read once per visit and again on "Probar conexión". The answer is a
// polite live region, so a screen reader hears the result of the test.
import type { DelegationCheck } from "../../data/api/fiscal-api";
import { fiscalQueries } from "../../data/fiscal";
import { useOrgQuery } from "../../data/org-query";
import { errorMessage } from "../../lib/api/client";
import { useMessages } from "../../lib/i18n";
import { fiscalMessages } from "./fiscal-messages";

function CheckResult({ check }: { check: DelegationCheck }) {
  const t = useMessages(fiscalMessages);
  if (check.status === "ok") {
    return (
      <>
        <p className="arca-check-ok">
          <strong>{t.arcaOk}</strong>
        </p>
        {check.last_numbers.length ? (
          <ul className="arca-check-numbers">
            {check.last_numbers.map((n) => (
              <li key={`${n.point_of_sale}-${n.type}`}>{t.arcaLast(String(n.point_of_sale), n.type, n.last)}</li>
            ))}
          </ul>
        ) : null}
      </>
    );
  }
  if (check.status === "sin_configurar") return <p>{t.arcaOff}</p>;
  return (
    <>
      <p className="arca-check-error">
        <strong>{t.arcaError}</strong>: {check.message}
        {check.code ? ` (${check.code})` : ""}
      </p>
      <p className="muted">{t.arcaFix}</p>
    </>
  );
}

export function ArcaCheck() {
  const t = useMessages(fiscalMessages);
  const check = useOrgQuery(fiscalQueries.check);
  const busy = check.isFetching;
  return (
    <div className="arca-check">
      <h3 className="arca-check-title">{t.arcaTitle}</h3>
      <div aria-live="polite" aria-busy={busy || undefined} className="arca-check-result">
        {busy ? (
          <p className="muted">{t.arcaTesting}</p>
        ) : check.data ? (
          <CheckResult check={check.data} />
        ) : check.isError ? (
          <p className="arca-check-error">{errorMessage(check.error, t.arcaUnreachable)}</p>
        ) : null}
      </div>
      <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void check.refetch()}>
        {t.arcaTest}
      </button>
    </div>
  );
}
