import type { PermitState } from '../../../../shared/permits/engine/lifecycle.ts';
import { daysStanding, sortTickets, ticketStanding } from './ticket-status.ts';

const ticket = (validFrom: string, validUntil: string, state: PermitState = 'GALIOJANTIS', number = '1') => ({
  validFrom,
  validUntil,
  state,
  number,
});

describe('ticket standing on the device', () => {
  it('is valid from the first to the last day, inclusive', () => {
    const oneDay = ticket('2026-11-21', '2026-11-21');
    expect(ticketStanding(oneDay, '2026-11-20')).toBe('notYet');
    expect(ticketStanding(oneDay, '2026-11-21')).toBe('valid');
    expect(ticketStanding(oneDay, '2026-11-22')).toBe('expired');
  });

  it('reads a seal’s days, which may have no end', () => {
    expect(daysStanding('2026-11-21', null, '2030-01-01')).toBe('current');
    expect(daysStanding('2026-11-21', '2026-11-21', '2026-11-20')).toBe('notYet');
    expect(daysStanding('2026-11-21', '2026-11-21', '2026-11-22')).toBe('expired');
  });

  it('follows the registry when it says the ticket is no longer in force', () => {
    expect(ticketStanding(ticket('2026-11-01', '2026-12-01', 'PANAIKINTAS'), '2026-11-21')).toBe('revoked');
    expect(ticketStanding(ticket('2026-11-01', '2026-12-01', 'NEGALIOJANTIS'), '2026-11-21')).toBe('revoked');
    expect(ticketStanding(ticket('2026-11-01', '2026-12-01', 'PASIBAIGES'), '2026-11-21')).toBe('expired');
    expect(ticketStanding(ticket('2026-11-01', '2026-12-01', 'ISDUOTAS'), '2026-11-21')).toBe('valid');
  });

  it('counts days in Lithuania: 23:30 UTC on 20 November is already the 21st in Vilnius', () => {
    const oneDay = ticket('2026-11-21', '2026-11-21');
    // The default "today" is the Vilnius day, whatever the device's zone.
    vi.useFakeTimers();
    try {
      vi.setSystemTime(new Date('2026-11-20T23:30:00Z'));
      expect(ticketStanding(oneDay)).toBe('valid');
      vi.setSystemTime(new Date('2026-11-21T21:59:00Z'));
      expect(ticketStanding(oneDay)).toBe('valid');
      vi.setSystemTime(new Date('2026-11-21T22:01:00Z'));
      expect(ticketStanding(oneDay)).toBe('expired');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows valid tickets first, then coming ones soonest first, then past ones latest first', () => {
    const today = '2026-11-21';
    const sorted = sortTickets(
      [
        ticket('2026-01-01', '2026-01-14', 'GALIOJANTIS', 'old'),
        ticket('2026-12-01', '2026-12-01', 'GALIOJANTIS', 'december'),
        ticket('2026-11-25', '2026-11-25', 'GALIOJANTIS', 'soon'),
        ticket('2026-11-21', '2026-11-21', 'GALIOJANTIS', 'today'),
        ticket('2026-11-01', '2026-11-20', 'GALIOJANTIS', 'yesterday'),
        ticket('2026-11-01', '2027-10-31', 'PANAIKINTAS', 'annulled'),
      ],
      today,
    );
    expect(sorted.map((t) => t.number)).toEqual([
      'today',
      'soon',
      'december',
      'yesterday',
      'old',
      'annulled',
    ]);
  });
});
