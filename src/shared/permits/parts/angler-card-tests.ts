/**
 * What the two amateur angler cards (L06.1 and L06.2) have in common, tested once for each: the
 * angler journey, the species licence they carry and the water body. Each card's own test file adds
 * what is particular to its example. The angler's data rules are shared with L05.1 (l05_1.test.ts
 * tests them in full).
 */
import { describe, expect, it } from 'vitest';
import { todayInLithuania } from '../../fields/index.ts';
import type { Filer, KindDefinition } from '../engine/definition.ts';
import { validateApplication } from '../engine/validate.ts';
import { personContactsExample } from './contacts-examples.ts';

export function cardChecks(card: KindDefinition) {
  const today = todayInLithuania();
  const submit = (data: Record<string, unknown>, filer: Filer = 'anonymous') =>
    validateApplication(
      card,
      { declaration: true, ...data },
      { mode: 'submit', filer, documentTypes: [], today },
    );
  const messagesAt = (data: Record<string, unknown>, path: string) =>
    submit(data)
      .issues.filter((issue) => issue.path === path)
      .map((issue) => issue.message);
  return { today, submit, messagesAt };
}

export function describeAnglerCard(
  title: string,
  card: KindDefinition,
  example: Record<string, unknown>,
  expected: { segment: string; priceCents: number },
  own: (checks: ReturnType<typeof cardChecks>) => void,
) {
  const checks = cardChecks(card);
  const { today, submit, messagesAt } = checks;
  describe(title, () => {
    it('is bought through the angler journey by a person or an anonymous visitor', () => {
      expect(card.segment).toBe(expected.segment);
      expect(card.journey).toBe('angler');
      expect(card.filers).toEqual(['person', 'anonymous']);
      expect(card.price).toEqual({ type: 'fixed', cents: expected.priceCents });
    });

    it('accepts a complete purchase, anonymous or logged in', () => {
      expect(submit(example).issues).toEqual([]);
      expect(submit({ ...example, ...personContactsExample }, 'person').issues).toEqual([]);
    });

    it('carries the species licence the card was bought for (spec §3 L06 licence)', () => {
      expect(card.steps.map((step) => step.id)).toEqual(['ticket', 'licence', 'angler']);
      expect(submit(example).data).toMatchObject({
        species: example.species,
        amount: example.amount,
        released: false,
      });
      expect(messagesAt({ ...example, species: '' }, 'species')).toEqual(['validation.required']);
      expect(messagesAt({ ...example, amount: -1 }, 'amount')).toEqual(['validation.minValue']);
      expect(submit({ ...example, minSizeCm: '' }).issues).toEqual([]);
    });

    it('needs the water body code', () => {
      expect(messagesAt({ ...example, waterBodyCode: '' }, 'waterBodyCode')).toEqual(['validation.required']);
      expect(messagesAt({ ...example, waterBodyCode: '1'.repeat(31) }, 'waterBodyCode')).toEqual([
        'validation.maxLength',
      ]);
    });

    it('saves a half-filled draft', () => {
      const draft = validateApplication(
        card,
        { waterBodyCode: '10010110' },
        { mode: 'draft', filer: 'anonymous', today },
      );
      expect(draft.issues).toEqual([]);
    });

    own(checks);
  });
}
