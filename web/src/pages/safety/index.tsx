import Button from '@cloudscape-design/components/button';
import type { TableProps } from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { acknowledgeSafetyEvent, listSafetyEvents, type SafetyEvent } from '../../api/safety';
import { useBackOffice } from '../../back-office/back-office-context';
import { CellText } from '../../back-office/records/table-parts';
import { RecordsTable } from '../../back-office/records/records-table';
import { usePagedRecords } from '../../back-office/records/use-paged-records';
import { formatDateTime } from '../../i18n/format-date';

const PAGE_SIZE = 25;

/**
 * Safety (issue 23): the SOS alerts raised on trips, newest first and paged on the server; an
 * admin sees all, a fleet admin its own drivers' trips. Acknowledge asks first, naming the trip
 * and who raised it; it is recorded once, with who did it.
 */
export default function SafetyPage() {
  const { t, i18n } = useTranslation();
  const { settings } = useBackOffice();
  const rows = usePagedRecords(listSafetyEvents, PAGE_SIZE);
  const raisedBy = (event: SafetyEvent) => `${event.raisedByName} (${t(`safety.role.${event.role}`)})`;
  const columns: TableProps.ColumnDefinition<SafetyEvent>[] = [
    {
      id: 'when',
      header: t('safety.when'),
      cell: (event) => formatDateTime(event.createdAt, i18n.language, settings.timezone),
    },
    {
      id: 'trip',
      header: t('safety.trip'),
      cell: (event) => <CellText dir="ltr">{event.reference}</CellText>,
    },
    {
      id: 'raisedBy',
      header: t('safety.raisedBy'),
      cell: (event) => <CellText dir="auto">{raisedBy(event)}</CellText>,
    },
    {
      id: 'where',
      header: t('safety.where'),
      cell: (event) =>
        event.lat == null || event.lng == null ? (
          '—'
        ) : (
          <CellText dir="ltr">{`${event.lat.toFixed(5)}, ${event.lng.toFixed(5)}`}</CellText>
        ),
    },
    {
      id: 'status',
      header: t('safety.status'),
      cell: (event) =>
        event.acknowledgedAt == null
          ? t('safety.open')
          : t('safety.acknowledgedBy', { name: event.acknowledgedByName ?? '' }),
    },
  ];
  return (
    <RecordsTable
      title={t('nav.safety')}
      rows={rows}
      columns={columns}
      trackBy={(event) => event.id}
      nameOf={(event) => `${event.reference} ${event.raisedByName}`}
      emptyKey="safety.empty"
      extraActions={(selected, _run, confirm) => (
        <Button
          disabled={!selected || selected.acknowledgedAt != null}
          onClick={() =>
            selected &&
            confirm({
              header: t('safety.acknowledgeTitle'),
              message: t('safety.acknowledgeBody', {
                reference: selected.reference,
                name: selected.raisedByName,
              }),
              confirmLabel: t('safety.acknowledge'),
              testId: 'safety-acknowledge-confirm',
              action: () => acknowledgeSafetyEvent(selected.id),
              successKey: 'safety.acknowledged',
            })
          }
          nativeButtonAttributes={{ 'data-testid': 'safety-acknowledge' }}
        >
          {t('safety.acknowledge')}
        </Button>
      )}
    />
  );
}
