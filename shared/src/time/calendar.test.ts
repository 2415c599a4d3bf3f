import { calendarIn, isValidTimeZone, MONTH_NAMES } from './calendar';

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
