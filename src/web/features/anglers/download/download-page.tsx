/**
 * `/atsisiusti/{kind}` for the angler kinds L05.1, L05.2, L06.1, L06.2 (spec §2: "a download form
 * for L05 and L06 asks for permit number (digits only), first name and last name"; issue 5 item 5).
 * No login needed: the number, the holder's name and the security code printed on the ticket are
 * the proof (issue 15; ADR 0015); a logged-in angler or buyer needs no code. The PDF is saved as a
 * file; the same proof can instead keep the ticket in this device's wallet. Wrong data gets spec
 * §8's "Permit not found for the given data..."; the server limits attempts per address (429).
 *
 * Only the number comes in the address (`?numeris=`): the names and the code are filled in from
 * the ticket this device's wallet keeps, and are sent in a POST body, never in a URL.
 *
 * `/atsisiusti/{kind}/{id}` with a session is the holder's own permit download (issue 4), which the
 * app composes in (`signedInPermit`); without a session it is this form.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { Link, useParams, useSearchParams } from 'react-router';
import type { AnglerKind, DownloadRequest } from '../../../../shared/anglers/api-types.ts';
import { findKind, type PermitKind } from '../../../../shared/permits/kind-list.ts';
import { useT } from '../../../i18n/use-t.ts';
import { messageText } from '../../../platform/message-text.ts';
import { isOnline, subscribeToConnection } from '../../../platform/offline/connection.ts';
import { useSession } from '../../../platform/session/use-session.ts';
import { ErrorSummary, type SummaryItem } from '../../../ui/form/error-summary.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { Notice, PageHeader } from '../../../ui/page.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { namesOf } from '../purchase/purchase-storage.ts';
import { downloadPermitPdf, ticketFor } from '../wallet/anglers-api.ts';
import { findTicket, saveTickets } from '../wallet/wallet-db.ts';
import { downloadProblems } from './download-errors.ts';
import {
  type DownloadFormInput,
  type DownloadFormOutput,
  downloadFormSchema,
  pdfFileName,
  prefillFrom,
} from './download-schema.ts';
import { saveFile } from './save-file.ts';
import './download.css';

const FIELDS: FieldPath<DownloadFormInput>[] = ['number', 'firstName', 'lastName', 'securityCode'];
const fieldId = (name: FieldPath<DownloadFormInput>) => `angler-download-${name}`;
const WALLET_PATH = '/mano-bilietai';

export function AnglerDownloadPage({
  kind: segment,
  signedInPermit,
}: {
  kind: AnglerKind;
  /** The logged-in holder's download of one permit (`/atsisiusti/{kind}/{id}`). */
  signedInPermit: (kind: PermitKind, id: string) => ReactNode;
}) {
  const t = useT();
  const kind = findKind(segment)!;
  const { id } = useParams();
  const session = useSession();
  if (id && session.status === 'loading') return <Spinner label={t('common.loading')} />;
  if (id && session.status === 'authenticated') return signedInPermit(kind, id);
  // The angler or the buyer logged in needs no code; the form starts again if that changes.
  const loggedIn = session.status === 'authenticated';
  return <DownloadForm key={loggedIn ? 'session' : 'anonymous'} kind={kind} loggedIn={loggedIn} />;
}

type Done = { type: 'saved'; number: string; file: string } | { type: 'added'; number: string };

function DownloadForm({ kind, loggedIn }: { kind: PermitKind; loggedIn: boolean }) {
  const t = useT();
  const [params] = useSearchParams();
  const online = useSyncExternalStore(subscribeToConnection, isOnline, () => true);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [problem, setProblem] = useState<{ field: FieldPath<DownloadFormInput>; message: string } | null>(
    null,
  );
  const [done, setDone] = useState<Done | null>(null);
  const [working, setWorking] = useState<'pdf' | 'wallet' | null>(null);
  const form = useForm<DownloadFormInput, unknown, DownloadFormOutput>({
    resolver: valibotResolver(downloadFormSchema(!loggedIn)),
    // Checked when sent (GOV.UK), then again as the person types (reValidateMode's default): a
    // message appearing on blur would move the buttons from under the pointer and lose the click.
    mode: 'onSubmit',
    // The error summary takes focus instead (GOV.UK pattern).
    shouldFocusError: false,
    defaultValues: prefillFrom(params),
  });
  // The ticket of the number in the address, if this device's wallet keeps it: its names and code.
  const prefillNumber = params.get('numeris');
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the address the form opened with.
  useEffect(() => {
    if (!prefillNumber) return;
    let cancelled = false;
    void findTicket(prefillNumber.trim())
      .then((ticket) => {
        if (cancelled || !ticket || form.formState.isDirty) return;
        form.reset(prefillFrom(params, { ...ticket, names: namesOf(ticket.purchaseId) }));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  const { errors, isSubmitted } = form.formState;
  const labels: Record<FieldPath<DownloadFormInput>, string> = {
    number: t('anglersDownload.number'),
    firstName: t('anglersDownload.firstName'),
    lastName: t('anglersDownload.lastName'),
    securityCode: t('anglersDownload.securityCode'),
  };
  const state = (name: FieldPath<DownloadFormInput>) => ({
    error: messageText(errors[name]?.message, t),
    // Nothing is checked before the first submit, so a field left before it is neither valid nor invalid.
    shown: isSubmitted,
  });
  const summary: SummaryItem[] = [
    ...(problem ? [{ fieldId: fieldId(problem.field), message: problem.message }] : []),
    ...(isSubmitted
      ? FIELDS.flatMap((name) => {
          const message = messageText(errors[name]?.message, t);
          return message ? [{ fieldId: fieldId(name), message: `${labels[name]}: ${message}` }] : [];
        })
      : []),
  ];

  function failed(error: unknown) {
    let general: string | null = null;
    for (const found of downloadProblems(error)) {
      if (found.scope === 'field') form.setError(found.field, { message: found.text });
      else general ??= 'id' in found.message ? t(found.message.id) : found.message.text;
    }
    // A problem with the whole form links to the number, the field a wrong lookup most likely comes from.
    setProblem(general === null ? null : { field: 'number', message: general });
    setFailedSubmits((n) => n + 1);
  }

  const submit = (action: 'pdf' | 'wallet') =>
    form.handleSubmit(
      async (values) => {
        setProblem(null);
        setDone(null);
        setWorking(action);
        const { securityCode, ...rest } = values;
        const request: DownloadRequest = {
          kind: kind.segment as AnglerKind,
          ...rest,
          ...(securityCode ? { securityCode } : {}),
        };
        try {
          if (action === 'pdf') {
            const file = pdfFileName(values.number);
            saveFile(await downloadPermitPdf(request), file);
            setDone({ type: 'saved', number: values.number, file });
          } else {
            const ticket = await ticketFor(request);
            try {
              await saveTickets([ticket], 'device', null);
            } catch {
              setProblem({ field: 'number', message: t('anglersDownload.storageFailed') });
              setFailedSubmits((n) => n + 1);
              return;
            }
            setDone({ type: 'added', number: ticket.number });
          }
        } catch (error) {
          failed(error);
        } finally {
          setWorking(null);
        }
      },
      () => {
        setProblem(null);
        setDone(null);
        setFailedSubmits((n) => n + 1);
      },
    );

  return (
    <article className="page angler-download">
      <PageHeader
        caption={kind.code}
        title={t('kindPage.downloadTitle', { title: t(kind.pageTitle) })}
        lead={t('anglersDownload.lead')}
      />
      {!online && (
        <Notice tone="warning">
          <p>{t('anglersDownload.offline')}</p>
        </Notice>
      )}
      {/* Always in the page, so that screen readers announce the result when it appears. */}
      <div role="status" aria-live="polite">
        {done && (
          <Notice tone="success">
            <p>
              {done.type === 'saved'
                ? t('anglersDownload.saved', { number: done.number, file: done.file })
                : t('anglersDownload.added', { number: done.number })}
            </p>
            {done.type === 'added' && (
              <p>
                <Link to={WALLET_PATH}>{t('anglersDownload.openWallet')}</Link>
              </p>
            )}
          </Notice>
        )}
      </div>
      <form noValidate onSubmit={submit('pdf')}>
        <ErrorSummary title={t('form.errorSummaryTitle')} items={summary} focusKey={failedSubmits} />
        <TextField
          id={fieldId('number')}
          label={labels.number}
          hint={t('anglersDownload.numberHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          required
          state={state('number')}
          registration={form.register('number')}
        />
        <TextField
          id={fieldId('firstName')}
          label={labels.firstName}
          autoComplete="given-name"
          required
          state={state('firstName')}
          registration={form.register('firstName')}
        />
        <TextField
          id={fieldId('lastName')}
          label={labels.lastName}
          autoComplete="family-name"
          required
          state={state('lastName')}
          registration={form.register('lastName')}
        />
        <TextField
          id={fieldId('securityCode')}
          label={labels.securityCode}
          hint={t(loggedIn ? 'anglersDownload.securityCodeHintLoggedIn' : 'anglersDownload.securityCodeHint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          required={!loggedIn}
          optionalText={t('form.optional')}
          state={state('securityCode')}
          registration={form.register('securityCode')}
        />
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={working !== null}>
            <Icon name="download" />
            {working === 'pdf' ? t('anglersDownload.working') : t('anglersDownload.submit')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={working !== null}
            onClick={() => void submit('wallet')()}
          >
            <Icon name="card" />
            {working === 'wallet' ? t('anglersDownload.working') : t('anglersDownload.addToWallet')}
          </button>
        </div>
      </form>
      <p className="angler-download__wallet">
        {t('anglersDownload.walletNote')} <Link to={WALLET_PATH}>{t('route.wallet')}</Link>
      </p>
      {!loggedIn && (
        <p className="angler-download__no-code">
          {t('anglersDownload.noCode')}{' '}
          <Link to={`/login?returnTo=${encodeURIComponent(`/atsisiusti/${kind.segment}`)}`}>
            {t('anglersDownload.noCodeLogin')}
          </Link>
        </p>
      )}
    </article>
  );
}
