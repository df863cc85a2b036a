// Configuración › Categorías (docs/herd.md): owners and admins list the organization's animal categories
// with their EV and head, create, rename, change the EV and delete them. The list and the writes are
// data/categories.ts's; the socket messages of these writes keep it current everywhere else.
import type { Category } from "@shared/herd-types";
import { useAtomValue } from "jotai";
import { useState } from "react";
import {
  useCategories,
  useCreateCategory,
  useDeleteCategory,
  useResetDefaultCategories,
  useUpdateCategory,
} from "../../data/categories";
import { toast } from "../../lib/toast";
import { useConfirm } from "../../components/confirm-dialog";
import { RowButton } from "../../components/row-button";
import { FormError } from "../../components/form-parts";
import { InlineLoading } from "../../components/loading-screen";
import { errorMessage } from "../../lib/api/client";
import { useMessages } from "../../lib/i18n";
import { canManageCategories } from "../../lib/roles";
import { selectedOrganizationAtom } from "../../lib/session";
import { DEFAULT_CATEGORIES } from "@shared/defaults";
import { categoriesMessages } from "./categories-messages";
import { CategoryForm, type CategoryValues } from "./category-form";
import { SettingsCard } from "./settings-card";
import { LoadError } from "../../components/load-error";

const evFormat = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 2 });
const defaultsText = DEFAULT_CATEGORIES.map((c) => `${c.name} ${evFormat.format(c.ev)}`).join(", ");

export function CategoriesSection() {
  const organization = useAtomValue(selectedOrganizationAtom);
  if (!organization || !canManageCategories(organization.role)) return null;
  // Keyed so an edit in progress does not follow the user to another organization.
  return <CategoriesEditor key={organization.id} orgId={organization.id} />;
}

function CategoriesEditor({ orgId }: { orgId: number }) {
  const t = useMessages(categoriesMessages);
  const categories = useCategories();
  const [editing, setEditing] = useState<number | null>(null);
  const deletion = useConfirm<Category>();
  const resetting = useConfirm();
  const createM = useCreateCategory();
  const updateM = useUpdateCategory();
  const deleteM = useDeleteCategory();
  const resetM = useResetDefaultCategories();

  // One form error at a time: a new write or edit clears the other form's.
  const clearFormErrors = () => {
    createM.reset();
    updateM.reset();
  };
  const clearDeleteErrors = () => {
    deleteM.reset();
    resetM.reset();
  };
  const startEdit = (category: Category) => {
    clearFormErrors();
    setEditing(category.id);
  };
  const askDelete = (category: Category) => {
    clearDeleteErrors();
    deletion.open(category);
  };

  // A write's refusal shows on the form it came from. True when it went through.
  const done = (write: Promise<unknown>, success: string) =>
    write.then(
      () => {
        toast.success(success);
        return true;
      },
      () => false,
    );

  const create = (values: CategoryValues) => {
    updateM.reset();
    return done(createM.mutateAsync({ orgId, values }), t.created);
  };

  async function edit(category: Category, values: CategoryValues) {
    const changes = {
      ...(values.name !== category.name ? { name: values.name } : {}),
      ...(values.ev !== category.ev ? { ev: values.ev } : {}),
      ...(values.plural_name !== category.plural_name ? { plural_name: values.plural_name } : {}),
    };
    if (Object.keys(changes).length > 0) createM.reset();
    const saved =
      Object.keys(changes).length === 0 ||
      (await done(updateM.mutateAsync({ orgId, categoryId: category.id, changes }), t.saved));
    if (saved) setEditing(null);
    return saved;
  }

  async function remove(category: Category) {
    resetM.reset();
    // The API refuses while the category has animals, and says so in Spanish (shown below the list).
    await done(deleteM.mutateAsync({ orgId, categoryId: category.id }), t.deleted);
    deletion.close();
  }

  async function reset() {
    deleteM.reset();
    await done(resetM.mutateAsync({ orgId }), t.resetDone);
    resetting.close();
  }

  const errorFor = (target: number | "new") => {
    if (target === "new") return createM.error ? errorMessage(createM.error, t.saveError) : null;
    return updateM.error && updateM.variables?.categoryId === target ? errorMessage(updateM.error, t.saveError) : null;
  };
  const deleteError = deleteM.error
    ? errorMessage(deleteM.error, t.deleteError)
    : resetM.error
      ? errorMessage(resetM.error, t.resetError)
      : null;
  const items = categories.data;

  return (
    <SettingsCard id="categories" title={t.title} subtitle={t.subtitle}>
      {items === undefined && categories.error ? (
        <LoadError message={t.loadError} retryLabel={t.retry} onRetry={() => void categories.refetch()} />
      ) : items === undefined ? (
        <InlineLoading label={t.loading} />
      ) : items.length === 0 ? (
        <p className="muted">{t.empty}</p>
      ) : (
        <ul className="category-list" aria-label={t.list}>
          {items.map((c) => (
            <li key={c.id} className="category-row">
              {editing === c.id ? (
                <CategoryForm
                  initial={{ name: c.name, ev: c.ev, plural_name: c.plural_name }}
                  submitLabel={t.save}
                  error={errorFor(c.id)}
                  onSubmit={(values) => edit(c, values)}
                  onCancel={() => setEditing(null)}
                  autoFocus
                />
              ) : (
                <>
                  <span className="category-name">{c.name}</span>
                  <span className="category-meta">
                    {t.evShort(evFormat.format(c.ev))} · {t.head(c.total)}
                  </span>
                  <span className="category-actions">
                    <RowButton label={t.editLabel(c.name)} onClick={() => startEdit(c)}>
                      {t.edit}
                    </RowButton>
                    <RowButton kind="ghost" label={t.deleteLabel(c.name)} onClick={() => askDelete(c)}>
                      {t.delete}
                    </RowButton>
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <FormError message={deleteError} />
      {items !== undefined ? (
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => resetting.open()}>
          {t.reset}
        </button>
      ) : null}
      {items !== undefined ? (
        <div className="category-new">
          <h3>{t.newTitle}</h3>
          <CategoryForm submitLabel={t.create} error={errorFor("new")} onSubmit={create} />
        </div>
      ) : null}
      {deletion.render((c) => ({
        title: t.deleteTitle,
        confirmLabel: t.delete,
        text: t.deleteText(c.name),
        onConfirm: () => remove(c),
      }))}
      {resetting.render(() => ({
        title: t.resetTitle,
        confirmLabel: t.resetConfirm,
        text: t.resetText(defaultsText),
        onConfirm: reset,
      }))}
    </SettingsCard>
  );
}
