/** A twin for one test file: free ports, in-memory DynamoDB Local, temporary folders. */
import { startTwin, type Twin, type TwinOptions } from '@wayfare/infra/local/twin';

export function startTestTwin(options: TwinOptions = {}): Promise<Twin> {
  return startTwin({ web: 'none', ...options });
}
