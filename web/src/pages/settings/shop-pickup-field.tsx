import Autosuggest from '@cloudscape-design/components/autosuggest';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchPlaces, type PlaceSuggestion } from '../../api/places';
import type { Place } from '../../api/trips';

type Found = PlaceSuggestion & { lat: number; lng: number };

/**
 * Where the shop's orders are picked up (settings.shopPickup): found by the same place search as
 * the apps, so the point is a real address the router knows; cleared, a checkout starts anywhere.
 */
export function ShopPickupField({
  value,
  onChange,
}: {
  value: Place | null;
  onChange: (place: Place | null) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [found, setFound] = useState<Found[]>([]);
  const [status, setStatus] = useState<'finished' | 'loading' | 'error'>('finished');

  const load = async (filteringText: string) => {
    if (!filteringText.trim()) return setFound([]);
    setStatus('loading');
    try {
      const results = await searchPlaces(filteringText.trim());
      setFound(results.filter((result): result is Found => result.lat !== null && result.lng !== null));
      setStatus('finished');
    } catch {
      setStatus('error');
    }
  };

  return (
    <FormField
      label={t('settings.field.shopPickup')}
      description={value ? t('settings.shopPickupAt', { address: value.add }) : t('settings.shopPickupNone')}
    >
      <SpaceBetween direction="horizontal" size="xs">
        <Autosuggest
          value={text}
          onChange={({ detail }) => setText(detail.value)}
          onLoadItems={({ detail }) => void load(detail.filteringText)}
          onSelect={({ detail }) => {
            const chosen = found.find((place) => place.add === detail.value);
            if (!chosen) return;
            onChange({ lat: chosen.lat, lng: chosen.lng, add: chosen.add });
            setText('');
          }}
          options={found.map((place) => ({ value: place.add }))}
          filteringType="manual"
          statusType={status}
          loadingText={t('app.loading')}
          errorText={t('errors.internal')}
          // Only a found place has a point on the map: typed text alone is never chosen.
          hideEnteredTextOption
          enteredTextLabel={(typed) => typed}
          placeholder={t('settings.shopPickupSearch')}
          ariaLabel={t('settings.field.shopPickup')}
          data-testid="settings-shopPickup"
        />
        {value && (
          <Button
            onClick={() => onChange(null)}
            nativeButtonAttributes={{ 'data-testid': 'settings-shopPickup-clear' }}
          >
            {t('settings.shopPickupClear')}
          </Button>
        )}
      </SpaceBetween>
    </FormField>
  );
}
