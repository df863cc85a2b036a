// A new animal category in a dialog: "Crear categoría…" in the forms that pick or count categories
// (docs/first-steps.md). The form that opened it chooses the created category.
import type { Category } from "@shared/herd-types";
import { toast } from "../../lib/toast";
import { Modal } from "../../components/modal";
import { useCreateCategory } from "../../data/categories";
import { errorMessage } from "../../lib/api/client";
import { useMessages } from "../../lib/i18n";
import { CategoryForm, type CategoryValues } from "./category-form";
import { categoriesMessages } from "./categories-messages";

interface Props {
  orgId: number;
  onClose: () => void;
  onCreated?: (category: Category) => void;
  /** The form that opened it shows the created record (chosen in its picker): no toast over that form. */
  quiet?: boolean;
}

export function CategoryCreateDialog({ orgId, onClose, onCreated, quiet }: Props) {
  const t = useMessages(categoriesMessages);
  const create = useCreateCategory();

  const submit = (values: CategoryValues) =>
    create.mutateAsync({ orgId, values }).then(
      ({ category }) => {
        if (!quiet) toast.success(t.created);
        onCreated?.(category);
        onClose();
        return true;
      },
      () => false,
    );

  return (
    <Modal title={t.newTitle} onClose={onClose}>
      <CategoryForm
        submitLabel={t.create}
        error={create.error ? errorMessage(create.error, t.saveError) : null}
        onSubmit={submit}
        onCancel={onClose}
      />
    </Modal>
  );
}
