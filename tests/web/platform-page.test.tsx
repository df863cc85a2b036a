// The super-admin home (Plataforma, docs/administration.md) against a stubbed API: figures, charts' tables, rankings,
// and a retry when the metrics fail to load.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import PlatformPage from "../../web/src/features/admin/platform-page";
import type { AdminMetrics } from "../../worker/shared/metrics-types";
import { queryClient } from "../../web/src/lib/query/query-client";
import { STORAGE_KEYS } from "../../web/src/lib/session";
import { tokenExpiringIn } from "./jwt-helpers";

const metrics: AdminMetrics = {
  generated_at: "2026-11-20T15:00:00.000Z",
  users: 1234,
  organizations: 87,
  active_organizations: { d7: 41, d30: 63 },
  active_users: { d7: 150, d30: 402 },
  sessions: { d7: 310, d30: 1022 },
  signups_per_week: Array.from({ length: 12 }, (_, i) => ({
    week: `2026-${i < 4 ? "08" : "09"}-${String(1 + (i % 4) * 7).padStart(2, "0")}`,
    count: i,
  })),
  movements_per_day: Array.from({ length: 84 }, (_, i) => ({ day: "2026-10-01", count: i % 5 })),
  top_organizations: [
    { id: 1, name: "Estancia La Esperanza", movements: 320, members: 3 },
    { id: 2, name: "Campo Los Álamos", movements: 44, members: 2 },
  ],
  top_screens: [{ path: "/stock", views: 900 }],
  outbox_failures: { total: 3, email: 2, whatsapp: 1 },
  analytics_source: "d1",
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe("Plataforma", () => {
  let fail: boolean;
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(900, Date.now()));
    localStorage.setItem(STORAGE_KEYS.refreshToken, tokenExpiringIn(86_400, Date.now()));
    fail = false;
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => (fail ? json(500, { ok: false, message: "Error interno" }) : json(200, { ok: true, metrics }))),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  it("shows the platform's figures, its charts as tables and the most active organizations", async () => {
    render(<PlatformPage />);
    expect(await screen.findByText("1.234")).toBeInTheDocument();
    const figure = (label: string) => screen.getByText(label, { selector: "dt" }).parentElement!;
    expect(figure("Organizaciones")).toHaveTextContent("87");
    expect(figure("Organizaciones activas")).toHaveTextContent("41en 7 días · 63 en 30 días");
    expect(figure("Usuarios activos")).toHaveTextContent("150en 7 días · 402 en 30 días");
    expect(figure("Envíos fallidos (24 h)")).toHaveTextContent("2 email · 1 WhatsApp");
    expect(screen.getByRole("heading", { name: "Altas de usuarios por semana" })).toBeInTheDocument();
    expect(screen.getByText("66 altas en las últimas 12 semanas")).toBeInTheDocument();
    const row = screen.getByRole("row", { name: /Estancia La Esperanza/ });
    expect(row).toHaveTextContent("320");
    expect(screen.getByText(/Analítica propia, guardada en D1/)).toBeInTheDocument();
  });

  it("says when the metrics could not be loaded, and retries", async () => {
    fail = true;
    render(<PlatformPage />);
    const retry = await screen.findByRole("button", { name: "Reintentar" }, { timeout: 5000 });
    expect(screen.getByText("No se pudieron cargar las métricas")).toBeInTheDocument();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText("1.234")).toBeInTheDocument();
  });
});
