/** The Scan guard of the integration and e2e projects (test/support/scan-guard.ts). */
import { ScanCommand as RawScanCommand } from '@aws-sdk/client-dynamodb';
import { QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { localClient } from '@wayfare/infra/local/dynamodb/dynamodb-local';
import { permitScans, SCAN_FORBIDDEN, takeScanAttempts } from '../../support/scan-guard';
import { startLocalTable, type LocalTable } from './support/local-table';

let table: LocalTable;
beforeAll(async () => {
  table = await startLocalTable();
});
afterAll(() => table?.close());

describe('the Scan guard', () => {
  it('refuses a Scan through the document client and records it even when the caller swallows the error', async () => {
    await expect(table.client.send(new ScanCommand({ TableName: table.tableName }))).rejects.toThrow(
      SCAN_FORBIDDEN,
    );
    // The guard's afterEach would fail this test; take the attempt to prove it was recorded.
    expect(takeScanAttempts()).toEqual([expect.stringContaining('ScanCommand')]);
  });

  it('refuses a Scan through a plain DynamoDB client', async () => {
    const raw = localClient(table.endpoint);
    try {
      await expect(raw.send(new RawScanCommand({ TableName: table.tableName }))).rejects.toThrow(
        SCAN_FORBIDDEN,
      );
    } finally {
      raw.destroy();
    }
    expect(takeScanAttempts()).toEqual([expect.stringContaining('ScanCommand')]);
  });

  it('lets a Query through', async () => {
    const { Items } = await table.client.send(
      new QueryCommand({
        TableName: table.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': 'nothing' },
      }),
    );
    expect(Items).toEqual([]);
  });

  it('lets a client made for a test of the whole table Scan, and still refuses every other', async () => {
    const permitted = permitScans(localClient(table.endpoint));
    try {
      const { Items } = await permitted.send(new RawScanCommand({ TableName: table.tableName }));
      expect(Items).toEqual(expect.any(Array));
    } finally {
      permitted.destroy();
    }
    await expect(table.client.send(new ScanCommand({ TableName: table.tableName }))).rejects.toThrow(
      SCAN_FORBIDDEN,
    );
    expect(takeScanAttempts()).toEqual([expect.stringContaining('ScanCommand')]);
  });
});
