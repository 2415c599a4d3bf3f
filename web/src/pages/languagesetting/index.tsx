import Button from '@cloudscape-design/components/button';
import { isRefusedInDemo } from '@wayfare/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addLanguage,
  deleteLanguage,
  listLanguageRows,
  makeDefaultLanguage,
  updateLanguage,
  type LanguageRow,
} from '../../api/content-admin';
import { AlertModal } from '../../back-office/alert-modal';
import { useBackOffice } from '../../back-office/back-office-context';
import { textOf } from '../../back-office/records/record-form';
import { RecordsTable, type RunAction } from '../../back-office/records/records-table';
import { usePagedRecords } from '../../back-office/records/use-paged-records';
import { addLanguageFields, editLanguageFields, languageColumns } from './languages-table.config';
import { LanguageTextsModal } from './language-texts-modal';

const PAGE_SIZE = 10;

/**
 * Languages (product.md §2, §4, §5): add, edit, make default, edit the texts as JSON ('JSON Error'),
 * delete (never the default: 'Cannot delete default language'); all refused under the demo lock.
 */
export default function LanguagesPage() {
  const { t } = useTranslation();
  const { settings } = useBackOffice();
  const rows = usePagedRecords(listLanguageRows, PAGE_SIZE);
  const [alert, setAlert] = useState<string | null>(null);
  const [editingTexts, setEditingTexts] = useState<{ language: LanguageRow; run: RunAction } | null>(null);
  const locked = isRefusedInDemo('language.edit', settings);
  const lockReason = locked ? t('demo mode') : undefined;

  return (
    <RecordsTable
      title={t('nav.languagesetting')}
      rows={rows}
      columns={languageColumns(t)}
      trackBy={(language) => language.id}
      nameOf={(language) => language.langName}
      emptyKey="No Languages available."
      form={{
        fields: addLanguageFields,
        editFields: editLanguageFields,
        labelPrefix: 'languages',
        toValues: (language) => ({
          langName: language?.langName ?? '',
          langLocale: language?.langLocale ?? '',
          dateLocale: language?.dateLocale ?? '',
        }),
      }}
      onAdd={(values) =>
        addLanguage({
          langName: textOf(values, 'langName'),
          langLocale: textOf(values, 'langLocale'),
          dateLocale: textOf(values, 'dateLocale'),
        })
      }
      onEdit={(language, values) =>
        updateLanguage(language.id, {
          langName: textOf(values, 'langName'),
          dateLocale: textOf(values, 'dateLocale'),
        })
      }
      onDelete={(language) => deleteLanguage(language.id)}
      deleteRefusal={(language) => (language.default ? 'Cannot delete default language' : undefined)}
      locked={{ add: locked, edit: locked, delete: locked }}
      extraActions={(selected, run, confirm) => (
        <>
          <Button
            disabled={!selected || locked || selected.default}
            disabledReason={lockReason}
            onClick={() =>
              selected &&
              confirm({
                header: t('languages.makeDefaultTitle'),
                message: t('languages.makeDefaultConfirm', { name: selected.langName }),
                confirmLabel: t('languages.makeDefault'),
                testId: 'language-make-default-confirm',
                action: () => makeDefaultLanguage(selected.id),
                successKey: 'languages.madeDefault',
              })
            }
            nativeButtonAttributes={{ 'data-testid': 'language-make-default' }}
          >
            {t('languages.makeDefault')}
          </Button>
          <Button
            disabled={!selected || locked}
            disabledReason={lockReason}
            onClick={() => selected && setEditingTexts({ language: selected, run })}
            nativeButtonAttributes={{ 'data-testid': 'language-edit-json' }}
          >
            {t('languages.editTexts')}
          </Button>
        </>
      )}
    >
      {editingTexts && (
        <LanguageTextsModal
          languageId={editingTexts.language.id}
          title={t('languages.textsTitle', { name: editingTexts.language.langName })}
          onInvalid={() => setAlert('JSON Error')}
          onSave={async (json) => {
            await editingTexts.run(
              () => updateLanguage(editingTexts.language.id, { keyValuePairs: json }),
              'records.saved',
            );
            setEditingTexts(null);
          }}
          onDismiss={() => setEditingTexts(null)}
        />
      )}
      <AlertModal messageKey={alert} onClose={() => setAlert(null)} />
    </RecordsTable>
  );
}
