import { afterSignIn } from './after-sign-in';

describe('the page after sign-in', () => {
  it.each([
    ['rider', null, '/ride'],
    ['driver', null, '/drive'],
    ['admin', null, '/dashboard'],
    ['rider', '/ride/trip/b-1', '/ride/trip/b-1'],
    ['rider', '/drive/register', '/drive/register'],
    ['driver', '/drive/money', '/drive/money'],
    // Only into the user type's own app, and never off-site.
    ['rider', '/drive', '/ride'],
    ['driver', '/ride', '/drive'],
    ['admin', '/ride', '/dashboard'],
    ['rider', '//evil.example/ride', '/ride'],
    ['rider', 'https://evil.example', '/ride'],
  ] as const)('%s with next=%s goes to %s', (usertype, next, page) => {
    expect(afterSignIn(usertype, next)).toBe(page);
  });
});
