import { expect, it } from 'vitest';
import { describeAnglerCard } from '../../parts/angler-card-tests.ts';
import { l06_2Example } from './example.ts';
import { l06_2 } from './index.ts';

describeAnglerCard(
  'L06.2 amateur angler card (spec §3 L05/L06 angler)',
  l06_2,
  l06_2Example,
  { segment: 'l06_2', priceCents: 1_000 },
  ({ submit, messagesAt }) => {
    it('sends the permit number by SMS to a valid phone', () => {
      expect(submit(l06_2Example).data).toMatchObject({ usePhone: true, phone: '+37061234567' });
      expect(messagesAt({ ...l06_2Example, phone: '+3706123456' }, 'phone')).toEqual(['validation.phone']);
    });
  },
);
