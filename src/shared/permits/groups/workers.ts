/**
 * Worker records (spec §3 Worker record: asmensKodas, vardas, pavarde, pareigos, dirbaNuoData,
 * dirbaIkiData, imonesKodas), reused by every kind that lists a company's people (L13 responsible
 * employees, L16 workers). "The form version also has error and warn": errors come from the
 * validator; `workerWarnings` gives the notices that do not block a submit.
 */
import type { MessageId } from '../../i18n/index.ts';
import type { GroupField } from '../engine/definition.ts';

export interface WorkerGroupOptions {
  name: string;
  label: MessageId;
  itemLabel: MessageId;
  addLabel: MessageId;
  min?: number;
  minMessage?: MessageId;
}

export function workerGroup(options: WorkerGroupOptions): GroupField {
  return {
    type: 'group',
    ...options,
    fields: [
      { type: 'personCode', name: 'asmensKodas', label: 'worker.asmensKodas', width: 'third' },
      { type: 'name', name: 'vardas', label: 'worker.vardas', width: 'third' },
      { type: 'name', name: 'pavarde', label: 'worker.pavarde', width: 'third' },
      { type: 'text', name: 'pareigos', label: 'worker.pareigos', maxLength: 100, width: 'third' },
      { type: 'date', name: 'dirbaNuoData', label: 'worker.dirbaNuoData', width: 'third' },
      {
        type: 'date',
        name: 'dirbaIkiData',
        label: 'worker.dirbaIkiData',
        required: false,
        after: 'dirbaNuoData',
        width: 'third',
      },
      {
        type: 'companyCode',
        name: 'imonesKodas',
        label: 'worker.imonesKodas',
        required: false,
        width: 'third',
      },
    ],
    unique: { fields: ['asmensKodas'], message: 'worker.error.duplicate' },
  };
}

export interface WorkerWarning {
  field: string;
  message: MessageId;
}

const DAY_MS = 86_400_000;

/**
 * Notices for one worker row that let the application go ahead: the employment has ended or ends
 * within 30 days, or the person works for another company than the applicant.
 */
export function workerWarnings(
  row: Readonly<Record<string, unknown>>,
  context: { today: string; applicantCompanyCode?: string },
): WorkerWarning[] {
  const warnings: WorkerWarning[] = [];
  const until = typeof row.dirbaIkiData === 'string' ? row.dirbaIkiData : '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(until)) {
    const days = (Date.parse(until) - Date.parse(context.today)) / DAY_MS;
    if (days < 0) warnings.push({ field: 'dirbaIkiData', message: 'worker.warn.ended' });
    else if (days <= 30) warnings.push({ field: 'dirbaIkiData', message: 'worker.warn.endsSoon' });
  }
  const company = typeof row.imonesKodas === 'string' ? row.imonesKodas.trim() : '';
  if (company !== '' && context.applicantCompanyCode && company !== context.applicantCompanyCode) {
    warnings.push({ field: 'imonesKodas', message: 'worker.warn.otherCompany' });
  }
  return warnings;
}
