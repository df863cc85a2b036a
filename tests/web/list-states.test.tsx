// The shared states of a list (loading, failed with Reintentar, empty, rows): the rows are never built
// before there is data, so a screen may read its loaded data inside them.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ListStates } from "../../web/src/components/list-states";

const texts = { loading: "Cargando…", loadError: "No se pudo cargar", retry: "Reintentar" };

function renderStates(count: number | null, failed = false, onRetry = vi.fn()) {
  const rows = vi.fn(() => <p>filas</p>);
  render(
    <ListStates count={count} failed={failed} onRetry={onRetry} icon="users" texts={texts} empty={<p>vacío</p>}>
      {rows}
    </ListStates>,
  );
  return { rows, onRetry };
}

describe("ListStates", () => {
  it("announces the first load and builds no rows", () => {
    const { rows } = renderStates(null);
    expect(screen.getByRole("status")).toHaveTextContent("Cargando…");
    expect(rows).not.toHaveBeenCalled();
  });

  it("says the load failed, even with rows loaded before, and retries", async () => {
    const { rows, onRetry } = renderStates(3, true);
    expect(screen.getByRole("heading", { name: "No se pudo cargar" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(rows).not.toHaveBeenCalled();
  });

  it("shows the empty state with no rows, and the rows otherwise", () => {
    renderStates(0);
    expect(screen.getByText("vacío")).toBeInTheDocument();
    const { rows } = renderStates(2);
    expect(rows).toHaveBeenCalled();
    expect(screen.getByText("filas")).toBeInTheDocument();
  });
});

describe("ListStates with a query", () => {
  const emptyTexts = { ...texts, emptyTitle: "Nada todavía", emptyText: "Cargá el primero" };
  const query = (isError: boolean, isFetching = false) => ({ isError, isFetching, refetch: vi.fn() });

  it("fails only once no retry runs, and Reintentar refetches", async () => {
    const q = query(true);
    render(
      <ListStates count={null} query={q} icon="users" texts={emptyTexts}>
        {() => <p>filas</p>}
      </ListStates>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(q.refetch).toHaveBeenCalledOnce();
  });

  it("shows the load while a retry runs, and the texts' empty state by default", () => {
    const { unmount } = render(
      <ListStates count={null} query={query(true, true)} icon="users" texts={emptyTexts}>
        {() => <p>filas</p>}
      </ListStates>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Cargando…");
    unmount();
    render(
      <ListStates count={0} query={query(false)} icon="users" texts={emptyTexts}>
        {() => <p>filas</p>}
      </ListStates>,
    );
    expect(screen.getByRole("heading", { name: "Nada todavía" })).toBeInTheDocument();
    expect(screen.getByText("Cargá el primero")).toBeInTheDocument();
  });
});
