// Active sessions (GET /auth/session) with revoke; the current one is marked and ends via log-out.
import { toast } from "../../lib/toast";
import { Icon } from "../../components/icon";
import { InlineLoading } from "../../components/loading-screen";
import { errorMessage } from "../../lib/api/client";
import { formatLongDate } from "../../lib/dates";
import { useLocale, useMessages } from "../../lib/i18n";
import { accountQueries, useRevokeSession } from "../../data/account";
import { useAppQuery } from "../../lib/query/query-client";
import { logout } from "../../lib/session";
import type { SessionInfo } from "../../data/api/configuration-api";
import { configurationMessages } from "./configuration-messages";
import { SettingsCard } from "./settings-card";
import { LoadError } from "../../components/load-error";
import { toastError } from "../../lib/error-toast";
import { RowButton } from "../../components/row-button";

export function SessionsSection() {
  const t = useMessages(configurationMessages);
  const locale = useLocale();
  const query = useAppQuery(accountQueries.sessions());
  const revoke = useRevokeSession();
  const sessions = query.data ?? null;
  // A retry hides the error while it runs, like the first load.
  const failed = query.isError && !query.isFetching;
  const load = query.refetch;

  function onRevoke(session: SessionInfo) {
    if (session.current) return void logout();
    revoke.mutate(session.id, {
      onSuccess: () => toast.success(t.revoked),
      onError: (err) => toastError(errorMessage(err, t.revokeError), err),
    });
  }

  return (
    <SettingsCard id="sessions" title={t.sessionsTitle} subtitle={t.sessionsText}>
      {failed ? (
        <LoadError message={t.sessionsError} retryLabel={t.retry} onRetry={() => load()} />
      ) : sessions === null ? (
        <InlineLoading label={t.loadingSessions} />
      ) : (
        <ul className="session-list">
          {sessions.map((s) => {
            const device = s.device || t.unknownDevice;
            return (
              <li key={s.id} className="list-row session-row" data-current={s.current}>
                <span className="session-icon round-icon" aria-hidden="true">
                  <Icon name="device" />
                </span>
                <span className="session-info">
                  <span className="session-device">
                    {device} {s.current ? <span className="badge">{t.thisSession}</span> : null}
                  </span>
                  <span className="muted">
                    {t.lastUsed}: {formatLongDate(s.last_used_at, locale)} · {t.started}:{" "}
                    {formatLongDate(s.created_at, locale)}
                  </span>
                </span>
                <RowButton label={t.revokeOf(device)} onClick={() => onRevoke(s)}>
                  {t.revoke}
                </RowButton>
              </li>
            );
          })}
        </ul>
      )}
    </SettingsCard>
  );
}
