import { useCollection } from '@cloudscape-design/collection-hooks';
import Button from '@cloudscape-design/components/button';
import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import Flashbar from '@cloudscape-design/components/flashbar';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../api/types';
import { deleteUsers } from '../../api/bulk-actions';
import { addUser, editUser } from '../../api/users';
import { exportLabels, selectionLabels } from '../../i18n/table-labels';
import { BulkActions, type BulkAction } from '../records/bulk-actions';
import { bulkDelete } from '../records/bulk-delete';
import { PAGE_SIZES, type UsersTableModel } from './use-users-table';
import { downloadCsv, toCsv, type CsvColumn } from '../csv-export';
import { readAllUsers } from './users-csv';
import { toNewUser, toUserEdit, type UserFormField } from './user-form';
import { UserFormModal } from './user-form-modal';
import { ServerPagination, TableEmpty } from '../records/table-parts';

export interface UsersTableProps {
  table: UsersTableModel;
  title: string;
  /** Columns; the one with sortingField 'createdAt' is the default sort, newest first, as the server pages. */
  columns: TableProps.ColumnDefinition<User>[];
  csvColumns: CsvColumn<User>[];
  formFields: UserFormField[];
  /** Header buttons beyond add, edit, delete and export (drivers: the licence dialog's). */
  extraActions?: ReactNode;
  /** Actions on the selected rows beyond delete (drivers: approve, unapprove). */
  bulkActions?: readonly BulkAction<User>[];
}

const fullName = (user: User) => `${user.firstName} ${user.lastName}`.trim();

type Dialog = { kind: 'add' } | { kind: 'edit'; user: User } | null;

/**
 * A back-office user table (product.md §2): add, edit, delete (several at once) with confirmation,
 * server-side search and paging, sorting within the page, CSV export (off under the demo lock), a
 * Flashbar for outcomes.
 */
export function UsersTable({
  table,
  title,
  columns,
  csvColumns,
  formFields,
  extraActions,
  bulkActions = [],
}: UsersTableProps) {
  const { t } = useTranslation();
  const { users, selected } = table;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [exporting, setExporting] = useState(false);
  const createdAt = columns.find((column) => column.sortingField === 'createdAt');
  const { items, collectionProps } = useCollection(users.items, {
    sorting: createdAt ? { defaultState: { sortingColumn: createdAt, isDescending: true } } : {},
  });

  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await readAllUsers(table.usertype, table.search);
      downloadCsv(`${exportLabels(t).fileName(title)}.csv`, toCsv(csvColumns, all));
    } catch {
      table.notify('error', 'errors.internal');
    } finally {
      setExporting(false);
    }
  };
  /** A dialog's change: a refusal rejects to the dialog, which shows it; success closes it. */
  const closeAfter = (action: () => Promise<unknown>, successKey: string) => async () => {
    await action();
    setDialog(null);
    await table.succeeded(successKey);
  };

  return (
    <SpaceBetween size="m">
      <Flashbar items={table.notifications} />
      <Table
        {...collectionProps}
        items={items}
        columnDefinitions={columns}
        loading={users.loading}
        loadingText={t('app.loading')}
        selectionType="multi"
        selectedItems={[...table.selection]}
        onSelectionChange={({ detail }) => table.setSelection(detail.selectedItems)}
        ariaLabels={selectionLabels(t, title, fullName)}
        trackBy="uid"
        variant="full-page"
        stickyHeader
        empty={<TableEmpty error={users.error} emptyKey="No users available." />}
        header={
          <Header
            variant="awsui-h1-sticky"
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                {extraActions}
                <Button
                  disabled={!selected}
                  onClick={() => selected && setDialog({ kind: 'edit', user: selected })}
                  nativeButtonAttributes={{ 'data-testid': 'user-edit' }}
                >
                  {t('users.edit')}
                </Button>
                <BulkActions
                  actions={[
                    ...bulkActions,
                    bulkDelete({
                      t,
                      nameOf: fullName,
                      run: deleteUsers,
                      testId: 'user-delete',
                      texts: {
                        title: 'users.deleteTitle',
                        one: 'users.deleteConfirm',
                        many: 'bulk.deleteUsersConfirm',
                      },
                    }),
                  ]}
                  selection={table.selection}
                  trackBy={(user) => user.uid}
                  nameOf={fullName}
                  notify={table.notify}
                  onDone={async () => {
                    table.setSelection([]);
                    await users.reload();
                  }}
                />
                <Button
                  disabled={table.exportDisabled}
                  disabledReason={table.exportDisabled ? t('demo mode') : undefined}
                  loading={exporting}
                  onClick={() => void exportCsv()}
                  nativeButtonAttributes={{ 'data-testid': 'user-export' }}
                >
                  {exportLabels(t).button}
                </Button>
                <Button
                  variant="primary"
                  onClick={() => setDialog({ kind: 'add' })}
                  nativeButtonAttributes={{ 'data-testid': 'user-add' }}
                >
                  {t('users.add')}
                </Button>
              </SpaceBetween>
            }
          >
            {title}
          </Header>
        }
        filter={
          <TextFilter
            filteringText={table.filteringText}
            onChange={({ detail }) => table.setFilteringText(detail.filteringText)}
            filteringPlaceholder={t('users.search')}
            filteringAriaLabel={t('users.search')}
            data-testid="user-search"
          />
        }
        pagination={<ServerPagination rows={users} />}
        preferences={
          <CollectionPreferences
            title={t('users.preferences')}
            confirmLabel={t('users.confirm')}
            cancelLabel={t('users.cancel')}
            preferences={{ pageSize: table.pageSize }}
            pageSizePreference={{
              title: t('users.pageSize'),
              options: PAGE_SIZES.map((value) => ({
                value,
                label: t('users.pageSizeOption', { count: value }),
              })),
            }}
            onConfirm={({ detail }) => table.setPageSize(detail.pageSize ?? PAGE_SIZES[0])}
          />
        }
      />
      {dialog?.kind === 'add' && (
        <UserFormModal
          mode="add"
          user={null}
          fields={formFields}
          title={t('users.addTitle')}
          onSubmit={(values) =>
            closeAfter(() => addUser(toNewUser(table.usertype, values, formFields)), 'users.added')()
          }
          onDismiss={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'edit' && (
        <UserFormModal
          mode="edit"
          user={dialog.user}
          fields={formFields}
          title={t('users.editTitle')}
          onSubmit={(values) =>
            closeAfter(() => editUser(dialog.user.uid, toUserEdit(values, formFields)), 'users.saved')()
          }
          onDismiss={() => setDialog(null)}
        />
      )}
    </SpaceBetween>
  );
}
