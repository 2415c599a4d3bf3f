import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Flashbar from '@cloudscape-design/components/flashbar';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { isRefusedInDemo, type SettingName } from '@wayfare/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { allowCriticalEdits } from '../../api/settings';
import type { Settings } from '../../api/types';
import { useBackOffice } from '../../back-office/back-office-context';
import { ConfirmModal } from '../../back-office/confirm-modal';
import { useNotifications } from '../../back-office/use-notifications';
import { LEFT_TO_RIGHT_INPUT } from '../../i18n/left-to-right';
import {
  hintOf,
  isLeftToRight,
  isRequiredSetting,
  keepNonNegativeNumber,
  SETTINGS_SECTIONS,
  SHOP_PICKUP_SECTION,
} from './settings-form.config';
import { ShopPickupField } from './shop-pickup-field';
import { useSettingsForm } from './use-settings-form';

/**
 * General settings (product.md §2, §3, §5): every field, saved at once; the save is refused under the demo
 * lock. Turning critical edits off is confirmed first, and while they are off the page offers the
 * lock's one way out (allowCriticalEdits), which only the admin who locked may take.
 */
export default function SettingsPage() {
  const { t } = useTranslation();
  const { settings: shared } = useBackOffice();
  const { items, notify } = useNotifications();
  // This page's own saves show at once; the frame's copy follows by subscription.
  const [saved, setSaved] = useState<Settings | null>(null);
  const settings = saved && (saved.updatedAt ?? '') >= (shared.updatedAt ?? '') ? saved : shared;
  const form = useSettingsForm(settings, notify, setSaved);
  const locked = isRefusedInDemo('settings.save', settings);
  const [unlocking, setUnlocking] = useState(false);
  const unlock = async () => {
    setUnlocking(true);
    try {
      const unlocked = await allowCriticalEdits();
      setSaved(unlocked);
      form.reset(unlocked);
      notify('success', 'settings.unlocked');
    } catch (error) {
      notify('error', error instanceof ApiError ? error.messageKey : 'errors.internal');
    } finally {
      setUnlocking(false);
    }
  };
  const label = (field: string) => t(`settings.field.${field}`) + (isRequiredSetting(field) ? ' *' : '');
  const hint = (field: SettingName) => {
    const key = hintOf(field);
    return key && t(key);
  };

  return (
    <ContentLayout
      header={
        <SpaceBetween size="m">
          <Header variant="h1">{t('nav.settings')}</Header>
          <Flashbar items={items} />
          {locked && (
            <Alert
              type="warning"
              header={t('settings.lockedTitle')}
              action={
                <Button
                  loading={unlocking}
                  onClick={() => void unlock()}
                  nativeButtonAttributes={{ 'data-testid': 'settings-unlock' }}
                >
                  {t('settings.unlock')}
                </Button>
              }
              data-testid="settings-locked"
            >
              {t('settings.lockedText')}
            </Alert>
          )}
        </SpaceBetween>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void form.save();
        }}
      >
        <Form
          actions={
            <Button
              variant="primary"
              formAction="submit"
              loading={form.saving}
              disabled={locked}
              disabledReason={locked ? t('demo mode') : undefined}
              nativeButtonAttributes={{ 'data-testid': 'settings-save' }}
            >
              {t('users.save')}
            </Button>
          }
        >
          <SpaceBetween size="l">
            {SETTINGS_SECTIONS.map((section) => (
              <Container
                key={section.id}
                header={<Header variant="h2">{t(`settings.section.${section.id}`)}</Header>}
              >
                <SpaceBetween size="l">
                  <ColumnLayout columns={2}>
                    {section.texts.map((field) => (
                      <FormField
                        key={field}
                        label={label(field)}
                        constraintText={hint(field)}
                        errorText={form.errorOf(field) && t(form.errorOf(field)!)}
                      >
                        <Input
                          value={String(form.values[field] ?? '')}
                          onChange={({ detail }) => form.set(field, detail.value)}
                          nativeInputAttributes={{
                            'data-testid': `settings-${field}`,
                            ...(isLeftToRight(field) ? LEFT_TO_RIGHT_INPUT : {}),
                          }}
                        />
                      </FormField>
                    ))}
                    {section.numbers.map((field) => (
                      <FormField
                        key={field}
                        label={label(field)}
                        constraintText={hint(field)}
                        errorText={form.errorOf(field) && t(form.errorOf(field)!)}
                      >
                        <Input
                          value={String(form.values[field] ?? '')}
                          inputMode="decimal"
                          onChange={({ detail }) => form.set(field, keepNonNegativeNumber(detail.value))}
                          nativeInputAttributes={{ 'data-testid': `settings-${field}` }}
                        />
                      </FormField>
                    ))}
                  </ColumnLayout>
                  {section.toggles.length > 0 && (
                    <ColumnLayout columns={3}>
                      {section.toggles.map((field) => (
                        <Toggle
                          key={field}
                          checked={Boolean(form.values[field])}
                          onChange={({ detail }) => form.set(field, detail.checked)}
                          nativeInputAttributes={{ 'data-testid': `settings-${field}` }}
                        >
                          {t(`settings.field.${field}`)}
                        </Toggle>
                      ))}
                    </ColumnLayout>
                  )}
                  {section.id === SHOP_PICKUP_SECTION && (
                    <ShopPickupField value={form.shopPickup} onChange={form.setShopPickup} />
                  )}
                </SpaceBetween>
              </Container>
            ))}
          </SpaceBetween>
        </Form>
      </form>
      {form.lockPending && (
        <ConfirmModal
          header={t('settings.lockTitle')}
          message={t('settings.lockConfirm')}
          confirmLabel={t('settings.lock')}
          testId="settings-lock-confirm"
          onConfirm={() => form.save(true)}
          onDismiss={form.cancelLock}
        />
      )}
    </ContentLayout>
  );
}
