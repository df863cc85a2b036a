// The "Límite" block wired to a lot (its page) or a field (the fields page): the computed hectares go through
// the ordinary edit, the removal through the boundary PUT with null (docs/map.md).
import { useWriteBoundary } from "../../data/boundaries";
import { useSaveField, type FieldRow } from "../../data/fields";
import { useEditLot } from "../../data/lots";
import type { StoreLot } from "../../lib/store";
import { mapEditPath } from "../../lib/paths";
import { editable } from "../../lib/herd/boundary-parts";
import { BoundaryBlock } from "./boundary-block";

export function LotBoundary({ lot, orgId, canManage }: { lot: StoreLot; orgId: number; canManage: boolean }) {
  const edit = useEditLot();
  const write = useWriteBoundary();
  return (
    <section className="card" aria-labelledby="lot-boundary-title">
      <BoundaryBlock
        name={lot.name}
        geometry={lot.boundary}
        declared={lot.hectares ?? 0}
        computed={lot.computed_hectares}
        canManage={canManage}
        editTo={editable(lot.boundary) ? mapEditPath("potrero", lot.id) : undefined}
        heading={(text) => <h2 id="lot-boundary-title">{text}</h2>}
        saveComputed={(hectares) =>
          edit.mutateAsync({ orgId, lotId: lot.id, body: { name: lot.name, hectares, field_id: lot.field_id } })
        }
        remove={() => write.mutateAsync({ target: { kind: "potrero", id: lot.id }, geometry: null })}
      />
    </section>
  );
}

export function FieldBoundary({ field, orgId, canManage }: { field: FieldRow; orgId: number; canManage: boolean }) {
  const save = useSaveField();
  const write = useWriteBoundary();
  return (
    <BoundaryBlock
      className="field-boundary"
      name={field.name}
      geometry={field.boundary}
      declared={field.hectares}
      computed={field.computed_hectares}
      canManage={canManage}
      editTo={editable(field.boundary) ? mapEditPath("campo", field.id) : undefined}
      heading={(text) => <h3>{text}</h3>}
      saveComputed={(hectares) =>
        save.mutateAsync({
          orgId,
          fieldId: field.id,
          body: { name: field.name, hectares, locality: field.locality, renspa: field.renspa },
        })
      }
      remove={() => write.mutateAsync({ target: { kind: "campo", id: field.id }, geometry: null })}
    />
  );
}
