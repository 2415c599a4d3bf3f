import Button from '@cloudscape-design/components/button';
import type { TableProps } from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../api/types';
import { setDriverApproval } from '../../api/users';
import { useBackOffice } from '../../back-office/back-office-context';
import { ConfirmModal } from '../../back-office/confirm-modal';
import { csvColumns, tableColumns } from '../../back-office/users/user-columns';
import { useUsersTable } from '../../back-office/users/use-users-table';
import { UsersTable } from '../../back-office/users/users-table';
import { driverColumnIds, driverFormFields, LICENCE_THUMBNAIL_WIDTH } from './drivers-table.config';
import { LicenceDialog } from './licence-dialog';

/**
 * Drivers (SPEC §2), newest first: the user table plus the licence thumbnail that opens the licence
 * dialog, and approve / unapprove. The server limits a fleet admin to its own drivers.
 */
export function DriversTable() {
  const { t, i18n } = useTranslation();
  const { me, settings } = useBackOffice();
  const table = useUsersTable('driver');
  const [licenceOf, setLicenceOf] = useState<User | null>(null);
  const [unapproving, setUnapproving] = useState<User | null>(null);
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
  const selected = table.selected;

  return (
    <>
      <UsersTable
        table={table}
        title={t('nav.drivers')}
        columns={[licenceColumn, ...tableColumns(columnIds, { t, locale: i18n.language, settings })]}
        csvColumns={csvColumns(columnIds, t)}
        formFields={driverFormFields(settings.bank_fields)}
        extraActions={
          <Button
            disabled={!selected}
            onClick={() => {
              if (!selected) return;
              // Approving lets a driver work; unapproving signs it out of work, so it is asked first.
              if (selected.approved) setUnapproving(selected);
              else
                void table
                  .run(() => setDriverApproval(selected.uid, true), 'drivers.approved')
                  .catch(() => undefined);
            }}
            nativeButtonAttributes={{ 'data-testid': 'driver-approval' }}
          >
            {selected?.approved === false ? t('drivers.approve') : t('drivers.unapprove')}
          </Button>
        }
      />
      {unapproving && (
        <ConfirmModal
          header={t('drivers.unapproveTitle')}
          message={t('drivers.unapproveConfirm', {
            name: `${unapproving.firstName} ${unapproving.lastName}`.trim(),
          })}
          confirmLabel={t('drivers.unapprove')}
          testId="driver-unapprove-confirm"
          onConfirm={async () => {
            await setDriverApproval(unapproving.uid, false);
            setUnapproving(null);
            await table.succeeded('drivers.unapproved');
          }}
          onDismiss={() => setUnapproving(null)}
        />
      )}
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
