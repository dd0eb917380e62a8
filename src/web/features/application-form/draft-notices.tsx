/**
 * What the form says about its draft (issue 23 item 1, ADR 0013, ADR 0040), rendered from the draft
 * session's state: where the input is (the status line), the input restored or a choice between this
 * device's and the server's, a refused create, a conflict to reload, an alert, and a submission
 * waiting on the device. The buttons call back; the draft session runner does the work.
 */
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { formatPortalDate } from '../../platform/dates.ts';
import { Notice } from '../../ui/page.tsx';
import type { DraftSessionState, OpenedInput, SaveStatus } from '../drafts/index.ts';

export function DraftNotices({
  session,
  serverData,
  onChoose,
  onKeepServer,
  onSwitchPerson,
  onReload,
  onCancelQueued,
}: {
  session: DraftSessionState;
  /** The server's input, when the application exists (the banner may offer to go back to it). */
  serverData: Record<string, unknown> | null;
  /** The person took this input. */
  onChoose: (data: Record<string, unknown>) => void;
  onKeepServer: () => void;
  onSwitchPerson: () => void;
  onReload: () => void;
  onCancelQueued: () => void;
}) {
  const t = useT();
  const { language } = useLanguage();
  const { banner, createRefused: refusal, conflict: stale, alert } = session;
  const queued = session.phase === 'queued';
  return (
    <>
      {banner && (
        <RestoredBanner
          opened={banner}
          onKeepDevice={onChoose}
          onKeepServer={onKeepServer}
          onDiscard={onChoose}
          serverData={serverData}
          language={language}
        />
      )}

      {refusal && (
        <div className="alert alert--danger app-form__alert" role="alert">
          <div>
            <p>{refusal}</p>
            <button type="button" className="button button--secondary" onClick={onSwitchPerson}>
              {t('applicationForm.refused.switch')}
            </button>
          </div>
        </div>
      )}
      {stale && (
        <div className="alert alert--danger app-form__alert" role="alert">
          <div>
            <p>{stale}</p>
            <button type="button" className="button button--secondary" onClick={onReload}>
              {t('applicationForm.stale.reload')}
            </button>
          </div>
        </div>
      )}
      {alert && (
        <div className="alert alert--danger app-form__alert" role="alert">
          <p>{alert}</p>
        </div>
      )}
      {queued && (
        <Notice tone="info">
          <h2 className="app-form__notice-title">{t('applicationForm.queued.title')}</h2>
          <p>{t('applicationForm.queued.text')}</p>
          <button type="button" className="button button--secondary" onClick={onCancelQueued}>
            {t('applicationForm.queued.cancel')}
          </button>
        </Notice>
      )}
    </>
  );
}

export function SaveStatusView({ status, failure }: { status: SaveStatus; failure: string | null }) {
  const t = useT();
  const text =
    status === 'device'
      ? t('applicationForm.status.device')
      : status === 'sending'
        ? t('applicationForm.status.sending')
        : status === 'saved'
          ? t('applicationForm.status.saved')
          : status === 'offline'
            ? t('applicationForm.status.offline')
            : status === 'failed'
              ? failure
                ? t('applicationForm.status.failedWith', { message: failure })
                : t('applicationForm.status.failed')
              : '';
  return (
    <p className={`save-status save-status--${status}`} role="status">
      {text}
    </p>
  );
}

function RestoredBanner({
  opened,
  serverData,
  onKeepDevice,
  onKeepServer,
  onDiscard,
  language,
}: {
  opened: OpenedInput;
  serverData: Record<string, unknown> | null;
  onKeepDevice: (data: Record<string, unknown>) => void;
  onKeepServer: () => void;
  onDiscard: (data: Record<string, unknown>) => void;
  language: 'lt' | 'en';
}) {
  const t = useT();
  if (opened.conflict) {
    const conflict = opened.conflict;
    return (
      <Notice tone="warning">
        <p>
          {t('applicationForm.conflict.text', {
            time: formatPortalDate(conflict.savedAt, language, 'dateTime'),
          })}
        </p>
        <div className="button-row app-form__banner-actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onKeepDevice(conflict.data)}
          >
            {t('applicationForm.conflict.keepDevice')}
          </button>
          <button type="button" className="button button--secondary" onClick={onKeepServer}>
            {t('applicationForm.conflict.keepServer')}
          </button>
        </div>
      </Notice>
    );
  }
  const time = opened.restoredAt ? formatPortalDate(opened.restoredAt, language, 'dateTime') : '';
  return (
    <Notice tone="info">
      <p>
        {opened.restoredFrom === 'device'
          ? t('applicationForm.restored.device', { time })
          : t('applicationForm.restored.server', { time })}
      </p>
      {opened.restoredFrom === 'device' && serverData && (
        <div className="button-row app-form__banner-actions">
          <button type="button" className="button button--secondary" onClick={() => onDiscard(serverData)}>
            {t('applicationForm.restored.discard')}
          </button>
        </div>
      )}
    </Notice>
  );
}
