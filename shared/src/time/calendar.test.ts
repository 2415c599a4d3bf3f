import { calendarIn, isValidTimeZone, MONTH_NAMES, weekSoFar } from './calendar';

describe('calendarIn', () => {
  const newYearUtc = Date.UTC(2024, 0, 1, 2, 30);

  it.each([
    ['UTC', { year: 2024, month: 1, day: 1 }],
    ['America/New_York', { year: 2023, month: 12, day: 31 }],
    ['Asia/Kolkata', { year: 2024, month: 1, day: 1 }],
  ])('puts 2024-01-01T02:30Z on the %s calendar', (timeZone, date) => {
    expect(calendarIn(timeZone)(newYearUtc)).toEqual(date);
  });

  it('follows daylight saving time', () => {
    // 22:30 UTC is the next day in Paris in summer (UTC+2) but the same day in winter (UTC+1).
    expect(calendarIn('Europe/Paris')(Date.UTC(2024, 5, 30, 22, 30))).toEqual({
      year: 2024,
      month: 7,
      day: 1,
    });
    expect(calendarIn('Europe/Paris')(Date.UTC(2024, 0, 30, 22, 30))).toEqual({
      year: 2024,
      month: 1,
      day: 30,
    });
  });

  describe('on the days daylight saving time begins and ends (New York, 2026)', () => {
    const newYork = calendarIn('America/New_York');
    const HOUR = 3_600_000;
    const march8 = { year: 2026, month: 3, day: 8 };
    const november1 = { year: 2026, month: 11, day: 1 };

    it('has a day of 23 hours when the clocks go forward', () => {
      // 8 March starts at 05:00 UTC (EST) and the next day at 04:00 UTC (EDT).
      const start = Date.UTC(2026, 2, 8, 5);
      const next = Date.UTC(2026, 2, 9, 4);
      expect(next - start).toBe(23 * HOUR);
      expect(newYork(start - 1)).toEqual({ year: 2026, month: 3, day: 7 });
      expect(newYork(start)).toEqual(march8);
      // 22:30 local after the change is 02:30 UTC: still 8 March, an hour later than in winter.
      expect(newYork(Date.UTC(2026, 2, 9, 2, 30))).toEqual(march8);
      expect(newYork(next - 1)).toEqual(march8);
      expect(newYork(next)).toEqual({ year: 2026, month: 3, day: 9 });
    });

    it('has a day of 25 hours when the clocks go back', () => {
      // 1 November starts at 04:00 UTC (EDT) and the next day at 05:00 UTC (EST).
      const start = Date.UTC(2026, 10, 1, 4);
      const next = Date.UTC(2026, 10, 2, 5);
      expect(next - start).toBe(25 * HOUR);
      expect(newYork(start - 1)).toEqual({ year: 2026, month: 10, day: 31 });
      expect(newYork(start)).toEqual(november1);
      // 23:30 local after the change is 04:30 UTC on 2 November: still 1 November for the operator.
      expect(newYork(Date.UTC(2026, 10, 2, 4, 30))).toEqual(november1);
      expect(newYork(next - 1)).toEqual(november1);
      expect(newYork(next)).toEqual({ year: 2026, month: 11, day: 2 });
    });
  });

  it('names the months in English', () => {
    expect(MONTH_NAMES[0]).toBe('January');
    expect(MONTH_NAMES[11]).toBe('December');
  });
});

describe('isValidTimeZone', () => {
  it.each([
    ['UTC', true],
    ['Europe/London', true],
    ['Mars/Olympus', false],
    ['', false],
  ])('%p → %p', (timeZone, valid) => {
    expect(isValidTimeZone(timeZone)).toBe(valid);
  });
});

describe("weekSoFar (a driver's earnings this week)", () => {
  it('starts on Monday and ends on the date, across a month and a year', () => {
    // Thursday 1 January 2026: the week began on Monday 29 December 2025.
    expect(weekSoFar({ year: 2026, month: 1, day: 1 })).toEqual([
      { year: 2025, month: 12, day: 29 },
      { year: 2025, month: 12, day: 30 },
      { year: 2025, month: 12, day: 31 },
      { year: 2026, month: 1, day: 1 },
    ]);
  });

  it('is the day alone on a Monday and seven days on a Sunday', () => {
    expect(weekSoFar({ year: 2026, month: 11, day: 23 })).toEqual([{ year: 2026, month: 11, day: 23 }]);
    const sunday = weekSoFar({ year: 2026, month: 11, day: 29 });
    expect(sunday).toHaveLength(7);
    expect(sunday[0]).toEqual({ year: 2026, month: 11, day: 23 });
  });
});
