/** A signed-in rider registering as a driver (SPEC user_signup); the server signs the account out after. */
import { graphql } from './generated';
import type { DriverRegistrationInput } from './generated/graphql';
import { runOperation } from './graphql-client';

export type DriverRegistration = DriverRegistrationInput;

const REGISTER = graphql(`
  mutation AppRegisterDriver($input: DriverRegistrationInput!) {
    registerDriver(input: $input) {
      uid
      usertype
      approved
    }
  }
`);

export async function registerDriver(input: DriverRegistration): Promise<void> {
  await runOperation(REGISTER, { authMode: 'userPool', variables: { input } });
}
