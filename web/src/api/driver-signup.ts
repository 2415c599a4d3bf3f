/**
 * A signed-in rider registering as a driver (product.md §7 user_signup); the server signs the account out
 * after.
 */
import { graphql } from './generated';
import type { AppRegisterDriverMutation, DriverRegistrationInput } from './generated/graphql';
import { ApiError } from './api-error';
import { runOperation } from './graphql-client';

export type DriverRegistration = DriverRegistrationInput;

const REGISTER = graphql(`
  mutation AppRegisterDriver($input: DriverRegistrationInput!) {
    registerDriver(input: $input) {
      uid
      usertype
      approved
      carType
      vehicleNumber
      vehicleMake
      vehicleModel
      vehicleColor
      licenseImage
    }
  }
`);

/** The application as the server stored it, for the awaiting-approval screen. */
export type DriverApplication = NonNullable<AppRegisterDriverMutation['registerDriver']>;

export async function registerDriver(input: DriverRegistration): Promise<DriverApplication> {
  const data = await runOperation(REGISTER, { authMode: 'userPool', variables: { input } });
  if (!data.registerDriver) throw new ApiError('NOT_FOUND', 'user issue contact admin');
  return data.registerDriver;
}
