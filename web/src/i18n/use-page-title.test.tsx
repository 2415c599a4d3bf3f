import { act, render } from '@testing-library/react';
import { ar } from '@wayfare/shared/src/i18n/texts/ar';
import { initI18n } from '.';
import { applyLanguage } from './apply-language';
import { usePageTitle } from './use-page-title';

initI18n();

function Page({ titleKey, reference }: { titleKey: string; reference?: string }) {
  usePageTitle(titleKey, reference === undefined ? undefined : { reference });
  return null;
}

afterEach(() => act(() => applyLanguage({ langLocale: 'en', keyValuePairs: {} })));

describe('usePageTitle', () => {
  it('names the tab "<page> · Wayfare" from the message key, with its parameters', () => {
    const view = render(<Page titleKey="nav.drivers" />);
    expect(document.title).toBe('Drivers · Wayfare');
    view.rerender(<Page titleKey="trip.title" reference="QWERTY" />);
    expect(document.title).toBe('Trip QWERTY · Wayfare');
  });

  it('follows the current language, Arabic included', () => {
    render(<Page titleKey="nav.drivers" />);
    act(() => applyLanguage({ langLocale: 'ar', keyValuePairs: ar }));
    // The page's name isolated in the Arabic sentence (isolate-value.ts).
    expect(document.title).toBe(`\u2068${ar['nav.drivers']}\u2069 · Wayfare`);
  });

  it('gives the tab back to the product name when the page leaves', () => {
    const view = render(<Page titleKey="nav.drivers" />);
    view.unmount();
    expect(document.title).toBe('Wayfare');
  });
});
