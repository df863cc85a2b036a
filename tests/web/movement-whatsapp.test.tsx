// A movement recorded by a rancher's "sí" on WhatsApp (metadata.source) says so in the log.
import { render, screen } from "@testing-library/react";
import { Provider } from "jotai";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { MovementRow } from "../../web/src/features/movements/movement-row";
import { queryClient } from "../../web/src/lib/query/query-client";
import { appStore } from "../../web/src/lib/session";
import { movement } from "./live-factories";

afterEach(() => queryClient.clear());

const row = (source?: "whatsapp") => {
  const m = movement(9, "2026-11-25", { type: "RAIN", data: { mm: 20 } });
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
