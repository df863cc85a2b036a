// Configuración › Categorías (docs/herd.md): the list with EV and head, the shared schema's messages
// (name required, EV 0–10) with nothing sent, create, edit (only what changed) and the API's own
// refusal when deleting a category that still has animals; hidden from plain users.
import type { Category } from "@shared/herd-types";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "jotai";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as api from "../../web/src/data/api/categories-api";
import { CategoriesSection } from "../../web/src/features/configuration/categories-section";
import { ApiError } from "../../web/src/lib/api/api-error";
import { queryClient } from "../../web/src/lib/query/query-client";
import { categoryKeys } from "../../web/src/data/categories";
import { appStore, organizationsAtom, selectedOrganizationIdAtom } from "../../web/src/lib/session";

vi.mock("../../web/src/data/api/categories-api", () => ({
  createCategory: vi.fn(),
  updateCategory: vi.fn(),
  deleteCategory: vi.fn(),
  resetDefaultCategories: vi.fn(),
}));

const category = (id: number, name: string, ev: number, total: number): Category => ({
  id,
  name,
  plural_name: null,
  ev,
  total,
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
});
const key = categoryKeys.list(4);
// What the socket's category-created / category-updated messages do to the store's list.
const upsert = (c: Category) =>
  queryClient.setQueryData<Category[]>(key, (list = []) =>
    list.some((x) => x.id === c.id) ? list.map((x) => (x.id === c.id ? c : x)) : [...list, c],
  );

const inApp = () =>
  render(
    <Provider store={appStore}>
      <CategoriesSection />
    </Provider>,
  );
const list = () => screen.getByRole("list", { name: "Categorías de animales" });
const newForm = () => screen.getByRole("heading", { name: "Nueva categoría" }).parentElement!;

describe("Categories section", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    queryClient.clear();
    appStore.set(organizationsAtom, [{ id: 4, name: "La Loma", role: "owner", members: [] }]);
    appStore.set(selectedOrganizationIdAtom, 4);
    queryClient.setQueryData(key, [category(1, "Vaca", 1, 120), category(2, "Ternero", 0.5, 0)]);
  });

  it("lists each category with its EV and head count", () => {
    inApp();
    const rows = within(list()).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("Vaca");
    expect(rows[0]).toHaveTextContent("EV 1 · 120 cabezas");
    expect(rows[1]).toHaveTextContent("EV 0,5 · 0 cabezas");
  });

  it("is not shown to plain users", () => {
    appStore.set(organizationsAtom, [{ id: 4, name: "La Loma", role: "user", members: [] }]);
    inApp();
    expect(screen.queryByRole("heading", { name: "Categorías" })).toBeNull();
  });

  it("asks for a name and an EV from 0 to 10 with the schema's messages, sending nothing", async () => {
    inApp();
    const form = within(newForm());
    const ev = form.getByRole("textbox", { name: "Equivalente vaca (EV)" });
    await userEvent.clear(ev);
    await userEvent.type(ev, "11");
    await userEvent.click(form.getByRole("button", { name: "Agregar categoría" }));
    expect(await form.findByText("Ingresá un nombre")).toBeInTheDocument();
    expect(ev).toHaveAccessibleDescription("Máximo 10");
    await userEvent.clear(ev);
    await userEvent.type(ev, "-1");
    await userEvent.click(form.getByRole("button", { name: "Agregar categoría" }));
    expect(await form.findByText("No puede ser negativo")).toBeInTheDocument();
    expect(api.createCategory).not.toHaveBeenCalled();
  });

  it("creates a category with the parsed EV and shows it once the store has it", async () => {
    vi.mocked(api.createCategory).mockImplementation(async (_org, body) => {
      const created = category(3, body.name, body.ev, 0);
      upsert(created);
      return { ok: true as const, category: created };
    });
    inApp();
    const form = within(newForm());
    await userEvent.type(form.getByRole("textbox", { name: "Nombre" }), "  Vaquillona ");
    // The plural follows the name; left as derived, it is saved as null.
    expect(form.getByRole("textbox", { name: "Plural" })).toHaveValue("Vaquillonas");
    const ev = form.getByRole("textbox", { name: "Equivalente vaca (EV)" });
    await userEvent.clear(ev);
    await userEvent.type(ev, "0,8");
    await userEvent.click(form.getByRole("button", { name: "Agregar categoría" }));
    expect(api.createCategory).toHaveBeenCalledWith(4, { name: "Vaquillona", ev: 0.8, plural_name: null });
    expect(await within(list()).findByText("Vaquillona")).toBeInTheDocument();
    expect(form.getByRole("textbox", { name: "Nombre" })).toHaveValue("");
    expect(form.getByRole("textbox", { name: "Plural" })).toHaveValue("");
  });

  it("saves a plural the user wrote, and stops following the name once written", async () => {
    vi.mocked(api.createCategory).mockImplementation(async (_org, body) => {
      const created = { ...category(3, body.name, body.ev, 0), plural_name: body.plural_name };
      upsert(created);
      return { ok: true as const, category: created };
    });
    inApp();
    const form = within(newForm());
    const name = form.getByRole("textbox", { name: "Nombre" });
    const plural = form.getByRole("textbox", { name: "Plural" });
    await userEvent.type(name, "Ternera de reposición");
    expect(plural).toHaveValue("Terneras de reposición");
    await userEvent.clear(plural);
    await userEvent.type(plural, "Terneras para reponer");
    await userEvent.type(name, " A");
    expect(plural).toHaveValue("Terneras para reponer");
    await userEvent.click(form.getByRole("button", { name: "Agregar categoría" }));
    expect(api.createCategory).toHaveBeenCalledWith(4, {
      name: "Ternera de reposición A",
      ev: 1,
      plural_name: "Terneras para reponer",
    });
  });

  it("edits the plural alone, prefilled with the stored one; emptied, it goes back to derived", async () => {
    queryClient.setQueryData(key, [{ ...category(1, "Vaca", 1, 120), plural_name: "Vacas madre" }]);
    vi.mocked(api.updateCategory).mockImplementation(async (_org, id, body) => {
      const updated = { ...category(id, "Vaca", 1, 120), plural_name: body.plural_name ?? null };
      upsert(updated);
      return { ok: true as const, category: updated };
    });
    inApp();
    await userEvent.click(screen.getByRole("button", { name: "Editar Vaca" }));
    const plural = within(list()).getByRole("textbox", { name: "Plural" });
    expect(plural).toHaveValue("Vacas madre");
    await userEvent.clear(plural);
    await userEvent.click(within(list()).getByRole("button", { name: "Guardar" }));
    expect(api.updateCategory).toHaveBeenCalledWith(4, 1, { plural_name: null });
    await userEvent.click(await screen.findByRole("button", { name: "Editar Vaca" }));
    expect(within(list()).getByRole("textbox", { name: "Plural" })).toHaveValue("Vacas");
  });

  it("edits the EV alone, so the API sends category-updated", async () => {
    vi.mocked(api.updateCategory).mockImplementation(async (_org, id, body) => {
      const updated = category(id, "Vaca", body.ev ?? 1, 120);
      upsert(updated);
      return { ok: true as const, category: updated };
    });
    inApp();
    await userEvent.click(screen.getByRole("button", { name: "Editar Vaca" }));
    const ev = within(list()).getByRole("textbox", { name: "Equivalente vaca (EV)" });
    await userEvent.clear(ev);
    await userEvent.type(ev, "1.2");
    await userEvent.click(within(list()).getByRole("button", { name: "Guardar" }));
    expect(api.updateCategory).toHaveBeenCalledWith(4, 1, { ev: 1.2 });
    expect(await within(list()).findByText("EV 1,2 · 120 cabezas")).toBeInTheDocument();
  });

  it("renames, and cancels an edit with Cancelar", async () => {
    vi.mocked(api.updateCategory).mockResolvedValue({ ok: true as const, category: category(2, "Ternera", 0.5, 0) });
    inApp();
    await userEvent.click(screen.getByRole("button", { name: "Editar Ternero" }));
    await userEvent.click(within(list()).getByRole("button", { name: "Cancelar" }));
    expect(api.updateCategory).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Editar Ternero" }));
    const name = within(list()).getByRole("textbox", { name: "Nombre" });
    await userEvent.clear(name);
    await userEvent.click(within(list()).getByRole("button", { name: "Guardar" }));
    expect(await within(list()).findByText("Ingresá un nombre")).toBeInTheDocument();
    await userEvent.type(name, "Ternera");
    await userEvent.click(within(list()).getByRole("button", { name: "Guardar" }));
    expect(api.updateCategory).toHaveBeenCalledWith(4, 2, { name: "Ternera" });
  });

  it("shows the API's refusal when the category still has animals", async () => {
    const refusal = "La categoría Vaca todavía tiene 120 animales: recategorizalos antes de eliminarla";
    vi.mocked(api.deleteCategory).mockRejectedValue(new ApiError(409, { message: refusal, code: "CATEGORY_IN_USE" }));
    inApp();
    await userEvent.click(screen.getByRole("button", { name: "Eliminar Vaca" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Eliminar" }));
    expect(api.deleteCategory).toHaveBeenCalledWith(4, 1);
    expect(await screen.findByRole("alert")).toHaveTextContent(refusal);
    expect(within(list()).getByText("Vaca")).toBeInTheDocument();
  });

  it("restores the defaults after a confirmation and shows the list it returns", async () => {
    const restored = [category(1, "Vaca", 1, 120), category(2, "Ternero", 0.5, 0), category(9, "Toro", 1.3, 0)];
    vi.mocked(api.resetDefaultCategories).mockResolvedValue({
      ok: true as const,
      message: "Categorías predeterminadas restablecidas",
      categories: restored,
    });
    inApp();
    await userEvent.click(screen.getByRole("button", { name: "Restablecer categorías predeterminadas" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Vaca 1, Vaquillona 0,7, Ternero 0,5");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    expect(api.resetDefaultCategories).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Restablecer categorías predeterminadas" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Restablecer" }));
    expect(api.resetDefaultCategories).toHaveBeenCalledWith(4);
    expect(await within(list()).findByText("Toro")).toBeInTheDocument();
    expect(within(list()).getAllByRole("listitem")).toHaveLength(3);
  });

  it("shows why the reset failed", async () => {
    vi.mocked(api.resetDefaultCategories).mockRejectedValue(
      new ApiError(403, { message: "No tenés permiso para esta acción", code: "FORBIDDEN" }),
    );
    inApp();
    await userEvent.click(screen.getByRole("button", { name: "Restablecer categorías predeterminadas" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Restablecer" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("No tenés permiso para esta acción");
  });
});
