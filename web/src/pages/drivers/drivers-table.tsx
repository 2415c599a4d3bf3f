import type { TableProps } from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../api/types';
import { setDriversApproval } from '../../api/bulk-actions';
import { useBackOffice } from '../../back-office/back-office-context';
import type { BulkAction } from '../../back-office/records/bulk-actions';
import { csvColumns, tableColumns } from '../../back-office/users/user-columns';
import { useUsersTable } from '../../back-office/users/use-users-table';
import { UsersTable } from '../../back-office/users/users-table';
import { driverColumnIds, driverFormFields, LICENCE_THUMBNAIL_WIDTH } from './drivers-table.config';
import { LicenceDialog } from './licence-dialog';

/**
 * Drivers (product.md §2), newest first: the user table plus the licence thumbnail that opens the licence
 * dialog, and approve / unapprove of the selected drivers (one confirmation naming the driver, or
 * how many). The server limits a fleet admin to its own drivers, driver by driver.
 */
export function DriversTable() {
  const { t, i18n } = useTranslation();
  const { me, settings } = useBackOffice();
  const table = useUsersTable('driver');
  const [licenceOf, setLicenceOf] = useState<User | null>(null);
  const columnIds = driverColumnIds({ bankFields: settings.bank_fields, viewer: me.usertype });

  const licenceColumn: TableProps.ColumnDefinition<User> = {
    id: 'licenseImage',
    header: t('drivers.licence'),
    cell: (driver) => (
      <button
        type="button"
        onClick={() => setLicenceOf(driver)}
        aria-label={t('drivers.changeLicence')}
        data-testid={`licence-${driver.uid}`}
        style={{ border: 0, padding: 0, background: 'none', cursor: 'pointer' }}
      >
        {driver.licenseImage ? (
          <img src={driver.licenseImage} alt={t('drivers.licence')} width={LICENCE_THUMBNAIL_WIDTH} />
        ) : (
          t('drivers.noLicence')
        )}
      </button>
    ),
  };
  const fullName = (driver: User) => `${driver.firstName} ${driver.lastName}`.trim();
  /** Approve or unapprove: acts on the selected drivers not already so. */
  const approval = (approved: boolean): BulkAction<User> => {
    const [verb, one, many] = approved
      ? ['drivers.approve', 'drivers.approveConfirm', 'bulk.approveConfirm']
      : ['drivers.unapprove', 'drivers.unapproveConfirm', 'bulk.unapproveConfirm'];
    return {
      testId: approved ? 'driver-approve' : 'driver-unapprove',
      label: t(verb),
      appliesTo: (driver) => driver.approved !== approved,
      confirm: (drivers) => ({
        header: t(approved ? 'drivers.approveTitle' : 'drivers.unapproveTitle'),
        message:
          drivers.length === 1 ? t(one, { name: fullName(drivers[0]!) }) : t(many, { count: drivers.length }),
        confirmLabel: t(verb),
      }),
      run: (uids) => setDriversApproval(uids, approved),
      doneKey: approved ? 'bulk.approved' : 'bulk.unapproved',
    };
  };

  return (
    <>
      <UsersTable
        table={table}
        title={t('nav.drivers')}
        columns={[licenceColumn, ...tableColumns(columnIds, { t, locale: i18n.language, settings })]}
        csvColumns={csvColumns(columnIds, t)}
        formFields={driverFormFields(settings.bank_fields)}
        bulkActions={[approval(true), approval(false)]}
      />
      {licenceOf && (
        <LicenceDialog
          driver={licenceOf}
          onDismiss={() => setLicenceOf(null)}
          onSaved={async () => {
            setLicenceOf(null);
            table.notify('success', 'drivers.licenceSaved');
            await table.users.reload();
          }}
        />
      )}
    </>
  );
}
