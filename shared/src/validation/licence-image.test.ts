import { validateLicenceImage } from './licence-image';

describe('validateLicenceImage', () => {
  it.each([null, undefined])('refuses %p with choose image first', (file) => {
    expect(validateLicenceImage(file)).toEqual({
      ok: false,
      failures: [{ field: 'licenseImage', messageKey: 'choose image first' }],
    });
  });

  it('accepts a chosen file', () => {
    expect(validateLicenceImage({ name: 'licence.png' })).toEqual({
      ok: true,
      value: { name: 'licence.png' },
    });
  });
});
