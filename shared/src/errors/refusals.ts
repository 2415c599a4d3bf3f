import { DomainError } from './domain-error';

/**
 * The one refusal for a caller who may not do this (wrong role, no part in the target); it reveals
 * nothing about the target. `action` names the refused step for the logs.
 */
export const notPermitted = (action?: string): DomainError =>
  new DomainError({
    code: 'FORBIDDEN',
    messageKey: 'not_permitted',
    ...(action ? { params: { action } } : {}),
  });

/** The one answer for an id that names nothing (or nothing the caller may see). */
export const notFound = (id?: string): DomainError =>
  new DomainError({ code: 'NOT_FOUND', messageKey: 'not_found', ...(id ? { params: { id } } : {}) });
