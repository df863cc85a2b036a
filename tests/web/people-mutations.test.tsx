// The cache after this user's writes of tasks, notes, invitations, sessions and a data import: each
// mutation marks stale exactly the entries its write changes (data/*.ts), in its own organization only.
import { act, renderHook, waitFor } from "@testing-library/react";
import { Provider } from "jotai";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { accountKeys, useImportOrganization, useRevokeSession } from "../../web/src/data/account";
import { invitationKeys, useAddMember, useRevokeInvitation } from "../../web/src/data/members";
import { noteKeys, useDeleteNote } from "../../web/src/data/notes";
import { taskKeys, useCompleteTask, useCreateTask } from "../../web/src/data/tasks";
import { queryClient } from "../../web/src/lib/query/query-client";
import { dashboardKeys } from "../../web/src/data/dashboard";
import { appStore, organizationsAtom, selectedOrganizationIdAtom, STORAGE_KEYS } from "../../web/src/lib/session";
import { tokenExpiringIn } from "./jwt-helpers";

vi.mock("../../web/src/data/api/data-transfer-api", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../web/src/data/api/data-transfer-api")>()),
  importOrganization: vi.fn(async () => ({ ok: true, imported: {} })),
}));

const ORG = 4;
const OTHER = 5;
const wrapper = ({ children }: { children: ReactNode }) => <Provider store={appStore}>{children}</Provider>;
const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
const seed = (...keys: (readonly unknown[])[]) => keys.forEach((k) => queryClient.setQueryData(k, []));

let answer: unknown;
beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(900, Date.now()));
  localStorage.setItem(STORAGE_KEYS.refreshToken, tokenExpiringIn(86_400, Date.now()));
  queryClient.clear();
  appStore.set(organizationsAtom, [{ id: ORG, name: "La Loma", role: "owner", members: [] }]);
  appStore.set(selectedOrganizationIdAtom, ORG);
  answer = { ok: true };
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("writes mark their entries stale", () => {
  it("a new task: every tasks list and the dashboard of its organization, not another's", async () => {
    // Seeded after the selection: keepOnlyOrganization would drop the other organization's entries.
    const other = taskKeys.list(OTHER, {});
    const { result } = renderHook(() => useCreateTask(), { wrapper });
    seed(taskKeys.list(ORG, { mine: "true" }), dashboardKeys.summary(ORG), other);
    answer = { ok: true, task: { id: 1 } };
    await act(() => result.current.mutateAsync({ title: "Vacunar" } as never));
    await waitFor(() => expect(stale(taskKeys.list(ORG, { mine: "true" }))).toBe(true));
    expect(stale(dashboardKeys.summary(ORG))).toBe(true);
    expect(stale(other)).toBe(false);
  });

  it("completing a task answers its next occurrence and marks the lists stale", async () => {
    const { result } = renderHook(() => useCompleteTask(), { wrapper });
    seed(taskKeys.list(ORG, {}));
    answer = { ok: true, task: { id: 1 }, next: { id: 2, due_date: "2026-12-01" } };
    const done = await act(() => result.current.mutateAsync(1));
    expect(done.next?.id).toBe(2);
    await waitFor(() => expect(stale(taskKeys.list(ORG, {}))).toBe(true));
  });

  it("a deleted note: the organization's note lists", async () => {
    const { result } = renderHook(() => useDeleteNote(), { wrapper });
    seed(noteKeys.list(ORG, { lot_id: 7 }));
    await act(() => result.current.mutateAsync(3));
    await waitFor(() => expect(stale(noteKeys.list(ORG, { lot_id: 7 }))).toBe(true));
  });

  it("a revoked invitation: the organization's pending invitations and first steps, not the caller's own", async () => {
    const { result } = renderHook(() => useRevokeInvitation(), { wrapper });
    seed(invitationKeys.organization(ORG), invitationKeys.mine(), dashboardKeys.summary(ORG));
    await act(() => result.current.mutateAsync({ organizationId: ORG, invitationId: 9 }));
    expect(stale(invitationKeys.organization(ORG))).toBe(true);
    expect(stale(dashboardKeys.summary(ORG))).toBe(true);
    expect(stale(invitationKeys.mine())).toBe(false);
  });

  it("an invitation sent: the pending invitations and the dashboard, whose first steps count them", async () => {
    const { result } = renderHook(() => useAddMember(), { wrapper });
    seed(invitationKeys.organization(ORG), dashboardKeys.summary(ORG));
    answer = { ok: true, message: "Le enviamos una invitación a capataz@campo.com" };
    await act(() => result.current.mutateAsync({ organizationId: ORG, email: "capataz@campo.com", role: "user" }));
    expect(stale(invitationKeys.organization(ORG))).toBe(true);
    expect(stale(dashboardKeys.summary(ORG))).toBe(true);
  });

  it("a revoked session: the sessions list", async () => {
    const { result } = renderHook(() => useRevokeSession(), { wrapper });
    seed(accountKeys.sessions());
    await act(() => result.current.mutateAsync(2));
    expect(stale(accountKeys.sessions())).toBe(true);
  });

  it("an import: everything of the organization", async () => {
    const { result } = renderHook(() => useImportOrganization(), { wrapper });
    seed(taskKeys.list(ORG, {}), dashboardKeys.summary(ORG));
    await act(() => result.current.mutateAsync({ orgId: ORG, json: new Blob(["{}"]), onProgress: () => {} }));
    expect(stale(taskKeys.list(ORG, {}))).toBe(true);
    expect(stale(dashboardKeys.summary(ORG))).toBe(true);
  });
});
