/** Builds Cognito trigger events for tests, shaped as Cognito sends them. */
import type {
  CreateAuthChallengeTriggerEvent,
  DefineAuthChallengeTriggerEvent,
  PostConfirmationTriggerEvent,
  PreAuthenticationTriggerEvent,
  PreSignUpTriggerEvent,
  VerifyAuthChallengeResponseTriggerEvent,
} from 'aws-lambda';
import type { ChallengeSession } from './otp-challenge';

type Attributes = Record<string, string>;

const common = {
  version: '1',
  region: 'eu-west-1',
  userPoolId: 'eu-west-1_Test',
  userName: 'user-1',
  callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: 'client-1' },
};

export const defaultAttributes: Attributes = {
  sub: 'sub-1',
  email: 'rider@example.com',
  email_verified: 'true',
  phone_number: '+15550104567',
  phone_number_verified: 'true',
};

export function preSignUpEvent(
  userAttributes: Attributes,
  triggerSource: PreSignUpTriggerEvent['triggerSource'] = 'PreSignUp_SignUp',
): PreSignUpTriggerEvent {
  return {
    ...common,
    triggerSource,
    request: { userAttributes },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  };
}

export function defineEvent(
  session: ChallengeSession,
  userNotFound = false,
): DefineAuthChallengeTriggerEvent {
  return {
    ...common,
    triggerSource: 'DefineAuthChallenge_Authentication',
    request: { userAttributes: defaultAttributes, session: [...session], userNotFound },
    response: { issueTokens: false, failAuthentication: false },
  };
}

export function createEvent(
  options: { session?: ChallengeSession; userAttributes?: Attributes; clientMetadata?: Attributes } = {},
): CreateAuthChallengeTriggerEvent {
  return {
    ...common,
    triggerSource: 'CreateAuthChallenge_Authentication',
    request: {
      userAttributes: options.userAttributes ?? defaultAttributes,
      challengeName: 'CUSTOM_CHALLENGE',
      session: [...(options.session ?? [])],
      clientMetadata: options.clientMetadata,
    },
    response: { publicChallengeParameters: {}, privateChallengeParameters: {}, challengeMetadata: '' },
  };
}

export function verifyEvent(
  privateChallengeParameters: Attributes,
  challengeAnswer: string,
): VerifyAuthChallengeResponseTriggerEvent {
  return {
    ...common,
    triggerSource: 'VerifyAuthChallengeResponse_Authentication',
    request: { userAttributes: defaultAttributes, privateChallengeParameters, challengeAnswer },
    response: { answerCorrect: false },
  };
}

export function postConfirmationEvent(
  userAttributes: Attributes,
  triggerSource: PostConfirmationTriggerEvent['triggerSource'] = 'PostConfirmation_ConfirmSignUp',
): PostConfirmationTriggerEvent {
  return { ...common, triggerSource, request: { userAttributes }, response: {} };
}

/** `validationData` is InitiateAuth's ClientMetadata, as Cognito hands it to this trigger. */
export function preAuthenticationEvent(
  userAttributes: Attributes = defaultAttributes,
  validationData?: Attributes,
): PreAuthenticationTriggerEvent {
  return {
    ...common,
    triggerSource: 'PreAuthentication_Authentication',
    request: { userAttributes, validationData },
    response: {},
  };
}
