// Nuevo lote (/lots/create): created optimistically (docs/client-rules.md) — the list shows it at once and
// drops it with 'Error al crear el lote' if the server refuses.
import { useNavigate } from "react-router-dom";
import { useCreateLot } from "../../data/lots";
import { toast } from "../../lib/toast";
import { PageFrame } from "../../components/page-frame";
import { BackLink } from "../../components/record-actions";
import { useCanManageHerd } from "../../lib/herd/use-can-manage";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { LotForm, type LotFormValues } from "./lot-form";
import { lotFormMessages } from "./lot-form-messages";
import "./lots.css";

export default function LotCreatePage() {
  const t = useMessages(lotFormMessages);
  const createLot = useCreateLot();
  const canManage = useCanManageHerd();
  const navigate = useNavigate();

  function submit(values: LotFormValues) {
    // No waiting: the lot is in the list already; a failure is reported with its toast. The page is left at
    // once, so the promise (not mutate's callbacks, dropped with the page) carries the success toast.
    createLot.mutateAsync({ ...values }).then(
      (lot) => {
        if (lot) toast.success(t.created);
      },
      () => undefined,
    );
    void navigate(paths.lots);
  }

  return (
    <PageFrame title={t.createTitle} description={t.createDescription}>
      <BackLink to={paths.lots} label={t.back} />
      <div className="card">
        {canManage ? (
          <LotForm submitLabel={t.create} autoFocus onSubmit={submit} onCancel={() => navigate(paths.lots)} />
        ) : (
          <p className="muted">{t.notAllowed}</p>
        )}
      </div>
    </PageFrame>
  );
}
