// The shared parts of the list screens: QueryState's ladder (load, failure, empty, no match, rows), the
// filter fields, the pager, the table head, "Ver más" and a record page's actions.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { FilterBar, FilterDates, FilterSearch, FilterSelect, LabelOptions } from "../../web/src/components/filter-bar";
import { LoadMoreButton } from "../../web/src/components/load-more-button";
import { pageCount, Pager } from "../../web/src/components/pager";
import { QueryState } from "../../web/src/components/query-state";
import { BackLink, EditDeleteActions } from "../../web/src/components/record-actions";
import { num, TableHead } from "../../web/src/components/table-head";

const texts = {
  loading: "Cargando…",
  loadError: "No se pudo cargar",
  retry: "Reintentar",
  emptyTitle: "Todavía no hay nada",
  emptyText: "Cargá el primero",
};

function renderLadder(props: { data: string[] | undefined; error?: unknown; filtering?: boolean }) {
  const onRetry = vi.fn();
  const rows = vi.fn((d: string[]) => (
    <ul aria-label="filas">
      {d.map((x) => (
        <li key={x}>{x}</li>
      ))}
    </ul>
  ));
  render(
    <QueryState
      query={{ data: props.data, error: props.error ?? null, refetch: onRetry }}
      texts={texts}
      isEmpty={(d) => d.length === 0}
      filtering={props.filtering}
      noMatch="Nada coincide"
      emptyIcon="box"
      emptyAction={<button type="button">Nuevo</button>}
    >
      {rows}
    </QueryState>,
  );
  return { onRetry, rows };
}

describe("QueryState", () => {
  it("announces the first load and builds no rows", () => {
    const { rows } = renderLadder({ data: undefined });
    expect(screen.getByRole("status")).toHaveTextContent("Cargando…");
    expect(rows).not.toHaveBeenCalled();
  });

  it("alerts a failed first load and retries", async () => {
    const { onRetry } = renderLadder({ data: undefined, error: new Error("x") });
    expect(screen.getByRole("alert")).toHaveTextContent("No se pudo cargar");
    await userEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("shows the empty state without filters, 'no match' with them, and the rows otherwise", () => {
    const first = renderLadder({ data: [] });
    expect(screen.getByRole("heading", { name: "Todavía no hay nada" })).toBeInTheDocument();
    expect(screen.getByText("Cargá el primero")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Nuevo" })).toBeInTheDocument();
    expect(first.rows).not.toHaveBeenCalled();
    renderLadder({ data: [], filtering: true });
    expect(screen.getByText("Nada coincide")).toBeInTheDocument();
    renderLadder({ data: ["a", "b"], error: new Error("refetch failed") });
    expect(screen.getByRole("list", { name: "filas" })).toHaveTextContent("ab");
  });
});

describe("filter fields", () => {
  it("label their inputs and selects in a search landmark and report the values", async () => {
    const onQ = vi.fn();
    const onStatus = vi.fn();
    render(
      <FilterBar className="filters">
        <FilterSearch id="f-q" texts={{ search: "Buscar", searchPlaceholder: "Nombre…" }} value="" onValue={onQ} />
        <FilterSelect id="f-status" label="Estado" value="" onValue={onStatus}>
          <LabelOptions all="Todos" labels={{ a: "Abierta", b: "Cerrada" }} />
        </FilterSelect>
      </FilterBar>,
    );
    expect(screen.getByRole("search")).toHaveClass("filters");
    await userEvent.type(screen.getByRole("searchbox", { name: "Buscar" }), "x");
    expect(onQ).toHaveBeenCalledWith("x");
    const select = screen.getByRole("combobox", { name: "Estado" });
    expect(select).toHaveAttribute("id", "f-status");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Todos", "Abierta", "Cerrada"]);
    await userEvent.selectOptions(select, "b");
    expect(onStatus).toHaveBeenCalledWith("b");
  });
});

describe("FilterDates", () => {
  it("labels both ends by id and, bounded, keeps each within the other", async () => {
    const onFrom = vi.fn();
    const { container } = render(
      <FilterDates
        idPrefix="r"
        texts={{ from: "Desde", to: "Hasta" }}
        from="2024-01-01"
        to="2024-02-01"
        onFrom={onFrom}
        onTo={vi.fn()}
        bounded
      />,
    );
    const from = screen.getByLabelText("Desde");
    expect(from).toHaveAttribute("id", "r-from");
    expect(from).toHaveAttribute("max", "2024-02-01");
    expect(screen.getByLabelText("Hasta")).toHaveAttribute("min", "2024-01-01");
    expect(container.querySelectorAll("input[type=date]")).toHaveLength(2);
  });
});

describe("Pager", () => {
  it("is a labelled navigation whose ends are disabled", async () => {
    const onPage = vi.fn();
    render(
      <Pager className="pages" label="Facturas" page={1} pages={3} onPage={onPage} previous="Anterior" next="Siguiente">
        <span>Página 1 de 3</span>
      </Pager>,
    );
    expect(screen.getByRole("navigation", { name: "Facturas" })).toHaveTextContent("Página 1 de 3");
    expect(screen.getByRole("button", { name: "Anterior" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Siguiente" }));
    expect(onPage).toHaveBeenCalledWith(2);
    expect(pageCount({ total: 0, limit: 10 })).toBe(1);
    expect(pageCount({ total: 21, limit: 10 })).toBe(3);
  });
});

describe("TableHead", () => {
  it("makes one column header a column, figures right-aligned", () => {
    render(
      <table>
        <TableHead columns={["Nombre", num("Cantidad"), num("Costo", "stock-hide-phone")]} />
      </table>,
    );
    const heads = screen.getAllByRole("columnheader");
    expect(heads.map((h) => h.textContent)).toEqual(["Nombre", "Cantidad", "Costo"]);
    expect(heads[0]).not.toHaveAttribute("class");
    expect(heads[1]).toHaveClass("num");
    expect(heads[2]).toHaveClass("num", "stock-hide-phone");
    heads.forEach((h) => expect(h).toHaveAttribute("scope", "col"));
  });
});

describe("LoadMoreButton", () => {
  it("shows only with a next page and is disabled while it loads", async () => {
    const fetchNextPage = vi.fn();
    const { rerender } = render(
      <LoadMoreButton
        query={{ hasNextPage: true, isFetchingNextPage: false, fetchNextPage }}
        className="btn"
        label="Ver más"
        loadingLabel="Cargando…"
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Ver más" }));
    expect(fetchNextPage).toHaveBeenCalledOnce();
    rerender(
      <LoadMoreButton
        query={{ hasNextPage: true, isFetchingNextPage: true, fetchNextPage }}
        className="btn"
        label="Ver más"
        loadingLabel="Cargando…"
      />,
    );
    expect(screen.getByRole("button", { name: "Cargando…" })).toBeDisabled();
    rerender(
      <LoadMoreButton
        query={{ hasNextPage: false, isFetchingNextPage: false, fetchNextPage }}
        className="btn"
        label="Ver más"
      />,
    );
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("record actions", () => {
  it("link back to the list and offer edit and delete", async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(
      <MemoryRouter>
        <BackLink to="/ciclos-reproductivos" label="Volver" />
        <EditDeleteActions editLabel="Editar" deleteLabel="Eliminar" onEdit={onEdit} onDelete={onDelete} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "← Volver" })).toHaveAttribute("href", "/ciclos-reproductivos");
    await userEvent.click(screen.getByRole("button", { name: "Editar" }));
    await userEvent.click(screen.getByRole("button", { name: "Eliminar" }));
    expect(onEdit).toHaveBeenCalledOnce();
    expect(onDelete).toHaveBeenCalledOnce();
  });
});
