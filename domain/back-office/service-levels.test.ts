import { describe, expect, it } from 'vitest';
import {
  SERVICE_LEVELS,
  ageOf,
  isOverServiceLevel,
  overCutoff,
  serviceDueAt,
  type ServiceLevel,
} from './service-levels';

/** A Lagos wall-clock time (UTC+1). 2026-11-27 is a Friday. */
const lagos = (text: string) => new Date(`${text}+01:00`);

describe('service levels', () => {
  it('gives a complaint 24 hours and a contact message two days, counted in hours', () => {
    const received = lagos('2026-11-27T10:00:00');
    expect(serviceDueAt(SERVICE_LEVELS.complaint, received)).toEqual(lagos('2026-11-28T10:00:00'));
    expect(isOverServiceLevel(SERVICE_LEVELS.complaint, received, lagos('2026-11-28T09:59:00'))).toBe(false);
    expect(isOverServiceLevel(SERVICE_LEVELS.complaint, received, lagos('2026-11-28T10:01:00'))).toBe(true);
    expect(isOverServiceLevel(SERVICE_LEVELS['contact-message'], received, lagos('2026-11-28T10:01:00'))).toBe(false);
    expect(isOverServiceLevel(SERVICE_LEVELS.loan, received, lagos('2026-12-02T10:01:00'))).toBe(true);
  });

  it('counts an account application’s working day past the weekend', () => {
    const level = SERVICE_LEVELS.application;
    // Friday morning: due Monday morning, not over on Saturday nor Sunday.
    const friday = lagos('2026-11-27T10:00:00');
    expect(serviceDueAt(level, friday)).toEqual(lagos('2026-11-30T10:00:00'));
    expect(isOverServiceLevel(level, friday, lagos('2026-11-29T23:00:00'))).toBe(false);
    expect(isOverServiceLevel(level, friday, lagos('2026-11-30T10:30:00'))).toBe(true);
    // Received on Saturday: the clock starts on Monday at midnight.
    expect(serviceDueAt(level, lagos('2026-11-28T15:00:00'))).toEqual(lagos('2026-12-01T00:00:00'));
    // Thursday's application is over by Saturday.
    expect(isOverServiceLevel(level, lagos('2026-11-26T10:00:00'), lagos('2026-11-28T12:00:00'))).toBe(true);
  });

  it('skips public holidays as it skips weekends (decision 094)', () => {
    const level = SERVICE_LEVELS.application;
    // Thursday before Easter: Good Friday, the weekend and Easter Monday are days off, so due Tuesday.
    expect(serviceDueAt(level, lagos('2026-04-02T10:00:00'))).toEqual(lagos('2026-04-07T10:00:00'));
    expect(isOverServiceLevel(level, lagos('2026-04-02T10:00:00'), lagos('2026-04-06T23:00:00'))).toBe(false);
    // Received on Christmas Eve: Christmas, the weekend and Boxing Day's Monday off, due Tuesday.
    expect(serviceDueAt(level, lagos('2026-12-24T16:00:00'))).toEqual(lagos('2026-12-29T16:00:00'));
    // Received on Democracy Day (a Friday): the clock starts on Monday at midnight.
    expect(serviceDueAt(level, lagos('2026-06-12T09:00:00'))).toEqual(lagos('2026-06-16T00:00:00'));
    // Eid-el-Kabir's two days (expected Wednesday and Thursday).
    expect(serviceDueAt(level, lagos('2026-05-26T11:00:00'))).toEqual(lagos('2026-05-29T11:00:00'));
  });

  it('uses the legal clock of a data-subject request: its own due date', () => {
    const level = SERVICE_LEVELS['data-request'];
    const received = lagos('2026-10-01T10:00:00');
    const due = lagos('2026-10-31T10:00:00');
    expect(serviceDueAt(level, received, due)).toEqual(due);
    expect(isOverServiceLevel(level, received, lagos('2026-10-30T10:00:00'), due)).toBe(false);
    expect(isOverServiceLevel(level, received, lagos('2026-11-01T10:00:00'), due)).toBe(true);
  });

  it('has the queries’ cutoff agree with the due date at any moment (what puts items over their level first)', () => {
    const levels: Exclude<ServiceLevel, { unit: 'legal-clock' }>[] = [
      { unit: 'working-days', amount: 1 },
      { unit: 'hours', amount: 24 },
      { unit: 'working-days', amount: 3 },
      // A working week: its cutoff can fall on a Monday's first moment, after the days off.
      { unit: 'working-days', amount: 5 },
    ];
    // Three weeks of weekends; then two with Christmas, Boxing Day and New Year's Day, where only working days differ.
    const spans: [number, number, typeof levels][] = [
      [lagos('2026-11-20T00:00:00').getTime(), 21, levels],
      [lagos('2026-12-21T00:00:00').getTime(), 14, levels.filter((level) => level.unit === 'working-days')],
    ];
    // Every 211 minutes over each span, for items received every 137 minutes over the two weeks before.
    for (const [start, days, spanLevels] of spans)
      for (const level of spanLevels)
        for (let now = start; now < start + days * 86_400_000; now += 211 * 60_000)
          for (let received = now - 14 * 86_400_000; received < now; received += 137 * 60_000) {
            const over = isOverServiceLevel(level, new Date(received), new Date(now));
            const cut = received < overCutoff(level, new Date(now)).getTime();
            if (over !== cut) expect({ level, received: new Date(received), now: new Date(now), over }).toBe(cut);
          }
  });

  it('states an age in hours under two days, then in days', () => {
    const now = lagos('2026-11-28T12:00:00');
    expect(ageOf(lagos('2026-11-28T09:30:00'), now)).toEqual({ unit: 'hours', amount: 2 });
    expect(ageOf(lagos('2026-11-26T13:00:00'), now)).toEqual({ unit: 'hours', amount: 47 });
    expect(ageOf(lagos('2026-11-20T12:00:00'), now)).toEqual({ unit: 'days', amount: 8 });
    expect(ageOf(lagos('2026-11-29T12:00:00'), now)).toEqual({ unit: 'hours', amount: 0 });
  });
});
