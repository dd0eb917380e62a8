import { getTableColumns } from 'drizzle-orm';
import { columnsOf, isUniqueViolation, part, prefixedColumnsOf, statement } from './index.ts';
import { payments, sandboxPayments } from './schema-anglers.ts';

describe('hot statements', () => {
  it('lists a table’s columns under their property names, for rows in Drizzle’s shape', () => {
    const columns = columnsOf(payments);
    expect(columns).toContain('"subject_id" AS "subjectId"');
    expect(columns).toContain('"receipt_number" AS "receiptNumber"');
    expect(columns.split(', ')).toHaveLength(Object.keys(getTableColumns(payments)).length);
    expect(columnsOf(sandboxPayments, 's')).toMatch(/^s\."ref" AS "ref", s\."amount_cents" AS "amountCents"/);
  });

  it('takes one table’s row out of a joined row, or null when the outer join missed', () => {
    expect(prefixedColumnsOf(payments, 'p', 'pay')).toContain('p."subject_id" AS "pay.subjectId"');
    const row = { 'p.id': 'a', 'p.state': 'PAID', 'ps.id': 'not mine', 'w.id': null, 'w.name': null };
    expect(part(row, 'p', 'id')).toEqual({ id: 'a', state: 'PAID' });
    expect(part(row, 'w', 'id')).toBeNull();
  });

  it('keeps one text per name, flattened', () => {
    const first = statement('statements.test.one', 'SELECT 1\n   FROM  x');
    expect(first.text).toBe('SELECT 1 FROM x');
    expect(statement('statements.test.one', 'SELECT 1 FROM x')).toEqual(first);
    expect(() => statement('statements.test.one', 'SELECT 2')).toThrow(/defined twice/);
  });

  it('recognises a unique violation from pg or wrapped by Drizzle', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation({ cause: { code: '23505' } })).toBe(true);
    expect(isUniqueViolation({ code: '23502' })).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
