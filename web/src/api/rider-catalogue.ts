/** What riders and new drivers pick from: car types with their images, parcel types and options. */
import { graphql } from './generated';
import type { AppCarTypesQuery } from './generated/graphql';
import { runOperation } from './graphql-client';

export type CarType = AppCarTypesQuery['carTypes'][number];

const CAR_TYPES = graphql(`
  query AppCarTypes {
    carTypes {
      id
      name
      image
      parcelTypes {
        name
        amount
      }
      options {
        name
        amount
      }
    }
  }
`);

export const listCarTypes = async (): Promise<CarType[]> =>
  (await runOperation(CAR_TYPES, { authMode: 'userPool' })).carTypes;
