// Configuración › Categorías (issue 18): owners and admins list the organization's animal categories
// with their EV and head, create, rename, change the EV and delete them. The list is the store's
// (useCategories), which the socket messages of these writes keep current here and everywhere.
import type { Category } from "@shared/herd-types";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { FormError } from "../../components/form-parts";
import { InlineLoading } from "../../components/loading-screen";
import { errorMessage } from "../../lib/api/client";
import { formatInt } from "../../lib/herd/figures";
import { useMessages } from "../../lib/i18n";
import { canManageCategories } from "../../lib/roles";
import { selectedOrganizationAtom } from "../../lib/session";
import { useCategories } from "../../lib/store";
import { DEFAULT_CATEGORIES } from "@shared/defaults";
import { queryClient } from "../../lib/query/query-client";
import { queryKeys } from "../../lib/query/query-keys";
import { createCategory, deleteCategory, resetDefaultCategories, updateCategory } from "./categories-api";
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
  const [deleting, setDeleting] = useState<Category | null>(null);
  const [formError, setFormError] = useState<{ id: number | "new"; message: string } | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [resetting, setResetting] = useState(false);

  // Runs a write; its refusal shows on the form it came from. True when it went through.
  async function save(target: number | "new", write: () => Promise<unknown>, success: string) {
    setFormError(null);
    try {
      await write();
      toast.success(success);
      return true;
    } catch (e) {
      setFormError({ id: target, message: errorMessage(e, t.saveError) });
      return false;
    }
  }

  const create = (values: CategoryValues) => save("new", () => createCategory(orgId, values), t.created);

  async function edit(category: Category, values: CategoryValues) {
    const changes = {
      ...(values.name !== category.name ? { name: values.name } : {}),
      ...(values.ev !== category.ev ? { ev: values.ev } : {}),
    };
    const saved =
      Object.keys(changes).length === 0 ||
      (await save(category.id, () => updateCategory(orgId, category.id, changes), t.saved));
    if (saved) setEditing(null);
    return saved;
  }

  async function remove(category: Category) {
    setDeleteError(null);
    try {
      await deleteCategory(orgId, category.id);
      toast.success(t.deleted);
    } catch (e) {
      // The API refuses while the category has animals, and says so in Spanish.
      setDeleteError(errorMessage(e, t.deleteError));
    }
    setDeleting(null);
  }

  async function reset() {
    setDeleteError(null);
    try {
      const { categories: restored } = await resetDefaultCategories(orgId);
      // The socket's categories-sync brings the same list; this shows it without waiting for it.
      queryClient.setQueryData(queryKeys.categories(orgId), restored);
      toast.success(t.resetDone);
    } catch (e) {
      setDeleteError(errorMessage(e, t.resetError));
    }
    setResetting(false);
  }

  const errorFor = (target: number | "new") => (formError?.id === target ? formError.message : null);

  return (
    <SettingsCard id="categories" title={t.title} subtitle={t.subtitle}>
      {!categories.loaded && categories.error ? (
        <LoadError message={t.loadError} retryLabel={t.retry} onRetry={() => categories.reload()} />
      ) : !categories.loaded ? (
        <InlineLoading label={t.loading} />
      ) : categories.items.length === 0 ? (
        <p className="muted">{t.empty}</p>
      ) : (
        <ul className="category-list" aria-label={t.list}>
          {categories.items.map((c) => (
            <li key={c.id} className="category-row">
              {editing === c.id ? (
                <CategoryForm
                  initial={{ name: c.name, ev: c.ev }}
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
                    {t.evShort(evFormat.format(c.ev))} · {t.head(formatInt(c.total))}
                  </span>
                  <span className="category-actions">
                    <button
                      type="button"
                      className="btn btn-secondary btn-sm"
                      aria-label={t.editLabel(c.name)}
                      onClick={() => {
                        setFormError(null);
                        setEditing(c.id);
                      }}
                    >
                      {t.edit}
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm"
                      aria-label={t.deleteLabel(c.name)}
                      onClick={() => {
                        setDeleteError(null);
                        setDeleting(c);
                      }}
                    >
                      {t.delete}
                    </button>
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <FormError message={deleteError} />
      {categories.loaded ? (
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => setResetting(true)}>
          {t.reset}
        </button>
      ) : null}
      {categories.loaded ? (
        <div className="category-new">
          <h3>{t.newTitle}</h3>
          <CategoryForm submitLabel={t.create} error={errorFor("new")} onSubmit={create} />
        </div>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t.deleteTitle}
          confirmLabel={t.delete}
          cancelLabel={t.cancel}
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        >
          <p>{t.deleteText(deleting.name)}</p>
        </ConfirmDialog>
      ) : null}
      {resetting ? (
        <ConfirmDialog
          title={t.resetTitle}
          confirmLabel={t.resetConfirm}
          cancelLabel={t.cancel}
          onConfirm={reset}
          onClose={() => setResetting(false)}
        >
          <p>{t.resetText(defaultsText)}</p>
        </ConfirmDialog>
      ) : null}
    </SettingsCard>
  );
}
