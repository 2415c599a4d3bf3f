import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../../back-office/dialog-footer';

export interface Choice {
  value: string;
  label: string;
  description?: string;
}

/**
 * A row action that needs one choice (a cancel reason, a driver, a payment provider): the first
 * is preselected where that is the sensible default, else the confirm waits for a choice;
 * `onConfirm` settles when the page has reported the outcome.
 */
export function ChoiceModal({
  header,
  intro,
  label,
  choices,
  emptyKey,
  confirmLabel,
  preselect,
  testId,
  onConfirm,
  onDismiss,
}: {
  header: string;
  intro?: ReactNode;
  label: string;
  choices: readonly Choice[];
  /** Shown instead of the picker when there is nothing to choose. */
  emptyKey: string;
  confirmLabel: string;
  preselect: boolean;
  /** `data-testid` of the confirm button; the picker's is `${testId}-select`. */
  testId: string;
  onConfirm: (value: string) => Promise<void>;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Choice | null>(preselect ? (choices[0] ?? null) : null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      await onConfirm(chosen.value);
    } catch {
      // Reported by the page.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      visible
      onDismiss={onDismiss}
      header={header}
      footer={
        <DialogFooter
          busy={busy}
          disabled={!chosen}
          confirmLabel={confirmLabel}
          testId={testId}
          onConfirm={() => void confirm()}
          onCancel={onDismiss}
        />
      }
    >
      <SpaceBetween size="m">
        {intro}
        {choices.length === 0 ? (
          <Box>{t(emptyKey)}</Box>
        ) : (
          <FormField label={label}>
            <Select
              selectedOption={chosen}
              options={choices}
              placeholder={t('records.choose')}
              onChange={({ detail }) =>
                setChosen(choices.find((choice) => choice.value === detail.selectedOption.value) ?? null)
              }
              data-testid={`${testId}-select`}
            />
          </FormField>
        )}
      </SpaceBetween>
    </Modal>
  );
}
