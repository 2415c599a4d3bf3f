/** The twin's DynamoDB Local (infra/local/dynamodb/dynamodb-local.ts) as a Java process. */
import { readdirSync, readFileSync } from 'node:fs';
import { startDynamoDbLocal } from '@wayfare/infra/local/dynamodb/dynamodb-local';

/** The environment of the process whose command line names `port` as DynamoDB Local's. */
function environmentOfPort(port: string): string[] {
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      const isDynamoDbLocal = command.some((part) => part.endsWith('DynamoDBLocal.jar'));
      if (isDynamoDbLocal && command[command.indexOf('-port') + 1] === port)
        return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
    } catch {
      // A process that ended meanwhile.
    }
  }
  throw new Error(`No DynamoDB Local on port ${port}`);
}

describe('DynamoDB Local', () => {
  it('runs with its telemetry to AWS turned off', async () => {
    const ddb = await startDynamoDbLocal();
    try {
      expect(environmentOfPort(new URL(ddb.endpoint).port)).toContain('DDB_LOCAL_TELEMETRY=0');
    } finally {
      await ddb.close();
    }
  });
});
