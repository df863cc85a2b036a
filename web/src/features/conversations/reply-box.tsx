// The thread's reply box: free text inside Meta's 24-hour window; outside it only a template
// (the picker, with one input per parameter labelled by its name and the filled-in preview), which may also
// be chosen inside it. The API's refusals (409 outside the window, 400) show in its own Spanish words.
import { fillTemplate, insideWindow, templateParamCount, type WaTemplate } from "@shared/whatsapp-schemas";
import type { ReplyInput } from "@shared/whatsapp-schemas";
import { useState, type FormEvent } from "react";
import { useMessages } from "../../lib/i18n";
import { useSendReply } from "../../data/conversations";
import { whatsappTemplateQueries } from "../../data/whatsapp-templates";
import { templateStatusMessages } from "../whatsapp-templates";
import { errorMessage } from "../../lib/api/client";
import { useAppQuery } from "../../lib/query/query-client";
import { threadMessages } from "./conversations-messages";

export interface ReplyBoxProps {
  conversationId: number;
  lastInboundAt: string | null;
}

export function ReplyBox({ conversationId, lastInboundAt }: ReplyBoxProps) {
  const t = useMessages(threadMessages);
  const open = insideWindow(lastInboundAt);
  const [wantsTemplate, setWantsTemplate] = useState(false);
  const templateMode = !open || wantsTemplate;
  const send = useSendReply();

  // Resolves whether it was sent (the form clears its fields then); the error shows below.
  const submit = (input: ReplyInput) =>
    send.mutateAsync({ conversationId, input }).then(
      () => true,
      () => false,
    );

  return (
    <section className="reply-box" aria-label={t.replyText}>
      {!open ? (
        <p className="reply-window" role="status">
          {t.outsideWindow}
        </p>
      ) : null}
      {templateMode ? (
        <TemplatePicker busy={send.isPending} onSend={(input) => submit(input)} />
      ) : (
        <TextReply busy={send.isPending} onSend={(text) => submit({ text })} />
      )}
      {send.error ? (
        <p className="reply-error" role="alert">
          {errorMessage(send.error, t.sendError)}
        </p>
      ) : null}
      {open ? (
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setWantsTemplate(!wantsTemplate)}>
          {wantsTemplate ? t.useText : t.useTemplate}
        </button>
      ) : null}
    </section>
  );
}

function TextReply({ busy, onSend }: { busy: boolean; onSend: (text: string) => Promise<boolean> }) {
  const t = useMessages(threadMessages);
  const [text, setText] = useState("");
  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (text.trim() && (await onSend(text.trim()))) setText("");
  };
  return (
    <form className="reply-text" onSubmit={(e) => void send(e)}>
      <label className="visually-hidden" htmlFor="reply-text">
        {t.replyText}
      </label>
      <textarea
        id="reply-text"
        className="input"
        rows={2}
        maxLength={4096}
        placeholder={t.replyPlaceholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          // Enter sends, Shift+Enter is a new line (as in WhatsApp on a computer).
          if (e.key === "Enter" && !e.shiftKey) void send(e);
        }}
      />
      <button type="submit" className="btn btn-primary" disabled={busy || !text.trim()}>
        {busy ? t.sending : t.send}
      </button>
    </form>
  );
}

function TemplatePicker({ busy, onSend }: { busy: boolean; onSend: (input: ReplyInput) => Promise<boolean> }) {
  const t = useMessages(threadMessages);
  const statusName = useMessages(templateStatusMessages);
  const templates = useAppQuery(whatsappTemplateQueries.list());
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [params, setParams] = useState<string[]>([]);
  const list = templates.data ?? [];
  const chosen: WaTemplate | undefined = list.find((x) => x.id === chosenId);
  const count = chosen ? (templateParamCount(chosen.body) ?? 0) : 0;
  const values = Array.from({ length: count }, (_, i) => params[i] ?? "");

  if (templates.isError) return <p role="alert">{t.templatesError}</p>;
  if (templates.data && list.length === 0) return <p>{t.noTemplates}</p>;

  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!chosen) return;
    if (await onSend({ template_id: chosen.id, params: values.map((v) => v.trim()) })) setParams([]);
  };
  return (
    <form className="reply-template" onSubmit={(e) => void send(e)}>
      <div className="field">
        <label htmlFor="reply-template">{t.template_}</label>
        <select
          id="reply-template"
          className="input"
          value={chosenId ?? ""}
          onChange={(e) => {
            setChosenId(e.target.value ? Number(e.target.value) : null);
            setParams([]);
          }}
        >
          <option value="">{t.chooseTemplate}</option>
          {list.map((x) => (
            <option key={x.id} value={x.id}>
              {x.name} · {x.language}
              {x.status === "approved" ? "" : t.notApproved(statusName[x.status])}
            </option>
          ))}
        </select>
      </div>
      {values.map((value, i) => (
        <div className="field" key={i}>
          <label htmlFor={`reply-param-${i + 1}`}>{chosen?.params[i]?.name || t.param(i + 1)}</label>
          <input
            id={`reply-param-${i + 1}`}
            className="input"
            value={value}
            placeholder={chosen?.params[i]?.example ?? ""}
            maxLength={1000}
            onChange={(e) => setParams(values.map((v, j) => (j === i ? e.target.value : v)))}
          />
        </div>
      ))}
      {chosen ? (
        <figure className="reply-preview">
          <figcaption>{t.preview}</figcaption>
          <p>
            {fillTemplate(
              chosen.body,
              values.map((v, i) => v.trim() || `[${chosen.params[i]?.name || t.param(i + 1)}]`),
            )}
          </p>
        </figure>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={busy || !chosen || values.some((v) => !v.trim())}>
        {busy ? t.sending : t.sendTemplate}
      </button>
    </form>
  );
}
