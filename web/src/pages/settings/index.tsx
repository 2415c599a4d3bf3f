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
import { isRefusedInDemo } from '@wayfare/shared';
import { useTranslation } from 'react-i18next';
import { useBackOffice } from '../../back-office/back-office-context';
import { useNotifications } from '../../back-office/use-notifications';
import { LEFT_TO_RIGHT_INPUT } from '../../i18n/left-to-right';
import {
  isRequiredSetting,
  keepNonNegativeNumber,
  LEFT_TO_RIGHT_FIELDS,
  SETTINGS_SECTIONS,
} from './settings-form.config';
import { useSettingsForm } from './use-settings-form';

/** General settings (SPEC §2, §3, §5): every field, saved at once; the save is refused under the demo lock. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const { settings } = useBackOffice();
  const { items, notify } = useNotifications();
  const form = useSettingsForm(settings, notify);
  const locked = isRefusedInDemo('settings.save', settings);
  const label = (field: string) => t(`settings.field.${field}`) + (isRequiredSetting(field) ? ' *' : '');

  return (
    <ContentLayout
      header={
        <SpaceBetween size="m">
          <Header variant="h1">{t('nav.settings')}</Header>
          <Flashbar items={items} />
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
                        errorText={form.errorOf(field) && t(form.errorOf(field)!)}
                      >
                        <Input
                          value={String(form.values[field] ?? '')}
                          onChange={({ detail }) => form.set(field, detail.value)}
                          nativeInputAttributes={{
                            'data-testid': `settings-${field}`,
                            ...(LEFT_TO_RIGHT_FIELDS.has(field) ? LEFT_TO_RIGHT_INPUT : {}),
                          }}
                        />
                      </FormField>
                    ))}
                    {section.numbers.map((field) => (
                      <FormField
                        key={field}
                        label={label(field)}
                        constraintText={t('settings.nonNegative')}
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
                </SpaceBetween>
              </Container>
            ))}
          </SpaceBetween>
        </Form>
      </form>
    </ContentLayout>
  );
}
