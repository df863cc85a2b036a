// The fallback of a failed render (web/src/app/error-screen.tsx): "Algo salió mal", a retry, the
// failed API call's request id, and one report to POST /api/client-error.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppErrorBoundary, ErrorScreen, RouteErrorScreen } from "../../web/src/app/error-screen";
import { ApiError } from "../../web/src/lib/api/api-error";
import { resetErrorReports } from "../../web/src/lib/error-reporter";

const REQUEST_ID = "0f8e1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b";

function Broken({ error }: { error: unknown }): never {
  throw error;
}

let reports: { url: string; body: Record<string, unknown> }[];

beforeEach(() => {
  resetErrorReports();
  reports = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init: RequestInit) => {
      reports.push({ url, body: JSON.parse(String(init.body)) as Record<string, unknown> });
      return Promise.resolve(new Response(null, { status: 204 }));
    }),
  );
  // React logs the caught error; the test expects it.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => vi.unstubAllGlobals());

describe("a page that fails to render", () => {
  it("shows the fallback with the API call's request id and reports it once", async () => {
    const failure = new ApiError(500, { ok: false, message: "Error interno del servidor" }, REQUEST_ID);
    const router = createMemoryRouter(
      [{ path: "/lots", element: <Broken error={failure} />, errorElement: <RouteErrorScreen /> }],
      { initialEntries: ["/lots"] },
    );
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole("heading", { level: 1, name: "Algo salió mal" })).toBeVisible();
    expect(screen.getByRole("alert")).toHaveTextContent(`Código para soporte: ${REQUEST_ID}`);
    expect(screen.getByRole("button", { name: "Reintentar" })).toBeEnabled();

    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]!.url).toBe("/api/client-error");
    expect(reports[0]!.body).toMatchObject({ kind: "render", api_request_id: REQUEST_ID, name: "ApiError" });
  });

  it("outside the router too, without a request id when the error has none", async () => {
    render(
      <AppErrorBoundary>
        <Broken error={new TypeError("x is undefined")} />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "Algo salió mal" })).toBeVisible();
    expect(screen.queryByText(/Código para soporte/)).toBeNull();
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]!.body).toMatchObject({ kind: "render", name: "TypeError", message: "x is undefined" });
    expect(reports[0]!.body).not.toHaveProperty("api_request_id");
  });

  it("Reintentar retries (reloads the page)", async () => {
    const retry = vi.fn();
    render(<ErrorScreen error={new Error("boom")} onRetry={retry} />);
    await userEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
