// Campos (/campos): each field with its hectares, its lots, head and EV/ha; managers create, edit
// and delete fields (deleting one leaves its lots without a field); each field's boundary and the boundaries'
// import and exports (docs/map.md).
import { useState } from "react";
import { useConfirm } from "../../components/confirm-dialog";
import { QueryState } from "../../components/query-state";
import { PageFrame } from "../../components/page-frame";
import { useDeleteField, useFields, type FieldRow } from "../../data/fields";
import { useLots } from "../../data/lots";
import { useCanManageHerd } from "../../lib/herd/use-can-manage";
import { useOrgId } from "../../data/org-query";
import { useMessages } from "../../lib/i18n";
import { BoundaryFileActions, FieldBoundary } from "../boundaries";
import { FieldCard } from "./field-card";
import { FieldFormDialog } from "./field-form-dialog";
import { fieldsMessages } from "./fields-messages";
import "../../components/herd/herd.css";
import "./fields.css";

type Dialog = { kind: "create" } | { kind: "edit"; field: FieldRow } | null;

export default function FieldsPage() {
  const t = useMessages(fieldsMessages);
  const orgId = useOrgId();
  const fields = useFields();
  const lots = useLots();
  const deleteField = useDeleteField();
  const canManage = useCanManageHerd();
  const [dialog, setDialog] = useState<Dialog>(null);
  const deletion = useConfirm<FieldRow>();
  const lotsOf = (fieldId: number | null) => (lots.data ?? []).filter((l) => (l.field_id ?? null) === fieldId);
  const unassigned = lotsOf(null);

  const create = canManage ? (
    <button type="button" className="btn btn-primary" onClick={() => setDialog({ kind: "create" })}>
      {t.newField}
    </button>
  ) : null;

  return (
    <PageFrame title={t.title} description={t.description} actions={create}>
      <QueryState query={fields} texts={t} isEmpty={(d) => d.length === 0} emptyIcon="map" emptyAction={create}>
        {(list) => (
          <>
            <BoundaryFileActions />
            <ul className="field-list tile-list" aria-label={t.listLabel}>
              {list.map((f) => (
                <FieldCard
                  key={f.id}
                  name={f.name}
                  hectares={f.hectares}
                  locality={f.locality}
                  renspa={f.renspa}
                  evTarget={f.ev_target}
                  lots={lotsOf(f.id)}
                  onEdit={canManage ? () => setDialog({ kind: "edit", field: f }) : undefined}
                  onDelete={canManage ? () => deletion.open(f) : undefined}
                  boundary={orgId === null ? null : <FieldBoundary field={f} orgId={orgId} canManage={canManage} />}
                />
              ))}
              {unassigned.length ? <FieldCard name={t.withoutField} hectares={null} lots={unassigned} /> : null}
            </ul>
          </>
        )}
      </QueryState>
      {lots.data !== undefined || !lots.error ? null : <p className="form-error">{t.loadError}</p>}
      {orgId !== null && (dialog?.kind === "create" || dialog?.kind === "edit") ? (
        <FieldFormDialog
          orgId={orgId}
          field={dialog.kind === "edit" ? dialog.field : undefined}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {deletion.render((field) => ({
        title: t.deleteTitle,
        confirmLabel: t.deleteConfirm,
        text: t.deleteText(field.name, lotsOf(field.id).length),
        onConfirm: () =>
          orgId === null
            ? undefined
            : deletion.run(deleteField.mutateAsync({ orgId, fieldId: field.id }), t.deleted, t.deleteError),
      }))}
    </PageFrame>
  );
}
