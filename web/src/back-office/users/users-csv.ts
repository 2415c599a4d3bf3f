import type { User, UserType } from '../../api/types';
import { listUsers } from '../../api/users';

/** Every user the table's search matches, page by page from the server (the table's CSV export). */
export async function readAllUsers(usertype: UserType, search: string): Promise<User[]> {
  const users: User[] = [];
  let nextToken: string | null = null;
  do {
    const page = await listUsers({ usertype, search, limit: 100, nextToken });
    users.push(...page.items);
    nextToken = page.nextToken;
  } while (nextToken);
  return users;
}
