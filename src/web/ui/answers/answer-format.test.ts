// The message catalogs, which this file's assertions read (no global test setup loads them).
import '../../../shared/i18n/all-messages.ts';
import { describe, expect, it } from 'vitest';
import { type MessageId, type MessageValues, translate } from '../../../shared/i18n/index.ts';
import { L13_ACTIVITIES } from '../../../shared/permits/kinds/l13/index.ts';
import { formatAnswer, formatFileSize, isAnswered } from './answer-format.ts';

const en = (id: MessageId, values?: MessageValues) => translate('en', id, values);
const lt = (id: MessageId, values?: MessageValues) => translate('lt', id, values);

describe('answers as people read them', () => {
  it('shows option labels, yes/no, dates and numbers with units in each language', () => {
    const select = {
      type: 'select',
      name: 'activity',
      label: 'l13.activity',
      options: L13_ACTIVITIES,
    } as const;
    expect(formatAnswer(select, 'LAIKYMAS', en, 'en')).toBe('Storage');
    const checkbox = { type: 'checkbox', name: 'x', label: 'jvs.flag' } as const;
    expect(formatAnswer(checkbox, true, en, 'en')).toBe('Yes');
    expect(formatAnswer(checkbox, undefined, lt, 'lt')).toBe('Ne');
    const date = { type: 'date', name: 'd', label: 'jvs.date' } as const;
    expect(formatAnswer(date, '2026-03-01', en, 'en')).toBe('01-03-2026');
    expect(formatAnswer(date, '2026-03-01', lt, 'lt')).toBe('2026-03-01');
    const number = {
      type: 'number',
      name: 'n',
      label: 'l13.flow.storedTonnes',
      decimals: 3,
      unit: 'unit.tonnes',
    } as const;
    expect(formatAnswer(number, '1.250', lt, 'lt')).toBe('1,25 t');
    expect(formatAnswer(number, 120.5, en, 'en')).toBe('120.5 t');
    expect(formatAnswer(number, '', en, 'en')).toBeNull();
  });

  it('tells given answers from missing ones and sizes files', () => {
    expect(isAnswered('  ')).toBe(false);
    expect(isAnswered([])).toBe(false);
    expect(isAnswered(0)).toBe(true);
    expect(formatFileSize(512, 'en')).toBe('512 B');
    expect(formatFileSize(2048, 'en')).toBe('2 KB');
    expect(formatFileSize(3.4 * 1024 * 1024, 'lt')).toBe('3,4 MB');
  });
});
