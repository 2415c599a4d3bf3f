/** The twin's DynamoDB Local (infra/local/dynamodb/dynamodb-local.ts) as a Java process. */
import { readdirSync, readFileSync } from 'node:fs';
import { startDynamoDbLocal } from '@wayfare/infra/local/dynamodb/dynamodb-local';

/** The process whose command line names `port` as DynamoDB Local's. */
function pidOfPort(port: string): string {
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      const isDynamoDbLocal = command.some((part) => part.endsWith('DynamoDBLocal.jar'));
      if (isDynamoDbLocal && command[command.indexOf('-port') + 1] === port) return pid;
    } catch {
      // A process that ended meanwhile.
    }
  }
  throw new Error(`No DynamoDB Local on port ${port}`);
}

const environmentOf = (pid: string) => readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
const threadNamesOf = (pid: string) =>
  readdirSync(`/proc/${pid}/task`).map((task) =>
    readFileSync(`/proc/${pid}/task/${task}/comm`, 'utf8').trim(),
  );

describe('DynamoDB Local', () => {
  let pid: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const ddb = await startDynamoDbLocal();
    close = ddb.close;
    pid = pidOfPort(new URL(ddb.endpoint).port);
  });
  afterAll(() => close?.());

  it('runs with its telemetry to AWS turned off', () => {
    expect(environmentOf(pid)).toContain('DDB_LOCAL_TELEMETRY=0');
  });

  it("runs with the JIT's first tier only and the serial collector", () => {
    const threads = threadNamesOf(pid);
    // HotSpot names its compiler and collector threads after what they are.
    expect(threads.some((name) => name.startsWith('C1 Compiler'))).toBe(true);
    expect(threads.filter((name) => name.startsWith('C2 Compiler') || name.startsWith('G1 '))).toEqual([]);
  });
});
