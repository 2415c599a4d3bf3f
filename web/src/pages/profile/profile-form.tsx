import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { User } from '../../api/types';
import { ImagePicker } from '../../back-office/image-picker';
import { LEFT_TO_RIGHT_INPUT } from '../../i18n/left-to-right';
import { ContactChange } from './contact-change';
import { LanguageSelect } from './language-select';
import { useProfileForm, type ProfileDraft } from './use-profile-form';

/** Profile image width (product.md §9). */
const PHOTO_WIDTH = 50;

type TextField = 'firstName' | 'lastName' | 'email' | 'mobile';

export function ProfileForm({
  me,
  onSaved,
  onFailed,
  onContactSaved,
}: {
  me: User;
  onSaved: () => Promise<void>;
  onFailed: (messageKey: string) => void;
  /** A new e-mail or mobile was proven by its code and saved (ContactChange). */
  onContactSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const form = useProfileForm(me, { onSaved, onFailed });

  const textField = (field: TextField, label: string, disabled = false) => (
    <FormField label={label} errorText={form.errors[field] && t(form.errors[field])}>
      <Input
        value={form.draft[field]}
        onChange={({ detail }) => form.change(field, detail.value as ProfileDraft[TextField])}
        disabled={disabled || form.saving}
        nativeInputAttributes={{
          'data-testid': `profile-${field}`,
          ...(field === 'email' || field === 'mobile' ? LEFT_TO_RIGHT_INPUT : {}),
        }}
      />
    </FormField>
  );

  // A contact is shown as stored: the locked one never changes, the other only through its code.
  const contactField = (kind: 'email' | 'mobile', label: string) => (
    <SpaceBetween size="xxs">
      {textField(kind, label, true)}
      {!form.locked[kind] && <ContactChange kind={kind} current={me[kind] ?? ''} onSaved={onContactSaved} />}
    </SpaceBetween>
  );

  return (
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
            loading={form.saving}
            nativeButtonAttributes={{ 'data-testid': 'profile-save' }}
          >
            {t('profile.save')}
          </Button>
        }
      >
        <Container>
          <SpaceBetween size="l">
            <ColumnLayout columns={2}>
              {textField('firstName', t('profile.firstName'))}
              {textField('lastName', t('profile.lastName'))}
              {contactField('email', t('profile.email'))}
              {contactField('mobile', t('profile.mobile'))}
              <FormField label={t('profile.usertype')}>
                <Box data-testid="me-usertype">{t(`usertype.${me.usertype}`)}</Box>
              </FormField>
              <LanguageSelect value={form.draft.lang} onChange={(lang) => form.change('lang', lang)} />
            </ColumnLayout>
            <FormField label={t('profile.photo')}>
              <SpaceBetween size="s">
                {me.profile_image && !form.draft.photo && (
                  <img
                    src={me.profile_image}
                    alt={t('profile.photo')}
                    width={PHOTO_WIDTH}
                    data-testid="profile-photo"
                  />
                )}
                <ImagePicker
                  file={form.draft.photo}
                  onChange={(photo) => form.change('photo', photo)}
                  testId="profile-photo-picker"
                  previewWidth={PHOTO_WIDTH}
                />
                {form.uploadProgress !== null && (
                  <ProgressBar
                    value={Math.round(form.uploadProgress * 100)}
                    label={t('profile.uploading')}
                    data-testid="profile-upload-progress"
                  />
                )}
              </SpaceBetween>
            </FormField>
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
