// A movement recorded by a rancher's "sí" on WhatsApp (metadata.source) says so in the log and its
// detail names who confirmed it.
import { render, screen } from "@testing-library/react";
import { Provider } from "jotai";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MovementRow } from "../../web/src/features/movements/movement-row";
import { queryClient } from "../../web/src/lib/query/query-client";
import { appStore } from "../../web/src/lib/session";
import { renderRecordPage, signedIn } from "./record-page";
import { movement } from "./live-factories";

afterEach(() => queryClient.clear());

const row = (source?: "whatsapp") => {
  const m = movement(9, "2026-11-25", { type: "RAIN", data: { mm: 20 }, created_by: 7 });
  return { ...m, metadata: { ...m.metadata, ...(source ? { source } : {}) } };
};

describe("MovementRow", () => {
  it("marks a record that came by WhatsApp", () => {
    render(
      <Provider store={appStore}>
        <MemoryRouter>
          <ul>
            <MovementRow movement={row("whatsapp")} rodeoName={null} />
            <MovementRow movement={{ ...row(), id: 10 }} rodeoName={null} />
          </ul>
        </MemoryRouter>
      </Provider>,
    );
    const items = screen.getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("por WhatsApp");
    expect(items[1]).not.toHaveTextContent("por WhatsApp");
  });
});

describe("MovementDetailPage", () => {
  beforeEach(() => {
    signedIn(1);
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        let body: unknown = { ok: true, movements: [], rodeos: [], lots: [], next_cursor: null };
        if (/\/movement\/9(\?|$)/.test(url)) body = { ok: true, movement: row("whatsapp") };
        if (/\/user\/7(\?|$)/.test(url)) body = { ok: true, user: { id: 7, first_name: "Ana", last_name: "Ruiz" } };
        return new Response(JSON.stringify(body), { status: 200 });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("names who confirmed it by WhatsApp", async () => {
    renderRecordPage(9);
    expect(await screen.findByText("Ana Ruiz, por WhatsApp")).toBeInTheDocument();
    expect(screen.getByText("Origen")).toBeInTheDocument();
  });
});
