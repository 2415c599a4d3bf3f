export {
  startCognitoTwin,
  type CognitoTwin,
  type CognitoTwinOptions,
  type CognitoTwinTriggers,
  type TokenClaims,
  type TokenUse,
} from './cognito-twin';
