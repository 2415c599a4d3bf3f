/** The domain errors of catalogue writes whose condition failed (an id taken, an id unknown). */
import { DomainError, notFound } from '@wayfare/shared';
import { isConditionFailure } from './conditional-check';

export { notFound };

export const idTaken = (id: string) =>
  new DomainError({
    code: 'VALIDATION',
    messageKey: 'update failed',
    params: { id, reason: 'id taken' },
  });

/** Runs a create (condition: the id is new). */
export async function createOnce<T>(id: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw isConditionFailure(error) ? idTaken(id) : error;
  }
}

/** Runs a patch (condition: the item exists). */
export async function patchExisting<T>(id: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw isConditionFailure(error) ? notFound(id) : error;
  }
}
