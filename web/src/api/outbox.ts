import { ApiError, INTERNAL_ERROR_KEY } from './api-error';

/** One SMS, e-mail or push the local twin "sent" instead of SNS/SES. */
export interface OutboxMessage {
  to: string;
  channel: string;
  subject?: string;
  body: string;
  /** ISO timestamp. */
  at: string;
}

/** The local twin's outbox, oldest first. Local mode only: in the cloud messages really leave. */
export async function fetchOutbox(outboxUrl: string): Promise<OutboxMessage[]> {
  let response: Response;
  try {
    response = await fetch(outboxUrl, { cache: 'no-store' });
  } catch (error) {
    throw new ApiError('NetworkError', INTERNAL_ERROR_KEY, { cause: error });
  }
  if (!response.ok) throw new ApiError(`Http${response.status}`, INTERNAL_ERROR_KEY);
  return (await response.json()) as OutboxMessage[];
}
