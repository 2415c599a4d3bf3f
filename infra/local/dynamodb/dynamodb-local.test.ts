import { assertJavaAvailable, JAVA_MISSING_MESSAGE } from './dynamodb-local';

describe('DynamoDB Local prerequisites', () => {
  it('names the install command when Java is missing', () => {
    expect(() => assertJavaAvailable('/nonexistent/java')).toThrow(JAVA_MISSING_MESSAGE);
    expect(JAVA_MISSING_MESSAGE).toContain('apt-get install -y openjdk-17-jre-headless');
  });

  it('accepts the installed Java', () => {
    expect(() => assertJavaAvailable()).not.toThrow();
  });
});
