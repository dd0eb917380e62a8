import { APPLICATION_STATES, PERMIT_STATES } from '../../../shared/permits/engine/lifecycle.ts';
import { formatDay, formatEuros, historyActionLabel, stateLabel, stateTone } from './format.ts';

describe('prices', () => {
  it('shows cents as euros with two decimals in each language', () => {
    expect(formatEuros(1250, 'lt')).toBe('12,50\u00a0€');
    expect(formatEuros(1250, 'en')).toBe('€12.50');
    expect(formatEuros(0, 'lt')).toBe('0,00\u00a0€');
    expect(formatEuros(123456, 'en')).toBe('€1,234.56');
  });
});

describe('days', () => {
  it('rearranges a calendar day without moving it across time zones (spec §9)', () => {
    expect(formatDay('2026-01-01', 'lt')).toBe('2026-01-01');
    expect(formatDay('2026-01-01', 'en')).toBe('01-01-2026');
  });

  it('shows a timestamp as its Vilnius day', () => {
    // 23:30 UTC on 31 December is already 1 January in Vilnius.
    expect(formatDay('2025-12-31T23:30:00.000Z', 'lt')).toBe('2026-01-01');
  });
});

describe('state badges', () => {
  it('names and colours every application and permit state', () => {
    for (const state of APPLICATION_STATES) {
      expect(stateLabel('application', state)).toBe(`applicationState.${state}`);
      expect(stateTone('application', state)).toMatch(/neutral|info|warning|success|danger/);
    }
    for (const state of PERMIT_STATES) expect(stateLabel('permit', state)).toBe(`permitState.${state}`);
  });

  it('marks what needs the applicant (returned) and what ended badly', () => {
    expect(stateTone('application', 'GRAZINTA')).toBe('warning');
    expect(stateTone('application', 'PRIIMTA')).toBe('success');
    expect(stateTone('application', 'ATMESTA')).toBe('danger');
    expect(stateTone('permit', 'GALIOJANTIS')).toBe('success');
    expect(stateTone('permit', 'SUSTABDYTAS')).toBe('warning');
    expect(stateTone('permit', 'PANAIKINTAS')).toBe('danger');
  });

  it('shows a state it does not know as written, never another state', () => {
    expect(stateLabel('permit', 'PATEIKTA')).toBeNull();
    expect(stateTone('application', 'NEW_STATE')).toBe('neutral');
  });
});

describe('history steps', () => {
  it('names the lifecycle steps in the past tense and leaves unknown ones as written', () => {
    expect(historyActionLabel('submit')).toBe('historyUi.action.submit');
    expect(historyActionLabel('expire')).toBe('historyUi.action.expire');
    expect(historyActionLabel('teleport')).toBeNull();
  });
});
