import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../dialog-footer';
import { DialogFailure, useDialogSave } from '../dialog-save';
import { CarTypeSelect } from './car-type-select';
import { LEFT_TO_RIGHT_INPUT } from '../../i18n/left-to-right';
import type { User } from '../../api/types';
import {
  fieldsFor,
  isRequired,
  userFormFailures,
  valuesOf,
  type UserFormFailures,
  type UserFormField,
  type UserFormValues,
} from './user-form';

/** The add or edit dialog of a user table; `onSubmit` rejects to keep it open, showing the refusal. */
export function UserFormModal({
  mode,
  user,
  fields,
  title,
  onSubmit,
  onDismiss,
}: {
  mode: 'add' | 'edit';
  user: User | null;
  fields: readonly UserFormField[];
  title: string;
  onSubmit: (values: UserFormValues) => Promise<void>;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const shown = fieldsFor(fields, mode);
  const [values, setValues] = useState<UserFormValues>(() => valuesOf(user, shown));
  const [failures, setFailures] = useState<UserFormFailures>({});
  const { saving, failureKey, save } = useDialogSave();
  // The settings page's convention: a star after the label of a field the save refuses blank.
  const label = (field: UserFormField) => t(`users.field.${field.key}`) + (isRequired(field) ? ' *' : '');
  const errorOf = (key: UserFormField['key']) => {
    const messageKey = failures[key];
    return messageKey ? t(messageKey) : undefined;
  };

  const submit = async () => {
    const found = userFormFailures(values, fields, mode);
    setFailures(found);
    if (Object.keys(found).length > 0) return;
    await save(() => onSubmit(values));
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
          testId="user-form-save"
          onConfirm={() => void submit()}
          onCancel={onDismiss}
        />
      }
    >
      <SpaceBetween size="m">
        <DialogFailure messageKey={failureKey} />
        <ColumnLayout columns={2}>
          {shown.map((field) =>
            field.kind === 'carType' ? (
              <FormField key={field.key} label={label(field)} errorText={errorOf(field.key)}>
                <CarTypeSelect
                  value={values.carType ?? ''}
                  onChange={(carType) => setValues({ ...values, carType })}
                  disabled={saving}
                />
              </FormField>
            ) : field.kind === 'toggle' ? (
              <FormField key={field.key} label={label(field)}>
                <Toggle
                  checked={values.driverActiveStatus ?? false}
                  onChange={({ detail }) => setValues({ ...values, driverActiveStatus: detail.checked })}
                >
                  {t(`users.field.${field.key}`)}
                </Toggle>
              </FormField>
            ) : (
              <FormField
                key={field.key}
                label={label(field)}
                constraintText={field.key === 'mobile' ? t('users.mobileHint') : undefined}
                errorText={errorOf(field.key)}
              >
                <Input
                  value={values[field.key] ?? ''}
                  onChange={({ detail }) => setValues({ ...values, [field.key]: detail.value })}
                  disabled={saving}
                  nativeInputAttributes={{
                    'data-testid': `user-form-${field.key}`,
                    ...(field.key === 'email' || field.key === 'mobile' ? LEFT_TO_RIGHT_INPUT : {}),
                  }}
                />
              </FormField>
            ),
          )}
        </ColumnLayout>
      </SpaceBetween>
    </Modal>
  );
}
