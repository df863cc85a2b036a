// Composing a notification (docs/administration.md): title, message, link, audience, channels, and now or later. Checked
// with the API's own schema before sending; the server's field issues land on the same fields.
import { useState, type FormEvent } from "react";
import { toast } from "../../lib/toast";
import { CHANNELS, notificationCreateSchema, type NotificationCreate } from "@shared/notification-schemas";
import { FormError, SubmitButton } from "../../components/form-parts";
import { TextAreaField } from "../../components/text-area-field";
import { TextField } from "../../components/text-field";
import { errorMessage, isApiError } from "../../lib/api/client";
import { useMessages } from "../../lib/i18n";
import { useSendNotification } from "../../data/admin-notifications";
import { AudiencePicker, audienceOf, emptyAudience, type AudienceDraft } from "./notification-audience-picker";
import { adminNotificationMessages } from "./notifications-admin-messages";

type Channel = (typeof CHANNELS)[number];
type Issues = Record<string, string>;

/** The first issue of each top-level field ("audience.ids.0" counts as "audience"). */
const byField = (issues: ReadonlyArray<{ path: string; message: string }>): Issues => {
  const out: Issues = {};
  for (const i of issues) out[i.path.split(".")[0] || "form"] ??= i.message;
  return out;
};

export function NotificationCompose() {
  const t = useMessages(adminNotificationMessages);
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [link, setLink] = useState("");
  const [audience, setAudience] = useState<AudienceDraft>(emptyAudience);
  const [channels, setChannels] = useState<Channel[]>(["in_app"]);
  const [later, setLater] = useState(false);
  const [sendAt, setSendAt] = useState("");
  const [issues, setIssues] = useState<Issues>({});
  const send = useSendNotification();

  const channelLabels: Record<Channel, string> = { in_app: t.inApp, email: t.email, whatsapp: t.whatsapp };
  const toggleChannel = (c: Channel) =>
    setChannels((list) => (list.includes(c) ? list.filter((x) => x !== c) : [...list, c]));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // datetime-local is the admin's local time; the API takes an instant.
    const at = later && sendAt ? new Date(sendAt) : null;
    if (later && (!at || Number.isNaN(at.getTime()) || at.getTime() <= Date.now())) {
      setIssues({ send_at: t.pickLater });
      return;
    }
    const input: NotificationCreate = {
      title,
      body,
      link,
      audience: audienceOf(audience),
      channels,
      ...(at ? { send_at: at.toISOString() } : {}),
    };
    const parsed = notificationCreateSchema.safeParse(input);
    if (!parsed.success) {
      setIssues(byField(parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }))));
      return;
    }
    setIssues({});
    try {
      const result = await send.mutateAsync(input);
      toast.success(result.message);
      setTitle("");
      setBody("");
      setLink("");
      setAudience(emptyAudience);
      setLater(false);
      setSendAt("");
    } catch (error) {
      const data = isApiError(error) && error.data && typeof error.data === "object" ? error.data : null;
      const serverIssues = Array.isArray(data?.issues) ? (data.issues as Array<{ path: string; message: string }>) : [];
      setIssues(serverIssues.length ? byField(serverIssues) : { form: errorMessage(error, t.sendFailed) });
    }
  };

  return (
    <form className="form notification-compose card" onSubmit={(e) => void submit(e)} noValidate>
      <h2>{t.compose}</h2>
      <TextField label={t.titleLabel} value={title} onChange={(e) => setTitle(e.target.value)} error={issues.title} />
      <TextAreaField
        label={t.bodyLabel}
        rows={4}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        error={issues.body}
      />
      <TextField
        label={t.linkLabel}
        hint={t.linkHint}
        value={link}
        onChange={(e) => setLink(e.target.value)}
        error={issues.link}
      />
      <AudiencePicker value={audience} onChange={setAudience} />
      {issues.audience ? (
        <p className="field-error" role="alert">
          {issues.audience}
        </p>
      ) : null}
      <fieldset className="notification-channels">
        <legend>{t.channels}</legend>
        {CHANNELS.map((c) => (
          <label key={c}>
            <input type="checkbox" checked={channels.includes(c)} onChange={() => toggleChannel(c)} />{" "}
            {channelLabels[c]}
          </label>
        ))}
        {issues.channels ? (
          <p className="field-error" role="alert">
            {issues.channels}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="notification-when">
        <legend>{t.when}</legend>
        <label>
          <input type="radio" name="notification-when" checked={!later} onChange={() => setLater(false)} /> {t.now}
        </label>
        <label>
          <input type="radio" name="notification-when" checked={later} onChange={() => setLater(true)} /> {t.later}
        </label>
        {later ? (
          <TextField
            label={t.sendAt}
            type="datetime-local"
            hint={t.sendAtHint}
            value={sendAt}
            onChange={(e) => setSendAt(e.target.value)}
            error={issues.send_at}
          />
        ) : null}
      </fieldset>
      <FormError message={issues.form} />
      <SubmitButton label={later ? t.schedule : t.send} busy={send.isPending} busyLabel={t.sending} />
    </form>
  );
}
