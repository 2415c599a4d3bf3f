import Select from '@cloudscape-design/components/select';
import { isRefusedInDemo } from '@wayfare/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listDriverEarnings } from '../../api/earnings';
import { useBackOffice } from '../../back-office/back-office-context';
import { monthLabel } from '../../back-office/records/month-label';
import { readAllPages } from '../../back-office/records/read-all-pages';
import { ReportTable } from '../../back-office/records/report-table';
import { useAllRecords } from '../../back-office/records/use-all-records';
import { usePagedRecords } from '../../back-office/records/use-paged-records';
import { driverEarningColumns, driverEarningCsv } from './driver-earning-columns';
import { GROUPINGS, groupEarnings, leafOf, type EarningNode, type Grouping } from './earning-groups';

const PAGE_SIZE = 25;

/**
 * Driver earnings (product.md §2, §9): one row per driver and month, the fleet admin's own drivers only
 * (the server decides). Ungrouped it pages on the server; grouped it reads every row for the totals.
 */
export default function DriverEarningPage() {
  const { t, i18n } = useTranslation();
  const { settings } = useBackOffice();
  const [grouping, setGrouping] = useState<Grouping>('none');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const paged = usePagedRecords(listDriverEarnings, PAGE_SIZE);
  const all = useAllRecords(listDriverEarnings, grouping !== 'none');
  const rows =
    grouping === 'none'
      ? { ...paged, items: paged.items.map(leafOf) }
      : { ...all, items: groupEarnings(all.items, grouping) };
  const option = (value: Grouping) => ({ value, label: t(`earnings.groupBy.${value}`) });
  const nameOf = (node: EarningNode) => {
    if (node.kind === 'row') return node.row.driverName;
    if (node.driverName) return node.driverName;
    return node.monthsName ? monthLabel(node.monthsName, node.year, i18n.language) : String(node.year);
  };

  return (
    <ReportTable
      title={t('nav.driverearning')}
      timeZone={settings.timezone}
      rows={rows}
      columns={driverEarningColumns(t, settings, i18n.language)}
      trackBy={(node) => node.id}
      nameOf={nameOf}
      emptyKey="No data available."
      csv={{
        columns: driverEarningCsv(t, i18n.language),
        readAll: () => readAllPages(listDriverEarnings),
        locked: isRefusedInDemo('earnings.export', settings),
      }}
      controls={
        <Select
          selectedOption={option(grouping)}
          options={GROUPINGS.map(option)}
          onChange={({ detail }) => {
            setGrouping(detail.selectedOption.value as Grouping);
            setExpanded(new Set());
          }}
          inlineLabelText={t('earnings.groupBy')}
          data-testid="earning-grouping"
        />
      }
      expandableRows={
        grouping === 'none'
          ? undefined
          : {
              getItemChildren: (node) => (node.kind === 'group' ? node.children : []),
              isItemExpandable: (node) => node.kind === 'group',
              expandedItems: rows.items.flatMap(function open(node): EarningNode[] {
                return node.kind === 'group' && expanded.has(node.id)
                  ? [node, ...node.children.flatMap(open)]
                  : [];
              }),
              onExpandableItemToggle: ({ detail }) =>
                setExpanded((before) => {
                  const after = new Set(before);
                  if (detail.expanded) after.add(detail.item.id);
                  else after.delete(detail.item.id);
                  return after;
                }),
            }
      }
    />
  );
}
