import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Flashbar from '@cloudscape-design/components/flashbar';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Textarea from '@cloudscape-design/components/textarea';
import { isRefusedInDemo } from '@wayfare/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { readAppInfo, saveAppInfo } from '../../api/content-admin';
import type { AppInfo } from '../../api/public-content';
import { useBackOffice } from '../../back-office/back-office-context';
import { useNotifications } from '../../back-office/use-notifications';

const FIELDS = ['aboutUs', 'privacyPolicy'] as const;

/** App info (product.md §2): the about-us and privacy-policy texts of the public site. */
export default function AppInfoPage() {
  const { t } = useTranslation();
  const { settings } = useBackOffice();
  const { items, notify } = useNotifications();
  const [values, setValues] = useState<AppInfo | null>(null);
  const [missing, setMissing] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const locked = isRefusedInDemo('settings.save', settings);

  useEffect(() => {
    readAppInfo().then(
      (info) => setValues(info ?? { aboutUs: '', privacyPolicy: '' }),
      () => {
        setValues({ aboutUs: '', privacyPolicy: '' });
        notify('error', 'errors.internal');
      },
    );
  }, [notify]);

  const save = async () => {
    if (!values) return;
    const blank = FIELDS.filter((field) => values[field].trim() === '');
    setMissing(blank);
    if (blank.length > 0) return;
    setSaving(true);
    try {
      setValues(await saveAppInfo(values));
      notify('success', 'records.saved');
    } catch (error) {
      notify('error', error instanceof ApiError ? error.messageKey : 'update failed');
    } finally {
      setSaving(false);
    }
  };

  return (
    <ContentLayout
      header={
        <SpaceBetween size="m">
          <Header variant="h1">{t('nav.appinfo')}</Header>
          <Flashbar items={items} />
        </SpaceBetween>
      }
    >
      {values ? (
        <Form
          actions={
            <Button
              variant="primary"
              loading={saving}
              disabled={locked}
              disabledReason={locked ? t('demo mode') : undefined}
              onClick={() => void save()}
              nativeButtonAttributes={{ 'data-testid': 'appinfo-save' }}
            >
              {t('users.save')}
            </Button>
          }
        >
          <Container>
            <SpaceBetween size="l">
              {FIELDS.map((field) => (
                <FormField
                  key={field}
                  label={t(`appInfo.${field}`)}
                  stretch
                  errorText={missing.includes(field) ? t('required_field') : undefined}
                >
                  <Textarea
                    value={values[field]}
                    rows={8}
                    onChange={({ detail }) => setValues({ ...values, [field]: detail.value })}
                    data-testid={`appinfo-${field}`}
                  />
                </FormField>
              ))}
            </SpaceBetween>
          </Container>
        </Form>
      ) : (
        <Spinner size="large" />
      )}
    </ContentLayout>
  );
}
