/** True when DynamoDB refused a write because its condition did not hold (ElectroDB wraps the SDK error). */
export function isConditionFailure(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (current.name === 'ConditionalCheckFailedException') return true;
  }
  return false;
}
