/**
 * The table's stream consumer that e-mails each paid booking's receipt once (mail-receipts.ts):
 * SES in the cloud (event source mapping, infra streams stack), the twin's outbox locally (its
 * stream poller); both call this handler.
 */
import {
  emailSender,
  languageRepository,
  now,
  receiptMails,
  settingsRepository,
  streamImages,
  userRepository,
} from '../deps';
import { logger } from '../observability/logger';
import { mailReceipts } from './mail-receipts';

export const handler = mailReceipts({
  images: streamImages(),
  users: userRepository(),
  settings: settingsRepository(),
  languages: languageRepository(),
  mails: receiptMails(),
  email: emailSender(),
  now,
  onFailure: (record, error) =>
    logger.error('Receipt stream record failed', { sequenceNumber: record.dynamodb?.SequenceNumber, error }),
});
