/**
 * `/login/test`: log in as any test person without the gateway (spec §2; exists only where the
 * server allows it, spec §7). Submitting gets a ticket and continues at the gateway return step.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { isApiError } from '../../platform/api.ts';
import { messageText } from '../../platform/message-text.ts';
import { useNavigate } from '../../platform/navigate.ts';
import { useFeedback } from '../../ui/feedback/feedback-context.ts';
import { ErrorSummary, type SummaryItem } from '../../ui/form/error-summary.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { Notice } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { gatewayReturnPath, isTestLoginAvailable, testLogin } from './auth-api.ts';
import { type TestLoginInput, type TestLoginOutput, testLoginSchema } from './test-login-schema.ts';

const FIELDS: FieldPath<TestLoginInput>[] = ['vardas', 'pavarde', 'asmensKodas', 'imonesKodas'];

export function TestLoginPage() {
  const t = useT();
  const available = useQuery({
    queryKey: ['auth', 'test-login-available'],
    queryFn: isTestLoginAvailable,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { silent: true },
  });

  if (available.isPending) return <Spinner label={t('common.loading')} />;
  if (available.data !== true) {
    return (
      <section className="login-panel" aria-labelledby="test-login-title">
        <h1 className="login-panel__title" id="test-login-title">
          {t('loginTest.title')}
        </h1>
        <Notice tone="warning">
          <p>{t('loginTest.unavailable')}</p>
        </Notice>
        <p>
          <Link to="/login">{t('loginTest.back')}</Link>
        </p>
      </section>
    );
  }
  return <TestLoginForm />;
}

function TestLoginForm() {
  const t = useT();
  const navigate = useNavigate();
  const { showError } = useFeedback();
  const [failedSubmits, setFailedSubmits] = useState(0);
  const form = useForm<TestLoginInput, unknown, TestLoginOutput>({
    resolver: valibotResolver(testLoginSchema),
    mode: 'onTouched',
    // The error summary takes focus instead (GOV.UK pattern), so the person hears every problem first.
    shouldFocusError: false,
    defaultValues: { vardas: '', pavarde: '', asmensKodas: '', imonesKodas: '' },
  });
  const { errors, touchedFields, isSubmitted, isSubmitting } = form.formState;
  const state = (name: FieldPath<TestLoginInput>) => ({
    error: messageText(errors[name]?.message, t),
    shown: !!touchedFields[name] || isSubmitted,
  });
  const labels: Record<FieldPath<TestLoginInput>, string> = {
    vardas: t('loginTest.firstName'),
    pavarde: t('loginTest.lastName'),
    asmensKodas: t('loginTest.personCode'),
    imonesKodas: t('loginTest.companyCode'),
  };
  const summary: SummaryItem[] = isSubmitted
    ? FIELDS.flatMap((name) => {
        const message = messageText(errors[name]?.message, t);
        return message ? [{ fieldId: `test-login-${name}`, message: `${labels[name]}: ${message}` }] : [];
      })
    : [];

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const result = await testLogin(values);
        navigate(gatewayReturnPath(result.id, result.imonesKodas ?? (values.imonesKodas || null)));
      } catch (error) {
        if (isApiError(error) && error.status === 400 && error.fieldErrors.length > 0) {
          for (const fieldError of error.fieldErrors) {
            if ((FIELDS as string[]).includes(fieldError.field)) {
              form.setError(fieldError.field as FieldPath<TestLoginInput>, { message: fieldError.message });
            }
          }
          setFailedSubmits((n) => n + 1);
        } else {
          showError(error);
        }
      }
    },
    () => setFailedSubmits((n) => n + 1),
  );

  return (
    <section className="login-panel" aria-labelledby="test-login-title">
      <h1 className="login-panel__title" id="test-login-title">
        {t('loginTest.title')}
      </h1>
      <p>{t('loginTest.intro')}</p>
      <form noValidate onSubmit={onSubmit}>
        <ErrorSummary title={t('form.errorSummaryTitle')} items={summary} focusKey={failedSubmits} />
        <TextField
          id="test-login-vardas"
          label={t('loginTest.firstName')}
          autoComplete="given-name"
          required
          state={state('vardas')}
          registration={form.register('vardas')}
        />
        <TextField
          id="test-login-pavarde"
          label={t('loginTest.lastName')}
          autoComplete="family-name"
          required
          state={state('pavarde')}
          registration={form.register('pavarde')}
        />
        <TextField
          id="test-login-asmensKodas"
          label={t('loginTest.personCode')}
          hint={t('loginTest.personCodeHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          required
          state={state('asmensKodas')}
          registration={form.register('asmensKodas')}
        />
        <TextField
          id="test-login-imonesKodas"
          label={t('loginTest.companyCode')}
          hint={t('loginTest.companyCodeHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          optionalText={t('form.optional')}
          state={state('imonesKodas')}
          registration={form.register('imonesKodas')}
        />
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={isSubmitting}>
            {isSubmitting ? t('loginTest.submitting') : t('loginTest.submit')}
          </button>
          <Link className="button button--secondary" to="/login">
            {t('loginTest.back')}
          </Link>
        </div>
      </form>
    </section>
  );
}
