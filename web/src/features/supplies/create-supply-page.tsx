// Cargar insumos (/create-stock): one or several supplies in one ASSET_BATCH movement; on save, back
// to the list with a toast. Owners and admins only (the API enforces the same rule).
import type { Supply } from "@shared/supply-types";
import type { SupplyBatchInput } from "@shared/supply-schemas";
import { useNavigate } from "react-router-dom";
import { toast } from "../../lib/toast";
import { PageFrame } from "../../components/page-frame";
import { BackLink } from "../../components/record-actions";
import { useCanManageHerd } from "../../lib/herd/use-can-manage";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { useLoadSupplyBatch, useSupplyList } from "../../data/supplies";
import { CreateSupplyForm } from "./create-supply-form";
import { createSupplyMessages } from "./create-supply-messages";
import "./supplies.css";

const NO_SUPPLIES: Supply[] = [];

export default function CreateSupplyPage() {
  const t = useMessages(createSupplyMessages);
  const canManage = useCanManageHerd();
  const supplies = useSupplyList().data ?? NO_SUPPLIES;
  const navigate = useNavigate();
  const batch = useLoadSupplyBatch();

  async function save(body: SupplyBatchInput) {
    const saved = await batch.mutateAsync(body);
    toast.success(t.saved(saved.length));
    void navigate(paths.supplies);
  }

  return (
    <PageFrame title={t.title} description={t.description}>
      <BackLink to={paths.supplies} label={t.back} />
      <div className="card">
        {canManage ? (
          <CreateSupplyForm supplies={supplies} onSave={save} onCancel={() => navigate(paths.supplies)} />
        ) : (
          <p className="muted" role="note">
            {t.notAllowed}
          </p>
        )}
      </div>
    </PageFrame>
  );
}
