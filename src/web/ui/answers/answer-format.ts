/**
 * How one answer reads in the answers view (check your answers, the permit page, the back
 * office): option labels instead of codes, dates and numbers as the language writes them, units
 * after numbers. Pure.
 */
import type { Language } from '../../../shared/i18n/index.ts';
import type { FieldDef } from '../../../shared/permits/engine/definition.ts';
import type { Translate } from '../../i18n/use-t.ts';
import { formatPortalDate } from '../../platform/dates.ts';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a value counts as given (same test as the validator's `isEmpty`, plus unticked boxes). */
export function isAnswered(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

function formatNumber(value: unknown, decimals: number, language: Language): string {
  const text = String(value).trim().replace(',', '.').replace(/\s/g, '');
  const number = Number(text);
  if (text === '' || Number.isNaN(number)) return String(value);
  return new Intl.NumberFormat(language === 'lt' ? 'lt-LT' : 'en-GB', {
    maximumFractionDigits: decimals,
  }).format(number);
}

/** The text of a non-group answer; `null` when nothing was given. */
export function formatAnswer(
  field: Exclude<FieldDef, { type: 'group' }>,
  value: unknown,
  t: Translate,
  language: Language,
): string | null {
  switch (field.type) {
    case 'checkbox':
      return t(value === true || value === 'true' ? 'common.yes' : 'common.no');
    case 'checkboxes': {
      const values = Array.isArray(value) ? value : [];
      if (values.length === 0) return null;
      return values
        .map((item) => {
          const option = field.options.find((candidate) => candidate.value === item);
          return option ? t(option.label) : String(item);
        })
        .join(', ');
    }
    default:
      break;
  }
  if (!isAnswered(value)) return null;
  switch (field.type) {
    case 'select':
    case 'radio': {
      const option = field.options.find((candidate) => candidate.value === value);
      return option ? t(option.label) : String(value);
    }
    case 'number': {
      const number = formatNumber(value, field.decimals ?? 0, language);
      return field.unit ? `${number} ${t(field.unit)}` : number;
    }
    case 'date':
      return typeof value === 'string' && ISO_DAY.test(value.trim())
        ? formatPortalDate(`${value.trim()}T12:00:00Z`, language)
        : String(value);
    case 'personCodeOrBirthDate':
      return typeof value === 'string' && ISO_DAY.test(value.trim())
        ? formatPortalDate(`${value.trim()}T12:00:00Z`, language)
        : String(value);
    default:
      return String(value);
  }
}

/** File size as people read it: `12 KB`, `3.4 MB`. */
export function formatFileSize(bytes: number, language: Language): string {
  const format = (value: number, digits: number) =>
    new Intl.NumberFormat(language === 'lt' ? 'lt-LT' : 'en-GB', { maximumFractionDigits: digits }).format(
      value,
    );
  if (bytes < 1024) return `${format(bytes, 0)} B`;
  if (bytes < 1024 * 1024) return `${format(bytes / 1024, 0)} KB`;
  return `${format(bytes / (1024 * 1024), 1)} MB`;
}
