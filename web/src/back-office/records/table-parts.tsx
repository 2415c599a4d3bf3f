import Box from '@cloudscape-design/components/box';
import Pagination from '@cloudscape-design/components/pagination';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/api-error';
import { paginationLabels } from '../../i18n/table-labels';

/** Where a server-paged table is and how to move: the pages read so far, and more while `nextToken`. */
export interface PagePosition {
  pageIndex: number;
  pagesCount: number;
  nextToken: string | null;
  loading: boolean;
  openPage: (index: number) => void;
}

/** The pagination of every server-paged back-office table: open-ended while the server has more. */
export function ServerPagination({ rows }: { rows: PagePosition }) {
  const { t } = useTranslation();
  return (
    <Pagination
      currentPageIndex={rows.pageIndex + 1}
      pagesCount={rows.pagesCount}
      openEnd={rows.nextToken !== null}
      onChange={({ detail }) => rows.openPage(detail.currentPageIndex - 1)}
      disabled={rows.loading}
      ariaLabels={paginationLabels(t)}
    />
  );
}

/** A table's empty state: the failed read's message, else the spec's empty message. */
export function TableEmpty({
  error,
  emptyKey,
  testId,
}: {
  error: ApiError | null;
  emptyKey: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Box textAlign="center" color="inherit" padding="l" data-testid={testId}>
      {error ? t(error.messageKey) : t(emptyKey)}
    </Box>
  );
}

/** A block of its own: a truncated line is clipped on the side its own block's direction ends on. */
const CELL_TEXT: CSSProperties = {
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  // Aligned as the table is (right in Arabic) while it fits.
  textAlign: 'match-parent',
};

/**
 * A table cell's text in its own direction: `auto` for free text, so that an English address in
 * the Arabic table shows its beginning and loses its end to the ellipsis; `ltr` for codes and
 * amounts, which read left to right in every language.
 */
export function CellText({ dir, children }: { dir: 'auto' | 'ltr'; children: ReactNode }) {
  return (
    <bdi dir={dir} style={CELL_TEXT}>
      {children}
    </bdi>
  );
}
