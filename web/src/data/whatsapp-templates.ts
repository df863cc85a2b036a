// The WhatsApp templates (docs/spa-data.md, docs/whatsapp-templates.md): the super admins' list (their screen
// and the reply box's picker read the same entry) and its writes, each patching the list with the API's answer.
// Platform data, cleared with the session. No socket message carries templates: a write is the only change.
import type { TemplateInput, WaTemplate } from "@shared/whatsapp-schemas";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { api, call, id, isApiError } from "../lib/api/client";
import { queryClient } from "../lib/query/query-client";
import { removeById, upsertById } from "../lib/store/list";
import { applyPatches } from "./live/apply-live-message";
import { patch, type CachePatch } from "./live/live-effect";

export const whatsappTemplateKeys = {
  list: () => ["whatsapp-templates"] as const,
};

export const whatsappTemplateQueries = {
  /** By name, then language (the API's order). */
  list: () =>
    queryOptions({
      queryKey: whatsappTemplateKeys.list(),
      queryFn: async (): Promise<WaTemplate[]> => (await call(api.whatsapp.templates.$get())).templates,
    }),
};

/** The API's order: by name, then language. */
const byNameAndLanguage = (a: WaTemplate, b: WaTemplate) =>
  a.name.localeCompare(b.name) || a.language.localeCompare(b.language);

export const whatsappTemplatePatches = {
  saved: (template: WaTemplate): CachePatch[] => [
    patch<WaTemplate[]>(whatsappTemplateKeys.list(), (list) => upsertById(list, template, byNameAndLanguage)),
  ],
  removed: (templateId: number): CachePatch[] => [
    patch<WaTemplate[]>(whatsappTemplateKeys.list(), (list) => removeById(list, templateId)),
  ],
};

export function useCreateWhatsappTemplate() {
  return useMutation(
    {
      mutationFn: async (input: TemplateInput) => (await call(api.whatsapp.templates.$post({ json: input }))).template,
      onSuccess: (template) => applyPatches(queryClient, whatsappTemplatePatches.saved(template)),
    },
    queryClient,
  );
}

export function useSaveWhatsappTemplate() {
  return useMutation(
    {
      mutationFn: async ({ templateId, input }: { templateId: number; input: TemplateInput }) =>
        (await call(api.whatsapp.templates[":id"].$put({ param: { id: id(templateId) }, json: input }))).template,
      onSuccess: (template) => applyPatches(queryClient, whatsappTemplatePatches.saved(template)),
    },
    queryClient,
  );
}

export function useDeleteWhatsappTemplate() {
  return useMutation(
    {
      mutationFn: (templateId: number) =>
        call(api.whatsapp.templates[":id"].$delete({ param: { id: id(templateId) } })),
      onSuccess: (_body, templateId) => applyPatches(queryClient, whatsappTemplatePatches.removed(templateId)),
      // Someone else deleted it first: it is gone all the same.
      onError: (error, templateId) => {
        if (isApiError(error) && error.status === 404)
          applyPatches(queryClient, whatsappTemplatePatches.removed(templateId));
      },
    },
    queryClient,
  );
}
