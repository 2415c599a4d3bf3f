import { Match, Template } from 'aws-cdk-lib/assertions';
import { actionsOf, buildWayfare, findFunction } from './support/wayfare-app';
import { wayfareTemplates } from './support/template-cache';

describe('card payments (PaymentsStack, and the callback beside the API)', () => {
  const templates = wayfareTemplates({ paymentProviders: 'stripe' });
  const template = templates.payments;
  const api = templates.api;

  it('serves the payment callback from a public function URL (the provider signature is the check)', () => {
    const { logicalId } = findFunction(api, /payment provider callback/);
    api.hasResourceProperties('AWS::Lambda::Url', {
      AuthType: 'NONE',
      TargetFunctionArn: { 'Fn::GetAtt': [logicalId, 'Arn'] },
    });
    api.hasOutput('PaymentCallbackUrl', Match.anyValue());
  });

  it('keeps the provider keys in a Secrets Manager secret the callback is told about', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      Name: 'wayfare/dev/payments',
      GenerateSecretString: Match.objectLike({ GenerateStringKey: 'testSigningKey' }),
    });
    const { resource } = findFunction(api, /payment provider callback/);
    expect(resource.Properties.Environment).toMatchObject({
      Variables: expect.objectContaining({
        PAYMENT_PROVIDERS: 'stripe',
        PAYMENT_SECRET_NAME: expect.anything(),
      }),
    });
  });

  it('grants the callback the secret, the table and the live offers of a paid order, and no Scan', () => {
    const actions = actionsOf(api, /payment provider callback/);
    expect(actions).toEqual(
      expect.arrayContaining([
        'secretsmanager:GetSecretValue',
        'dynamodb:GetItem',
        'dynamodb:ConditionCheckItem',
        'appsync:GraphQL',
      ]),
    );
    expect(actions).not.toContain('dynamodb:Scan');
  });

  it('lets the payments resolvers offer an order paid from the wallet at once', () => {
    expect(actionsOf(api, /payments resolvers/)).toContain('appsync:GraphQL');
  });

  it('lets only the payments resolvers read the secret', () => {
    expect(actionsOf(api, /payments resolvers/)).toContain('secretsmanager:GetSecretValue');
    expect(actionsOf(api, /wallet resolvers/)).not.toContain('secretsmanager:GetSecretValue');
  });

  it('refuses an unknown provider at synth', () => {
    expect(() => buildWayfare({ context: { paymentProviders: 'paypal' } })).toThrow(/paymentProviders/);
  });
});

describe('the test provider, which settles bookings without money (docs/money.md)', () => {
  it.each(['prod', 'prod-eu', 'production'])('is refused at synth in the production stage %p', (stage) => {
    expect(() => buildWayfare({ context: { stage, paymentProviders: 'test' } })).toThrow(
      /test provider .* refused in a production stage/,
    );
  });

  it('is refused at synth beside a real provider, whatever the stage', () => {
    expect(() => buildWayfare({ context: { stage: 'staging', paymentProviders: 'stripe,test' } })).toThrow(
      /refused beside a real provider/,
    );
  });

  it('may serve a stage without real money, and a production stage takes stripe', () => {
    const staging = buildWayfare({ context: { stage: 'staging', paymentProviders: 'test' } });
    expect(findFunction(Template.fromStack(staging.api), /payment provider callback/).resource).toMatchObject(
      {
        Properties: { Environment: { Variables: expect.objectContaining({ PAYMENT_PROVIDERS: 'test' }) } },
      },
    );
    const production = buildWayfare({ context: { stage: 'prod', paymentProviders: 'stripe' } });
    expect(
      findFunction(Template.fromStack(production.api), /payment provider callback/).resource,
    ).toMatchObject({
      Properties: { Environment: { Variables: expect.objectContaining({ PAYMENT_PROVIDERS: 'stripe' }) } },
    });
  });
});
