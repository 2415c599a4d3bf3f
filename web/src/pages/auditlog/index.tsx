import Button from '@cloudscape-design/components/button';
import DateRangePicker, { type DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';
import Flashbar from '@cloudscape-design/components/flashbar';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditAction, type AuditTargetType } from '@wayfare/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listAuditLog, type AuditLogEntry, type AuditLogFilter } from '../../api/audit-log';
import { listUsers } from '../../api/users';
import { downloadCsv, toCsv } from '../../back-office/csv-export';
import { readAllPages } from '../../back-office/records/read-all-pages';
import { CellText, ServerPagination, TableEmpty } from '../../back-office/records/table-parts';
import { usePagedRecords } from '../../back-office/records/use-paged-records';
import { useNotifications } from '../../back-office/use-notifications';
import { exportLabels } from '../../i18n/table-labels';
import { windowOf } from '../bookings/use-booking-history';
import { auditColumns } from './audit-columns';

const PAGE_SIZE = 25;
const ALL = '';

/**
 * The audit log (admins, issue #20): every back-office change, newest first, paged and filtered on
 * the server (action, who, target, days); the CSV holds every entry the filters match.
 */
export default function AuditLogPage() {
  const { t, i18n } = useTranslation();
  const { items: notifications, notify } = useNotifications();
  const [action, setAction] = useState<AuditAction | null>(null);
  const [actorUid, setActorUid] = useState<string | null>(null);
  const [targetType, setTargetType] = useState<AuditTargetType | null>(null);
  const [targetId, setTargetId] = useState('');
  const [range, setRange] = useState<DateRangePickerProps.Value | null>(null);
  const [actors, setActors] = useState<SelectProps.Option[]>([]);
  const [exporting, setExporting] = useState(false);

  // Back-office changes are made by admins: the filter offers them by name.
  useEffect(() => {
    void listUsers({ usertype: 'admin', limit: 100 }).then(
      (page) =>
        setActors(
          page.items.map((user) => ({ value: user.uid, label: `${user.firstName} ${user.lastName}`.trim() })),
        ),
      () => setActors([]),
    );
  }, []);

  const filter = useMemo<AuditLogFilter>(
    () => ({
      action,
      actorUid,
      targetType,
      // A target id narrows only with its type (the server's target index needs both).
      targetId: targetType && targetId.trim() ? targetId.trim() : null,
      ...windowOf(range),
    }),
    [action, actorUid, targetType, targetId, range],
  );
  const readPage = useCallback(
    (page: { limit: number; nextToken: string | null }) => listAuditLog(filter, page),
    [filter],
  );
  const rows = usePagedRecords<AuditLogEntry>(readPage, PAGE_SIZE);
  const columns = auditColumns(t, i18n.language);

  const allOption = { value: ALL, label: t('audit.all') };
  const actionOptions = [
    allOption,
    ...AUDIT_ACTIONS.map((value) => ({ value, label: t(`audit.action.${value}`) })),
  ];
  const targetOptions = [
    allOption,
    ...AUDIT_TARGET_TYPES.map((value) => ({ value, label: t(`audit.target.${value}`) })),
  ];
  const actorOptions = [allOption, ...actors];

  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await readAllPages((page) => listAuditLog(filter, page));
      downloadCsv(`${exportLabels(t).fileName(t('nav.auditlog'))}.csv`, toCsv(columns, all));
    } catch {
      notify('error', 'errors.internal');
    } finally {
      setExporting(false);
    }
  };

  return (
    <SpaceBetween size="l">
      <Flashbar items={notifications} />
      <Table
        variant="full-page"
        items={rows.items}
        loading={rows.loading}
        loadingText={t('app.loading')}
        trackBy="id"
        columnDefinitions={columns.map((column) => ({
          id: column.id,
          header: column.header,
          cell: (entry: AuditLogEntry) => <CellText dir="auto">{column.value(entry)}</CellText>,
        }))}
        wrapLines
        empty={<TableEmpty error={rows.error} emptyKey="No data available." testId="audit-empty" />}
        header={
          <Header
            variant="awsui-h1-sticky"
            description={t('audit.description')}
            actions={
              <Button
                loading={exporting}
                onClick={() => void exportCsv()}
                nativeButtonAttributes={{ 'data-testid': 'audit-export' }}
              >
                {exportLabels(t).button}
              </Button>
            }
          >
            {t('nav.auditlog')}
          </Header>
        }
        filter={
          <SpaceBetween direction="horizontal" size="s">
            <FormField label={t('audit.column.action')}>
              <Select
                selectedOption={actionOptions.find((option) => option.value === (action ?? ALL)) ?? null}
                options={actionOptions}
                onChange={({ detail }) =>
                  setAction((detail.selectedOption.value || null) as AuditAction | null)
                }
                expandToViewport
                data-testid="audit-action-filter"
              />
            </FormField>
            <FormField label={t('audit.column.actor')}>
              <Select
                selectedOption={actorOptions.find((option) => option.value === (actorUid ?? ALL)) ?? null}
                options={actorOptions}
                onChange={({ detail }) => setActorUid(detail.selectedOption.value || null)}
                expandToViewport
                data-testid="audit-actor-filter"
              />
            </FormField>
            <FormField label={t('audit.column.target')}>
              <SpaceBetween direction="horizontal" size="xs">
                <Select
                  selectedOption={
                    targetOptions.find((option) => option.value === (targetType ?? ALL)) ?? null
                  }
                  options={targetOptions}
                  onChange={({ detail }) =>
                    setTargetType((detail.selectedOption.value || null) as AuditTargetType | null)
                  }
                  ariaLabel={t('audit.targetType')}
                  expandToViewport
                  data-testid="audit-target-type-filter"
                />
                <Input
                  value={targetId}
                  onChange={({ detail }) => setTargetId(detail.value)}
                  disabled={!targetType}
                  placeholder={t('audit.targetId')}
                  ariaLabel={t('audit.targetId')}
                  nativeInputAttributes={{ 'data-testid': 'audit-target-id-filter' }}
                />
              </SpaceBetween>
            </FormField>
            <FormField label={t('audit.dates')}>
              <DateRangePicker
                value={range}
                onChange={({ detail }) => setRange(detail.value)}
                rangeSelectorMode="absolute-only"
                dateOnly
                relativeOptions={[]}
                isValidRange={(value) =>
                  value === null || windowOf(value).from !== undefined
                    ? { valid: true }
                    : { valid: false, errorMessage: t('bookings.rangeIncomplete') }
                }
                placeholder={t('bookings.datesPlaceholder')}
                expandToViewport
                data-testid="audit-date-filter"
              />
            </FormField>
          </SpaceBetween>
        }
        pagination={<ServerPagination rows={rows} />}
      />
    </SpaceBetween>
  );
}
