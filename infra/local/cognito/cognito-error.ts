/** An error Cognito itself would return: `type` becomes `__type` and `x-amzn-errortype` on the wire. */
export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = type;
  }
}

export const invalidParameter = (message: string) => new CognitoError('InvalidParameterException', message);
export const notAuthorized = (message: string) => new CognitoError('NotAuthorizedException', message);
export const userNotFound = () => new CognitoError('UserNotFoundException', 'User does not exist.');
export const resourceNotFound = (message: string) => new CognitoError('ResourceNotFoundException', message);
