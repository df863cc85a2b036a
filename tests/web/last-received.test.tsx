// The sync line's "Última sincronización": when data last came from the server (any API answer,
// the log-in's included, or a live message), "nunca" only when nothing ever came, and told to the
// screen once a minute at most.
import { act, render, renderHook, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { SyncStatus, syncTimeText } from "../../web/src/features/offline/sync-status";
import { api, call } from "../../web/src/lib/api/client";
import { lastReceivedAt, noteReceived, useLastReceived } from "../../web/src/lib/api/last-received";

const NOW = new Date("2026-05-01T14:05:10Z");
let answer: () => Response;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
  answer = () => new Response(JSON.stringify({ ok: true, token: "t", refresh_token: "r" }), { status: 200 });
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => answer()),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const line = () => screen.getByText(/Última sincronización:/);
const logIn = () => call(api.auth["log-in"].$post({ json: { email: "a@b.c", password: "secreta123" } }));

it("says nunca on a device that never got data, then the time of the log-in's answer", async () => {
  render(
    <MemoryRouter>
      <SyncStatus />
    </MemoryRouter>,
  );
  expect(line()).toHaveTextContent("Última sincronización: nunca");
  await act(() => logIn());
  expect(lastReceivedAt()).toBe(NOW.toISOString());
  expect(line().textContent).toBe(`Última sincronización: ${syncTimeText(NOW.toISOString())}`);
  expect(line()).not.toHaveTextContent("nunca");
});

it("a request that got no answer, or a refusal, is not data received", async () => {
  answer = () => {
    throw new TypeError("Failed to fetch");
  };
  await expect(logIn()).rejects.toBeTruthy();
  answer = () => new Response(JSON.stringify({ ok: false, message: "Credenciales inválidas" }), { status: 401 });
  await expect(logIn()).rejects.toBeTruthy();
  expect(lastReceivedAt()).toBeNull();
});

it("keeps the newest time, and tells the screen once a minute at most", () => {
  let renders = 0;
  renderHook(() => {
    renders++;
    return useLastReceived();
  });
  const start = renders;
  act(() => {
    for (let i = 0; i < 200; i++) noteReceived(NOW.getTime() + i * 100);
  });
  expect(renders).toBe(start + 1);
  expect(lastReceivedAt()).toBe(NOW.toISOString());
  act(() => noteReceived(NOW.getTime() - 3_600_000));
  expect(lastReceivedAt()).toBe(NOW.toISOString());
  act(() => noteReceived(NOW.getTime() + 60_000));
  expect(renders).toBe(start + 2);
  expect(lastReceivedAt()).toBe(new Date(NOW.getTime() + 60_000).toISOString());
});
