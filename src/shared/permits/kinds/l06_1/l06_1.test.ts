import { expect, it } from 'vitest';
import { describeAnglerCard } from '../../parts/angler-card-tests.ts';
import { l06_1Example } from './example.ts';
import { l06_1 } from './index.ts';

describeAnglerCard(
  'L06.1 amateur angler card (spec §3 L05/L06 angler)',
  l06_1,
  l06_1Example,
  { segment: 'l06_1', priceCents: 500 },
  ({ submit, messagesAt }) => {
    it('is sold to a foreigner on a birth date', () => {
      expect(submit(l06_1Example).data).toMatchObject({
        citizenship: 'UZSIENIETIS',
        personCodeOrBirthDate: '1979-06-23',
      });
      expect(
        messagesAt({ ...l06_1Example, personCodeOrBirthDate: '2099-01-01' }, 'personCodeOrBirthDate'),
      ).toEqual(['validation.birthDate']);
    });
  },
);
