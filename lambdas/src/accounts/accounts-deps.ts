import type { RandomInt } from '@wayfare/shared';
import type { BookingRepository } from '../ports/booking-repository';
import type { CarTypeRepository } from '../ports/car-type-repository';
import type { ContactCodeSender } from '../ports/contact-code-sender';
import type { ContactProofs } from '../ports/contact-proofs';
import type { DispatchIndex } from '../ports/dispatch-index';
import type { IdentityAdmin } from '../ports/identity-admin';
import type { ImageStore } from '../ports/image-store';
import type { SettingsRepository } from '../ports/settings-repository';
import type { UserRepository } from '../ports/user-repository';

export type Warn = (message: string, details: Record<string, unknown>) => void;

/** Everything the accounts resolvers use, injected so tests can pass their own. */
export interface AccountsDeps {
  users: UserRepository;
  settings: SettingsRepository;
  identity: IdentityAdmin;
  images: ImageStore;
  /** Drivers leave or re-enter it when their approval, online state, car type or account changes. */
  dispatch: DispatchIndex;
  /** Trip photos are uploaded by the booking's driver. */
  bookings: BookingRepository;
  /** A driver's car type must be one of them. */
  carTypes: Pick<CarTypeRepository, 'get' | 'list'>;
  /** Contacts added to a profile wait here for their code (docs/security.md). */
  contactProofs: ContactProofs;
  /** Sends those codes, as sign-in codes go and under their per-contact limit. */
  contactCodes: ContactCodeSender;
  /** Epoch milliseconds. */
  now: () => number;
  randomInt: RandomInt;
  /** A fresh unique id (Cognito usernames, upload keys). */
  newId: () => string;
  /** Logs what went wrong without failing the request (clean-ups). */
  warn: Warn;
}
