/**
 * English texts, keyed flat (keys may contain spaces and dots). Keys with spaces are the spec's own
 * message keys (SPEC §5, §8), which the server also returns; a shared catalogue will replace this file.
 */
export const en = {
  'app.loading': 'Loading…',
  'app.configError': 'The app could not load its configuration. Please try again later.',
  'errors.internal': 'Something went wrong. Please try again.',

  'No Database Settings found': 'No Database Settings found',
  'landing.loginLink': 'login/signup',

  'login.title': 'Sign in',
  'login.contactLabel': 'Mobile number or e-mail',
  'login.contactHint': 'Mobile numbers start with + and the country code.',
  'login.codeLabel': 'Code',
  'login.codeHint': 'Enter the 6-digit code we sent you.',
  'login.requestCode': 'Request code',
  'login.verify': 'Verify',
  'login.cancel': 'Cancel',
  'alert.title': 'Alert',
  'alert.close': 'Close',
  'contact input error': 'Please enter your mobile number or e-mail address.',
  'mobile no blank error': 'Please enter a valid mobile number.',
  'proper email': 'Please enter a proper e-mail address.',
  'otp validate error': 'The code must have 6 characters.',
  'invalid code': 'That code is not correct. Please check it and try again.',
  'login error': 'Sign-in failed. Please try again.',

  'nav.header': 'Back office',
  'nav.profile': 'Profile',
  'nav.openNavigation': 'Open navigation',
  'nav.closeNavigation': 'Close navigation',

  'profile.title': 'Profile',
  'profile.name': 'Name',
  'profile.usertype': 'User type',
  'profile.email': 'E-mail',
  'profile.mobile': 'Mobile',
  'profile.notSet': '-',
  'profile.noProfile': 'No profile is stored for this account yet.',
  'profile.signOut': 'Sign out',
  'usertype.rider': 'Rider',
  'usertype.driver': 'Driver',
  'usertype.fleetadmin': 'Fleet admin',
  'usertype.admin': 'Admin',

  'inbox.title': 'Dev inbox',
  'inbox.description': 'Messages the local twin would have sent by SMS or e-mail, newest first.',
  'inbox.empty': 'No messages yet.',
  'inbox.to': 'To {{to}} by {{channel}}',
} as const;
