/**
 * The documents of an application as the officer sees them (issue 4 item 5): each one's type,
 * title, file and size, and whether the applicant marked it confidential; files download through
 * the officer route (`/api/v1/tarnyba/paraiskos/:id/dokumentai/:documentId`), which checks the role.
 */
import type { DocumentDto } from '../../../shared/permits/api-types.ts';
import type { KindDefinition } from '../../../shared/permits/engine/definition.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { formatPortalDate } from '../../platform/dates.ts';
import { formatFileSize } from '../../ui/answers/answer-format.ts';
import { Icon } from '../../ui/icon.tsx';
import { officerDocumentUrl } from '../permits/index.ts';
import { BackOfficeTable } from './back-office-table.tsx';

export function DocumentsList({
  applicationId,
  documents,
  definition,
}: {
  applicationId: string;
  documents: readonly DocumentDto[];
  definition: KindDefinition | undefined;
}) {
  const t = useT();
  const { language } = useLanguage();
  if (documents.length === 0) return <p>{t('backOffice.documents.none')}</p>;
  const typeName = (type: string) => {
    const slot = definition?.documents.find((d) => d.type === type);
    return slot ? t(slot.title) : type;
  };
  return (
    <BackOfficeTable caption={t('backOffice.documents.title')}>
      <thead>
        <tr>
          <th scope="col">{t('backOffice.documents.type')}</th>
          <th scope="col">{t('backOffice.documents.document')}</th>
          <th scope="col">{t('backOffice.documents.uploaded')}</th>
        </tr>
      </thead>
      <tbody>
        {documents.map((document) => (
          <tr key={document.id}>
            <td>{typeName(document.type)}</td>
            <td>
              {document.fileName ? (
                <a
                  href={officerDocumentUrl(applicationId, document.id)}
                  download={document.fileName}
                  aria-label={t('backOffice.documents.download', {
                    title: document.title,
                    file: document.fileName,
                    size: formatFileSize(document.size, language),
                  })}
                >
                  <Icon name="download" /> {document.title}
                </a>
              ) : document.url ? (
                <a href={document.url} target="_blank" rel="noopener noreferrer">
                  {document.title}
                  <span className="visually-hidden"> {t('backOffice.documents.externalLink')}</span>
                </a>
              ) : (
                document.title
              )}
              <span className="back-office__small">
                {document.fileName && `${document.fileName}, ${formatFileSize(document.size, language)}`}
                {document.url && !document.fileName && document.url}
              </span>
              {document.confidential && (
                <span className="back-office__confidential">{t('backOffice.documents.confidential')}</span>
              )}
              {document.signed && <span className="badge">{t('backOffice.documents.signed')}</span>}
            </td>
            <td className="back-office__nowrap">
              {formatPortalDate(document.uploadedAt, language, 'dateTime')}
            </td>
          </tr>
        ))}
      </tbody>
    </BackOfficeTable>
  );
}
