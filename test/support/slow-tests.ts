// Integration and browser tests start a twin (DynamoDB Local, Cognito, AppSync): allow them time.
jest.setTimeout(60_000);
