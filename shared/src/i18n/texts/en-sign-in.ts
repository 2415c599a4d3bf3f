/**
 * English texts of the sign-in page (web/src/pages/login), loaded with it: the apps' and the back
 * office's first screens after sign-in never show them.
 */
export const enSignIn = {
  'login.title': 'Sign in',
  'login.contactLabel': 'Mobile number or e-mail',
  'login.contactHint':
    'A mobile number (without the country code, or with + and the code), or an e-mail address.',
  'login.countryLabel': 'Country',
  'login.countryPlaceholder': 'Choose a country',
  'login.socialWith': 'Continue with {{provider}}',
  'login.socialNeedsCloud':
    'Sign-in with Google, Facebook or Apple needs the cloud deployment; the local version offers sign-in by code only.',
  'login.codeLabel': 'Code',
  'login.codeHint': 'Enter the 6-digit code we sent you.',
  'login.requestCode': 'Request code',
  'login.verify': 'Verify',
  'login.cancel': 'Cancel',
  'login.resend': 'Send a new code',
  'login.resendIn': 'Send a new code in {{seconds}} s',
  'login.resent': 'A new code is on its way.',
  'login.notForYou':
    'You are signed in as {{usertype}}, and the page you opened is not available to this account.',
  'login.goHome': 'Go to your home page',
  'login.referralLabel': 'Referral id (optional)',
  'login.referralHint': 'New here? Enter the 5-letter id a friend gave you.',
} as const;
