import type { SelectProps } from '@cloudscape-design/components/select';
import { useCallback, useRef, useState } from 'react';
import type { User, UserType } from '../../api/types';
import { listUsers } from '../../api/users';

const MATCHES = 20;

/**
 * The user chooser's options: the server's search (`users(usertype, search)`) as the admin types;
 * answers to an outdated search are dropped.
 */
export function useUserOptions(usertype: UserType) {
  const [users, setUsers] = useState<User[]>([]);
  const [status, setStatus] = useState<NonNullable<SelectProps['statusType']>>('pending');
  const latest = useRef(0);

  const load = useCallback(
    async (search: string) => {
      const request = ++latest.current;
      setStatus('loading');
      try {
        const page = await listUsers({ usertype, search: search.trim(), limit: MATCHES });
        if (request !== latest.current) return;
        setUsers(page.items);
        setStatus('finished');
      } catch {
        if (request === latest.current) setStatus('error');
      }
    },
    [usertype],
  );

  const options: SelectProps.Option[] = users.map((user) => ({
    value: user.uid,
    label: `${user.firstName} ${user.lastName}`.trim(),
    description: [user.email, user.mobile].filter(Boolean).join(' · '),
  }));
  return { users, options, status, load };
}
