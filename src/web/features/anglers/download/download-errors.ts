/**
 * What the download form tells the person when the lookup fails (spec §8): wrong data gets "Permit
 * not found for the given data. Update the data and try again.", too many tries (the server's limit
 * against guessing, 429) "wait a minute", the server's own messages about a field go next to that
 * field, and anything else (no network, a server fault) its text above the form.
 */
import type { MessageId } from '../../../../shared/i18n/index.ts';
import { isApiError } from '../../../platform/api.ts';

export type DownloadField = 'number' | 'firstName' | 'lastName' | 'securityCode';

export type DownloadProblem =
  /** About the form as a whole: shown in the error summary. A message id, or a text already in the person's language. */
  | { scope: 'form'; message: { id: MessageId } | { text: string } }
  /** The server's message about one field. */
  | { scope: 'field'; field: DownloadField; text: string };

const FIELDS: readonly string[] = [
  'number',
  'firstName',
  'lastName',
  'securityCode',
] satisfies DownloadField[];
const isField = (name: string): name is DownloadField => FIELDS.includes(name);

export function downloadProblems(error: unknown): DownloadProblem[] {
  if (!isApiError(error)) return [{ scope: 'form', message: { id: 'error.defaultError' } }];
  if (error.status === 404) return [{ scope: 'form', message: { id: 'anglersDownload.notFound' } }];
  if (error.status === 429) return [{ scope: 'form', message: { id: 'anglersDownload.tooMany' } }];
  if (error.status === 400 && error.fieldErrors.length > 0) {
    return error.fieldErrors.map(
      (fieldError): DownloadProblem =>
        isField(fieldError.field)
          ? { scope: 'field', field: fieldError.field, text: fieldError.message }
          : { scope: 'form', message: { text: fieldError.message } },
    );
  }
  return [{ scope: 'form', message: { text: error.message } }];
}
