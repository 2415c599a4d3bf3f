import { validateAppInfo } from './app-info';

describe('app info', () => {
  it('keeps both texts, trimmed', () => {
    expect(validateAppInfo({ aboutUs: ' We move people. ', privacyPolicy: 'We keep little.' })).toEqual({
      ok: true,
      value: { aboutUs: 'We move people.', privacyPolicy: 'We keep little.' },
    });
  });

  it('requires both texts', () => {
    expect(validateAppInfo({ aboutUs: ' ', privacyPolicy: 3 })).toEqual({
      ok: false,
      failures: [
        { field: 'aboutUs', messageKey: 'required_field' },
        { field: 'privacyPolicy', messageKey: 'required_field' },
      ],
    });
  });
});
