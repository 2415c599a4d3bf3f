import { Logger } from '@aws-lambda-powertools/logger';
import { env } from '../config/env';

/** One structured logger for every function (Powertools). */
export const logger = new Logger({ serviceName: 'wayfare', logLevel: env.logLevel as 'INFO' });
