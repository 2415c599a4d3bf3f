/**
 * What survives a restart: the signing key (so issued tokens stay valid), the users and the live
 * refresh sessions. Written atomically (temp file + rename) so a crash never leaves half a file.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { RefreshSession } from './refresh-sessions';
import { isObject } from './request-params';
import type { StoredUser } from './user-attributes';

export interface TwinState {
  version: 1;
  userPoolId: string;
  privateKeyPem: string;
  users: StoredUser[];
  refreshSessions: RefreshSession[];
}

export class TwinStateFile {
  private writing: Promise<void> = Promise.resolve();
  private queued = false;

  constructor(private readonly path: string) {}

  /** The saved state, or undefined when there is no file yet. Refuses a file it cannot trust. */
  async read(userPoolId: string): Promise<TwinState | undefined> {
    let text: string;
    try {
      text = await readFile(this.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    const state: unknown = JSON.parse(text);
    if (!isTwinState(state)) throw new Error(`${this.path} is not a Cognito twin state file`);
    if (state.userPoolId !== userPoolId)
      throw new Error(`${this.path} holds user pool ${state.userPoolId}, not ${userPoolId}`);
    return state;
  }

  /** Schedules a write of the latest state; bursts of changes collapse into one write. */
  save(snapshot: () => TwinState): void {
    if (this.queued) return;
    this.queued = true;
    this.writing = this.writing.then(async () => {
      this.queued = false;
      try {
        await this.write(snapshot());
      } catch (error) {
        console.error(`[cognito-twin] could not save ${this.path}`, error);
      }
    });
  }

  flush(): Promise<void> {
    return this.writing;
  }

  private async write(state: TwinState): Promise<void> {
    await mkdir(dirname(this.path), { recursive: true });
    const temporary = `${this.path}.${randomUUID()}.tmp`;
    await writeFile(temporary, JSON.stringify(state));
    await rename(temporary, this.path);
  }
}

function isTwinState(value: unknown): value is TwinState {
  return (
    isObject(value) &&
    value.version === 1 &&
    typeof value.userPoolId === 'string' &&
    typeof value.privateKeyPem === 'string' &&
    Array.isArray(value.users) &&
    Array.isArray(value.refreshSessions)
  );
}
