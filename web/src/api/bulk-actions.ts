/**
 * The back office's bulk actions: one call for the selected rows, answered item by item (which
 * succeeded, which were refused and why); a refused item undoes none of the others.
 */
import { graphql } from './generated';
import type { BulkResultFieldsFragment } from './generated/graphql';
import { runOperation } from './graphql-client';

export type BulkResult = BulkResultFieldsFragment;

graphql(`
  fragment BulkResultFields on BulkResult {
    succeeded
    failed {
      id
      code
      message
    }
  }
`);

const SET_DRIVERS_APPROVAL = graphql(`
  mutation SetDriversApproval($uids: [ID!]!, $approved: Boolean!) {
    setDriversApproval(uids: $uids, approved: $approved) {
      ...BulkResultFields
    }
  }
`);
const DELETE_USERS = graphql(`
  mutation DeleteUsers($uids: [ID!]!) {
    deleteUsers(uids: $uids) {
      ...BulkResultFields
    }
  }
`);
const PROCESS_WITHDRAWS = graphql(`
  mutation ProcessWithdraws($ids: [ID!]!) {
    processWithdraws(ids: $ids) {
      ...BulkResultFields
    }
  }
`);
const DELETE_PROMOS = graphql(`
  mutation DeletePromos($ids: [ID!]!) {
    deletePromos(ids: $ids) {
      ...BulkResultFields
    }
  }
`);
const DELETE_CAR_TYPES = graphql(`
  mutation DeleteCarTypes($ids: [ID!]!) {
    deleteCarTypes(ids: $ids) {
      ...BulkResultFields
    }
  }
`);

const user = { authMode: 'userPool' as const };

export const setDriversApproval = async (uids: string[], approved: boolean): Promise<BulkResult> =>
  (await runOperation(SET_DRIVERS_APPROVAL, { ...user, variables: { uids, approved } })).setDriversApproval;

export const deleteUsers = async (uids: string[]): Promise<BulkResult> =>
  (await runOperation(DELETE_USERS, { ...user, variables: { uids } })).deleteUsers;

export const processWithdraws = async (ids: string[]): Promise<BulkResult> =>
  (await runOperation(PROCESS_WITHDRAWS, { ...user, variables: { ids } })).processWithdraws;

export const deletePromos = async (ids: string[]): Promise<BulkResult> =>
  (await runOperation(DELETE_PROMOS, { ...user, variables: { ids } })).deletePromos;

export const deleteCarTypes = async (ids: string[]): Promise<BulkResult> =>
  (await runOperation(DELETE_CAR_TYPES, { ...user, variables: { ids } })).deleteCarTypes;
