// Transitional: the inbox's cache updates now live in data/conversations.ts and the message table.
import type { SocketMessage } from "@shared/socket-messages";
import type { ConversationMessage } from "@shared/whatsapp-schemas";
import type { QueryClient } from "@tanstack/react-query";
import { conversationKeys, messageInThread, unreadPatches, type ThreadData } from "../../data/conversations";
import { applyLiveMessage, applyPatches } from "../../data/live/apply-live-message";
import { patch } from "../../data/live/live-effect";

export function setUnread(client: QueryClient, conversationId: number, unread: number): void {
  applyPatches(client, unreadPatches(conversationId, unread));
}

export function upsertMessage(client: QueryClient, conversationId: number, message: ConversationMessage): void {
  applyPatches(client, [
    patch<ThreadData>(conversationKeys.thread(conversationId), (d) => messageInThread(d, message)),
  ]);
}

export function applyInboxMessage(client: QueryClient, message: SocketMessage): void {
  applyLiveMessage(message, null, client, { refetchOrganizations: () => undefined });
}
