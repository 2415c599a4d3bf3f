/** The pool's Lambda triggers as the twin runs them: in-process, with events shaped like Cognito's. */
import type {
  CreateAuthChallengeTriggerEvent,
  DefineAuthChallengeTriggerEvent,
  PostConfirmationTriggerEvent,
  PreAuthenticationTriggerEvent,
  PreSignUpTriggerEvent,
  VerifyAuthChallengeResponseTriggerEvent,
} from 'aws-lambda';
import { CognitoError } from './cognito-error';

/** A trigger takes Cognito's event and returns it with `response` filled in. */
export type Trigger<E> = (event: E) => E | Promise<E>;

export interface CognitoTwinTriggers {
  preSignUp: Trigger<PreSignUpTriggerEvent>;
  /** After a self sign-up is confirmed (here: auto-confirmed by PreSignUp). */
  postConfirmation: Trigger<PostConfirmationTriggerEvent>;
  /** Before a sign-in starts; a throw refuses it. */
  preAuthentication: Trigger<PreAuthenticationTriggerEvent>;
  defineAuthChallenge: Trigger<DefineAuthChallengeTriggerEvent>;
  createAuthChallenge: Trigger<CreateAuthChallengeTriggerEvent>;
  verifyAuthChallengeResponse: Trigger<VerifyAuthChallengeResponseTriggerEvent>;
}

export interface TriggerSource {
  region: string;
  userPoolId: string;
}

export function eventHeader<S extends string>(
  pool: TriggerSource,
  triggerSource: S,
  userName: string,
  clientId: string,
) {
  return {
    version: '1',
    region: pool.region,
    userPoolId: pool.userPoolId,
    triggerSource,
    userName,
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId },
  };
}

/** Runs a trigger; a throwing trigger fails the call the way Cognito reports a failed Lambda. */
export async function runTrigger<E>(name: string, trigger: Trigger<E>, event: E): Promise<E> {
  try {
    return await trigger(event);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new CognitoError('UserLambdaValidationException', `${name} failed with error ${message}.`);
  }
}
