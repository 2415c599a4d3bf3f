import { Annotations, CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { ComparisonOperator, Metric, Stats, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct, IConstruct } from 'constructs';
import type { AppConfig } from '../config';
import type { Capability } from '../constructs/app-function';
import { acknowledge } from '../nag';

export interface NotifyStackProps extends StackProps {
  config: AppConfig;
}

/**
 * Outgoing messages: e-mail through an SES identity and SMS through SNS, plus an alarm on SMS
 * spend. Push (SNS platform applications) is not here yet: CloudFormation cannot create platform
 * applications and no handler sends push so far.
 */
export class NotifyStack extends Stack {
  readonly email: Capability;
  readonly sms: Capability;

  constructor(scope: Construct, id: string, props: NotifyStackProps) {
    super(scope, id, props);
    const { mailFrom, sesIdentity } = props.config;

    this.email = mailFrom ? this.createEmail(mailFrom, sesIdentity ?? mailFrom) : this.withoutEmail();

    this.createSmsSpendAlarm(props.config);

    this.sms = {
      environment: {},
      // Publishing straight to a phone number has no resource ARN, so the grant must use "*".
      grant: (grantee) => {
        grantee.grantPrincipal.addToPrincipalPolicy(
          new PolicyStatement({ actions: ['sns:Publish'], resources: ['*'] }),
        );
        acknowledge(
          grantee.grantPrincipal as unknown as IConstruct,
          'IAM5[Resource::*]',
          'SMS is published to a phone number, which has no ARN; spend is watched by the alarm',
        );
      },
    };
  }

  /**
   * Anyone can ask for a sign-in code, so SMS pumping (codes requested to premium numbers) is the
   * classic abuse of passwordless sign-in: the operators hear about spend before the bill does.
   */
  private createSmsSpendAlarm({ smsMonthlyBudgetUsd, alertEmail }: AppConfig): void {
    const alerts = new Topic(this, 'Alerts', { displayName: 'Wayfare operator alerts', enforceSSL: true });
    if (alertEmail) alerts.addSubscription(new EmailSubscription(alertEmail));
    const spend = new Metric({
      namespace: 'AWS/SNS',
      metricName: 'SMSMonthToDateSpentUSD',
      statistic: Stats.MAXIMUM,
      period: Duration.hours(1),
    });
    const alarm = spend.createAlarm(this, 'SmsSpendAlarm', {
      alarmDescription: `SMS spend this month passed ${smsMonthlyBudgetUsd} USD`,
      threshold: smsMonthlyBudgetUsd,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(alerts));
    new CfnOutput(this, 'AlertsTopicArn', { value: alerts.topicArn });
  }

  /** An address identity (SES mails a verification link) or a domain identity (DKIM records). */
  private createEmail(mailFrom: string, identityName: string): Capability {
    const identity = new EmailIdentity(this, 'MailIdentity', {
      identity: identityName.includes('@') ? Identity.email(identityName) : Identity.domain(identityName),
    });
    new CfnOutput(this, 'MailFrom', { value: mailFrom });
    return { environment: { MAIL_FROM: mailFrom }, grant: (grantee) => identity.grantSendEmail(grantee) };
  }

  private withoutEmail(): Capability {
    Annotations.of(this).addWarningV2(
      'wayfare:notify.noMailFrom',
      'No sender address: e-mail sign-in codes cannot be sent. Deploy with -c mailFrom=no-reply@your-domain.',
    );
    return { environment: {}, grant: () => undefined };
  }
}
