import AttributeEditor from '@cloudscape-design/components/attribute-editor';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import DateInput from '@cloudscape-design/components/date-input';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../dialog-footer';
import { DialogFailure, useDialogSave } from '../dialog-save';
import { ImagePicker } from '../image-picker';
import {
  invalidField,
  type PricedPair,
  type RecordCheck,
  type RecordField,
  type RecordProblem,
  type RecordValues,
} from './record-form';

/**
 * The add or edit dialog of a back-office table. Labels are `<labelPrefix>.<field key>`; `onSubmit`
 * rejects to keep the dialog open, which then shows the server's refusal. The fields' own checks
 * come first, then `check`'s.
 */
export function RecordFormModal({
  title,
  fields,
  check,
  initial,
  labelPrefix,
  onSubmit,
  onDismiss,
}: {
  title: string;
  fields: readonly RecordField[];
  check?: RecordCheck;
  initial: RecordValues;
  labelPrefix: string;
  onSubmit: (values: RecordValues) => Promise<void>;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<RecordValues>(initial);
  const [problem, setProblem] = useState<RecordProblem>();
  const { saving, failureKey, save } = useDialogSave();
  const set = (key: string, value: RecordValues[string]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = async () => {
    const invalid = invalidField(fields, values) ?? check?.(values)[0];
    setProblem(invalid);
    if (invalid) return;
    await save(() => onSubmit(values));
  };

  const control = (field: RecordField) => {
    const label = t(`${labelPrefix}.${field.key}`);
    const testId = `record-form-${field.key}`;
    const value = values[field.key];
    switch (field.kind) {
      case 'textarea':
        return (
          <Textarea
            value={typeof value === 'string' ? value : ''}
            onChange={({ detail }) => set(field.key, detail.value)}
            ariaLabel={label}
            disabled={saving}
            data-testid={testId}
          />
        );
      case 'select': {
        const options = field.options.map((option) => ({
          value: option.value,
          label: option.labelKey ? t(option.labelKey) : (option.label ?? option.value),
        }));
        return (
          <Select
            selectedOption={options.find((option) => option.value === value) ?? null}
            onChange={({ detail }) => set(field.key, detail.selectedOption.value)}
            options={options}
            placeholder={t('records.choose')}
            ariaLabel={label}
            disabled={saving}
            data-testid={testId}
          />
        );
      }
      case 'pairs': {
        const pairs = Array.isArray(value) ? value : [];
        const setPairs = (next: PricedPair[]) => set(field.key, next);
        return (
          <AttributeEditor
            items={pairs}
            onAddButtonClick={() => setPairs([...pairs, { name: '', amount: '' }])}
            onRemoveButtonClick={({ detail }) =>
              setPairs(pairs.filter((_, index) => index !== detail.itemIndex))
            }
            addButtonText={t('records.addRow')}
            removeButtonText={t('records.removeRow')}
            empty={t('records.noRows')}
            definition={[
              {
                label: t('records.pairName'),
                control: (pair, index) => (
                  <Input
                    value={pair.name}
                    ariaLabel={`${label} ${index + 1}: ${t('records.pairName')}`}
                    onChange={({ detail }) =>
                      setPairs(pairs.map((p, i) => (i === index ? { ...p, name: detail.value } : p)))
                    }
                  />
                ),
              },
              {
                label: t('records.pairAmount'),
                control: (pair, index) => (
                  <Input
                    value={pair.amount}
                    inputMode="decimal"
                    ariaLabel={`${label} ${index + 1}: ${t('records.pairAmount')}`}
                    onChange={({ detail }) =>
                      setPairs(pairs.map((p, i) => (i === index ? { ...p, amount: detail.value } : p)))
                    }
                  />
                ),
              },
            ]}
            data-testid={testId}
          />
        );
      }
      case 'date':
        return (
          <DateInput
            value={typeof value === 'string' ? value : ''}
            onChange={({ detail }) => set(field.key, detail.value)}
            placeholder={t('records.dateHint')}
            ariaLabel={label}
            disabled={saving}
            data-testid={testId}
          />
        );
      case 'image':
        return (
          <ImagePicker
            file={value instanceof File ? value : null}
            onChange={(file) => set(field.key, file)}
            testId={testId}
            previewWidth={100}
          />
        );
      default:
        return (
          <Input
            value={typeof value === 'string' ? value : ''}
            onChange={({ detail }) => set(field.key, detail.value)}
            inputMode={field.kind === 'number' ? 'decimal' : undefined}
            ariaLabel={label}
            disabled={saving}
            nativeInputAttributes={{ 'data-testid': testId }}
          />
        );
    }
  };

  return (
    <Modal
      visible
      onDismiss={onDismiss}
      header={title}
      footer={
        <DialogFooter
          busy={saving}
          confirmLabel={t('users.save')}
          testId="record-form-save"
          onConfirm={() => void submit()}
          onCancel={onDismiss}
        />
      }
    >
      <SpaceBetween size="m">
        <DialogFailure messageKey={failureKey} />
        <ColumnLayout columns={fields.length > 4 ? 2 : 1}>
          {fields.map((field) => (
            <FormField
              key={field.key}
              label={t(`${labelPrefix}.${field.key}`)}
              constraintText={field.kind === 'date' ? t('records.dateHint') : undefined}
              errorText={problem?.field === field.key ? t(problem.messageKey) : undefined}
            >
              {control(field)}
            </FormField>
          ))}
        </ColumnLayout>
      </SpaceBetween>
    </Modal>
  );
}
