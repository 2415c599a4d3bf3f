import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { buildWayfare } from './support/wayfare-app';
import { wayfareTemplates } from './support/template-cache';

describe('NotifyStack', () => {
  it('creates the SES identity of the configured sender and passes MAIL_FROM to the OTP sender', () => {
    const templates = wayfareTemplates({ mailFrom: 'no-reply@wayfare.test' });
    templates.notify.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'no-reply@wayfare.test',
    });
    templates.auth.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'Wayfare dev Cognito createAuthChallenge trigger',
      Environment: { Variables: { MAIL_FROM: 'no-reply@wayfare.test' } },
    });
  });

  it('verifies a whole domain when sesIdentity names one', () => {
    const stacks = buildWayfare({
      context: { mailFrom: 'no-reply@wayfare.test', sesIdentity: 'wayfare.test' },
    });
    Template.fromStack(stacks.notify).hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'wayfare.test',
    });
  });

  it('warns, and creates no identity, when no sender is configured', () => {
    const { notify } = buildWayfare();
    Template.fromStack(notify).resourceCountIs('AWS::SES::EmailIdentity', 0);
    Annotations.fromStack(notify).hasWarning('*', Match.stringLikeRegexp('-c mailFrom='));
  });
});
