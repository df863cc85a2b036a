// The cache effects of the super admins' and the assistant's writes (docs/spa-data.md): each mutation
// of data/conversations, data/assistant and the admin modules patches or marks stale exactly its keys.
import { act, renderHook, waitFor } from "@testing-library/react";
import type { InfiniteData } from "@tanstack/react-query";
import { Provider } from "jotai";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ConversationMessage, ConversationSummary } from "../../worker/shared/whatsapp-schemas";
import { adminNotificationKeys, useSendNotification } from "../../web/src/data/admin-notifications";
import {
  adminOrganizationKeys,
  useAddUserToOrganization,
  useSendReminders,
} from "../../web/src/data/admin-organizations";
import { adminUserKeys, useUpdateUser } from "../../web/src/data/admin-users";
import { assistantAnswered, assistantKeys, useDeleteAssistantThread } from "../../web/src/data/assistant";
import {
  conversationKeys,
  useMarkConversationRead,
  useSendReply,
  type ConversationsPage,
  type ThreadPage,
} from "../../web/src/data/conversations";
import { platformKeys } from "../../web/src/data/platform";
import { queryClient } from "../../web/src/lib/query/query-client";
import { appStore, refreshTokenAtom, selectedOrganizationIdAtom, tokenAtom } from "../../web/src/lib/session";
import { tokenExpiringIn } from "./jwt-helpers";
import { msg } from "./conversation-fixtures";

const reply = (data: unknown) => new Response(JSON.stringify(data), { status: 200 });
let calls: Array<{ method: string; path: string }>;
let answer: (path: string) => unknown;

beforeEach(() => {
  calls = [];
  answer = () => ({ ok: true });
  appStore.set(tokenAtom, tokenExpiringIn(900, Date.now()));
  appStore.set(refreshTokenAtom, tokenExpiringIn(30 * 24 * 3600, Date.now()));
  appStore.set(selectedOrganizationIdAtom, 1);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.replace(/^\/api/, "");
      calls.push({ method: init?.method ?? "GET", path });
      return reply(answer(path));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const wrapper = ({ children }: { children: ReactNode }) => <Provider store={appStore}>{children}</Provider>;
const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;

const conversation = (unread: number): ConversationSummary => ({
  id: 5,
  phone: "+5491155550005",
  profile_name: "Rosa",
  user: null,
  unread_count: unread,
  last_message_at: "2025-01-01T10:00:00Z",
  last_inbound_at: "2025-01-01T10:00:00Z",
  last_message: { direction: "in", type: "text", body: "Hola", template_name: null },
});

const message = (id: number, over: Partial<ConversationMessage> = {}) =>
  msg({ id, body: "Hola", created_at: "2025-01-01T10:00:00Z", ...over });

function seedInbox(unread: number) {
  queryClient.setQueryData<InfiniteData<ConversationsPage, number>>(conversationKeys.list(""), {
    pages: [{ conversations: [conversation(unread)], total: 1, page: 1, limit: 30 }],
    pageParams: [1],
  });
  queryClient.setQueryData<InfiniteData<ThreadPage, number | undefined>>(conversationKeys.thread(5), {
    pages: [{ conversation: conversation(unread), messages: [message(1)], has_more: false, speech_recognition: false }],
    pageParams: [undefined],
  });
}

const thread = () =>
  queryClient.getQueryData<InfiniteData<ThreadPage, number | undefined>>(conversationKeys.thread(5))!.pages[0]!;

describe("the inbox's writes", () => {
  it("marking read drops the unread count in the list and the thread", async () => {
    seedInbox(3);
    const { result } = renderHook(() => useMarkConversationRead(), { wrapper });
    await act(() => result.current.mutateAsync(5));
    expect(calls).toEqual([{ method: "POST", path: "/conversation/5/read" }]);
    const list = queryClient.getQueryData<InfiniteData<ConversationsPage, number>>(conversationKeys.list(""))!;
    expect(list.pages[0]!.conversations[0]!.unread_count).toBe(0);
    expect(thread().conversation.unread_count).toBe(0);
  });

  it("a sent reply joins the cached thread", async () => {
    seedInbox(0);
    const sent = message(2, { direction: "out", body: "¿Llovió?", status: "queued" });
    answer = () => ({ ok: true, message: sent });
    const { result } = renderHook(() => useSendReply(), { wrapper });
    await act(() => result.current.mutateAsync({ conversationId: 5, input: { text: "¿Llovió?" } }));
    expect(thread().messages.map((m) => m.id)).toEqual([1, 2]);
    expect(stale(conversationKeys.thread(5))).toBe(false);
  });
});

describe("the assistant's writes", () => {
  it("deleting a thread and an answer mark the selected organization's thread list stale", async () => {
    queryClient.setQueryData(assistantKeys.threads(1), []);
    queryClient.setQueryData(assistantKeys.threads(2), []);
    const { result } = renderHook(() => useDeleteAssistantThread(), { wrapper });
    await act(() => result.current.mutateAsync(9));
    expect(calls).toEqual([{ method: "DELETE", path: "/assistant/1/threads/9" }]);
    expect(stale(assistantKeys.threads(1))).toBe(true);
    expect(stale(assistantKeys.threads(2))).toBe(false);

    queryClient.setQueryData(assistantKeys.threads(2), []);
    assistantAnswered(2);
    await waitFor(() => expect(stale(assistantKeys.threads(2))).toBe(true));
  });
});

describe("the super admins' writes", () => {
  it("a user edit marks every page of the user list and the audit log stale, nothing else", async () => {
    queryClient.setQueryData(adminUserKeys.page(1, ""), {});
    queryClient.setQueryData(adminUserKeys.audit(1), {});
    queryClient.setQueryData(platformKeys.metrics(), {});
    const { result } = renderHook(() => useUpdateUser(), { wrapper });
    await act(() =>
      result.current.mutateAsync({
        userId: 3,
        update: { first_name: "Ana", last_name: "Gómez", phone: "", email: "ana@campo.com" },
      }),
    );
    expect(calls).toEqual([{ method: "PUT", path: "/user/update/3" }]);
    expect(stale(adminUserKeys.page(1, ""))).toBe(true);
    expect(stale(adminUserKeys.audit(1))).toBe(true);
    expect(stale(platformKeys.metrics())).toBe(false);
  });

  it("adding a user marks the organizations stale; reminders the inactive lists; a notification the history", async () => {
    queryClient.setQueryData(adminOrganizationKeys.page(1, "", "created"), {});
    queryClient.setQueryData(adminOrganizationKeys.detail(4), {});
    queryClient.setQueryData(adminOrganizationKeys.inactive(30), {});
    queryClient.setQueryData(adminNotificationKeys.history(1), {});

    answer = () => ({ ok: true, message: "Listo" });
    const add = renderHook(() => useAddUserToOrganization(), { wrapper }).result;
    await act(() =>
      add.current.mutateAsync({
        organizationId: 4,
        input: { email: "a@b.com", first_name: "A", last_name: "B", role: "user" },
      }),
    );
    expect(stale(adminOrganizationKeys.page(1, "", "created"))).toBe(true);
    expect(stale(adminOrganizationKeys.detail(4))).toBe(true);
    expect(stale(adminOrganizationKeys.inactive(30))).toBe(false);

    answer = () => ({ ok: true, message: "Enviados", sent: [4], skipped: [] });
    const remind = renderHook(() => useSendReminders(), { wrapper }).result;
    await act(() => remind.current.mutateAsync([4]));
    expect(stale(adminOrganizationKeys.inactive(30))).toBe(true);
    expect(stale(adminNotificationKeys.history(1))).toBe(false);

    answer = () => ({ ok: true, message: "Enviada", notification: {} });
    const send = renderHook(() => useSendNotification(), { wrapper }).result;
    await act(() =>
      send.current.mutateAsync({
        title: "Hola",
        body: "Texto",
        link: "",
        audience: { kind: "all" },
        channels: ["in_app"],
      }),
    );
    expect(stale(adminNotificationKeys.history(1))).toBe(true);
  });
});
