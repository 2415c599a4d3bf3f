import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Textarea from '@cloudscape-design/components/textarea';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readLanguageTexts } from '../../api/content-admin';

/** A JSON object of texts (key → text), as the server also requires. */
export function isTextsJson(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return (
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.values(value).every((entry) => typeof entry === 'string')
    );
  } catch {
    return false;
  }
}

/**
 * The edit-JSON dialog (product.md §2): the language's texts as JSON; text that is not a JSON object of
 * texts raises the 'JSON Error' alert and is not sent.
 */
export function LanguageTextsModal({
  languageId,
  title,
  onSave,
  onInvalid,
  onDismiss,
}: {
  languageId: string;
  title: string;
  onSave: (json: string) => Promise<void>;
  onInvalid: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const [json, setJson] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    readLanguageTexts(languageId).then(setJson, () => setJson('{}'));
  }, [languageId]);

  const save = async () => {
    if (json === null) return;
    if (!isTextsJson(json)) return onInvalid();
    setSaving(true);
    try {
      await onSave(json);
    } catch {
      // Reported by the table.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      visible
      size="large"
      onDismiss={onDismiss}
      header={title}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onDismiss} disabled={saving}>
              {t('users.cancel')}
            </Button>
            <Button
              variant="primary"
              loading={saving}
              disabled={json === null}
              onClick={() => void save()}
              nativeButtonAttributes={{ 'data-testid': 'language-json-save' }}
            >
              {t('users.save')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {json === null ? (
        <Spinner />
      ) : (
        <FormField label={t('languages.texts')} stretch>
          <Textarea
            value={json}
            rows={20}
            onChange={({ detail }) => setJson(detail.value)}
            data-testid="language-json"
          />
        </FormField>
      )}
    </Modal>
  );
}
