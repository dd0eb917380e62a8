/**
 * Descriptions of the 22 permit kinds in both languages (spec §3 "permits"; ADR 0005: one per
 * kind and language). A kind without an English text shows the Lithuanian one to visitors; here it
 * can be written, starting from a copy of the Lithuanian text.
 */
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import type { Language } from '../../../shared/i18n/index.ts';
import { PERMIT_KINDS } from '../../../shared/permits/kind-list.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { useFeedback } from '../../ui/feedback/feedback-context.ts';
import { Notice } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { type PermitDescription, permitDescriptionsQuery } from '../content/index.ts';
import { adminContent, useAfterEdit } from './admin-api.ts';
import { permitFormSchema } from './admin-schemas.ts';
import { AdminTable, NotFound, useEditorParam, useFocusWhenClosed, useLocaleName } from './admin-ui.tsx';
import { EditorForm, type FieldDef } from './editor-form.tsx';

export function PermitsTab() {
  const t = useT();
  const { language } = useLanguage();
  const { toast } = useFeedback();
  const afterEdit = useAfterEdit();
  const localeName = useLocaleName();
  const editor = useEditorParam();
  const lt = useQuery(permitDescriptionsQuery('lt'));
  const en = useQuery(permitDescriptionsQuery('en'));
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusWhenClosed(editor.editing, headingRef);

  const find = (list: PermitDescription[] | undefined, code: string, locale: Language) =>
    (list ?? []).find((p) => p.permitId === code && p.locale === locale) ?? null;
  const loading = lt.isPending || en.isPending;

  if (editor.editing !== null) {
    if (loading) return <Spinner label={t('common.loading')} />;
    const code = editor.param('kind') ?? '';
    const locale: Language = editor.param('lang') === 'en' ? 'en' : 'lt';
    const existing = find(locale === 'en' ? en.data : lt.data, code, locale);
    const kind = PERMIT_KINDS.find((k) => k.code === code);
    if (!kind || (editor.editing !== 'new' && !existing)) return <NotFound onBack={editor.close} />;
    // A new translation starts from the Lithuanian text.
    const source = existing ?? find(lt.data, code, 'lt');
    const fields: FieldDef[] = [
      { name: 'title', kind: 'text', label: t('contentAdmin.permitTitle'), required: true, maxLength: 300 },
      {
        name: 'price',
        kind: 'text',
        label: t('contentAdmin.price'),
        hint: t('contentAdmin.priceHint'),
        maxLength: 1000,
      },
      {
        name: 'description',
        kind: 'html',
        label: t('contentAdmin.description'),
        hint: t('contentAdmin.htmlHint'),
        required: true,
      },
      { name: 'whoNeedsIt', kind: 'html', label: t('permitInfo.whoNeedsIt') },
      { name: 'howToApply', kind: 'html', label: t('permitInfo.howToApply') },
      { name: 'documents', kind: 'html', label: t('permitInfo.documents') },
      { name: 'legalBasis', kind: 'html', label: t('permitInfo.legalBasis') },
    ];
    return (
      <EditorForm
        key={`${code}-${locale}`}
        id="permit"
        title={t(existing ? 'contentAdmin.editPermit' : 'contentAdmin.newPermit', {
          code,
          language: localeName(locale),
        })}
        lead={
          !existing && source ? (
            <Notice>
              <p>{t('contentAdmin.translationCopied')}</p>
            </Notice>
          ) : undefined
        }
        fields={fields}
        schema={permitFormSchema}
        defaultValues={{
          permitId: code,
          locale,
          title: source?.title ?? '',
          price: source?.price ?? '',
          description: source?.description ?? '',
          whoNeedsIt: source?.whoNeedsIt ?? '',
          howToApply: source?.howToApply ?? '',
          documents: source?.documents ?? '',
          legalBasis: source?.legalBasis ?? '',
        }}
        submitLabel={t('contentAdmin.save')}
        onSubmit={(body) =>
          existing ? adminContent.updatePermit(existing.id, body) : adminContent.createPermit(body)
        }
        onSaved={async () => {
          await afterEdit();
          toast(t('contentAdmin.permitSaved'), 'success');
          editor.close();
        }}
        onCancel={editor.close}
      />
    );
  }

  return (
    <section aria-labelledby="admin-permits-title">
      <h2 className="section-title" id="admin-permits-title" ref={headingRef} tabIndex={-1}>
        {t('contentAdmin.permitsTitle')}
      </h2>
      {loading ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <AdminTable caption={t('contentAdmin.permitsTitle')}>
          <thead>
            <tr>
              <th scope="col">{t('permitInfo.code')}</th>
              <th scope="col">{localeName('lt')}</th>
              <th scope="col">{localeName('en')}</th>
            </tr>
          </thead>
          <tbody>
            {PERMIT_KINDS.map((kind) => (
              <tr key={kind.code}>
                <th scope="row">{kind.code}</th>
                {(['lt', 'en'] as const).map((locale) => {
                  const item = find(locale === 'en' ? en.data : lt.data, kind.code, locale);
                  const name = `${kind.code} (${localeName(locale)})`;
                  return (
                    <td key={locale}>
                      {item ? (
                        <>
                          <span lang={locale === language ? undefined : locale}>{item.title}</span>{' '}
                          <button
                            type="button"
                            className="link-button"
                            onClick={() => editor.open(String(item.id), { kind: kind.code, lang: locale })}
                            aria-label={t('contentAdmin.editNamed', { name })}
                          >
                            {t('contentAdmin.edit')}
                          </button>
                        </>
                      ) : (
                        <>
                          <span className="admin-table__note">{t('contentAdmin.missing')}</span>{' '}
                          <button
                            type="button"
                            className="link-button"
                            onClick={() => editor.open('new', { kind: kind.code, lang: locale })}
                            aria-label={t('contentAdmin.writeNamed', { name })}
                          >
                            {t('contentAdmin.write')}
                          </button>
                        </>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
    </section>
  );
}
