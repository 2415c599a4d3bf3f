import { Match, Template } from 'aws-cdk-lib/assertions';
import { actionsOf, buildWayfare, findFunction } from './support/wayfare-app';

describe('PaymentsStack', () => {
  const stacks = buildWayfare({ context: { paymentProviders: 'stripe' } });
  const template = Template.fromStack(stacks.payments);
  const api = Template.fromStack(stacks.api);

  it('serves the payment callback from a public function URL (the provider signature is the check)', () => {
    const { logicalId } = findFunction(template, /payment provider callback/);
    template.hasResourceProperties('AWS::Lambda::Url', {
      AuthType: 'NONE',
      TargetFunctionArn: { 'Fn::GetAtt': [logicalId, 'Arn'] },
    });
    template.hasOutput('PaymentCallbackUrl', Match.anyValue());
  });

  it('keeps the provider keys in a Secrets Manager secret the callback is told about', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      Name: 'wayfare/dev/payments',
      GenerateSecretString: Match.objectLike({ GenerateStringKey: 'testSigningKey' }),
    });
    const { resource } = findFunction(template, /payment provider callback/);
    expect(resource.Properties.Environment).toMatchObject({
      Variables: expect.objectContaining({
        PAYMENT_PROVIDERS: 'stripe',
        PAYMENT_SECRET_NAME: expect.anything(),
      }),
    });
  });

  it('grants the callback the secret and the table, and no Scan', () => {
    const actions = actionsOf(template, /payment provider callback/);
    expect(actions).toEqual(
      expect.arrayContaining([
        'secretsmanager:GetSecretValue',
        'dynamodb:GetItem',
        'dynamodb:ConditionCheckItem',
      ]),
    );
    expect(actions).not.toContain('dynamodb:Scan');
  });

  it('lets only the payments resolvers read the secret', () => {
    expect(actionsOf(api, /payments resolvers/)).toContain('secretsmanager:GetSecretValue');
    expect(actionsOf(api, /wallet resolvers/)).not.toContain('secretsmanager:GetSecretValue');
  });

  it('refuses an unknown provider at synth', () => {
    expect(() => buildWayfare({ context: { paymentProviders: 'paypal' } })).toThrow(/paymentProviders/);
  });
});
