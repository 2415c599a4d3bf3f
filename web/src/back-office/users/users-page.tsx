import { useTranslation } from 'react-i18next';
import type { UserType } from '../../api/types';
import { useBackOffice } from '../back-office-context';
import { csvColumns, tableColumns, type UserColumnId } from './user-columns';
import type { UserFormField } from './user-form';
import { useUsersTable } from './use-users-table';
import { UsersTable } from './users-table';

export interface UsersPageConfig {
  usertype: UserType;
  titleKey: string;
  columnIds: readonly UserColumnId[];
  formFields: UserFormField[];
}

/** A user table page without extras (riders, fleet admins, admins). */
export function UsersPage({ usertype, titleKey, columnIds, formFields }: UsersPageConfig) {
  const { t, i18n } = useTranslation();
  const { settings } = useBackOffice();
  const table = useUsersTable(usertype);
  return (
    <UsersTable
      table={table}
      title={t(titleKey)}
      columns={tableColumns(columnIds, { t, locale: i18n.language, settings })}
      csvColumns={csvColumns(columnIds, t)}
      formFields={formFields}
    />
  );
}
