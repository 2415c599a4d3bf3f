import { isRefusedInDemo } from '@wayfare/shared';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/api-error';
import type { User, UserType } from '../../api/types';
import { useBackOffice } from '../back-office-context';
import { useNotifications } from '../use-notifications';
import { useUsers } from './use-users';

/** Typing pauses this long before the server is asked again. */
const SEARCH_DELAY_MS = 400;
export const PAGE_SIZES = [10, 25, 50] as const;

/**
 * Everything a user table page shares: the server-side search and paging, the selected rows, the
 * Flashbar, the demo lock, and `run` for an action that reports its outcome and refreshes the rows.
 */
export function useUsersTable(usertype: UserType) {
  const { settings } = useBackOffice();
  const [filteringText, setFilteringText] = useState('');
  const [search, setSearch] = useState('');
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [selection, setSelection] = useState<readonly User[]>([]);
  const users = useUsers({ usertype, search, pageSize });
  const { items: notifications, notify } = useNotifications();

  useEffect(() => {
    const timer = setTimeout(() => setSearch(filteringText.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filteringText]);

  const succeeded = async (successKey: string) => {
    notify('success', successKey);
    setSelection([]);
    await users.reload();
  };
  /** Runs a change; on success says so and re-reads the table, on failure shows the server's message. */
  const run = async (action: () => Promise<unknown>, successKey: string): Promise<void> => {
    try {
      await action();
    } catch (error) {
      notify('error', error instanceof ApiError ? error.messageKey : 'errors.internal');
      throw error;
    }
    await succeeded(successKey);
  };

  return {
    usertype,
    users,
    filteringText,
    setFilteringText,
    search,
    pageSize,
    setPageSize,
    selection,
    setSelection,
    /** The one selected row, for the actions that take one (edit, the licence, approve one). */
    selected: selection.length === 1 ? selection[0]! : null,
    notifications,
    notify,
    run,
    succeeded,
    exportDisabled: isRefusedInDemo('users.export', settings),
  };
}

export type UsersTableModel = ReturnType<typeof useUsersTable>;
