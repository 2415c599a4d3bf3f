import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../api/api-error';
import { signOut } from '../../api/auth';
import { getMe } from '../../api/me';
import { currentSession } from '../../api/session';
import type { User } from '../../api/types';
import { renderApp } from '../../testing/render-app';

jest.mock('../../api/auth', () => ({ LOGIN_ERROR_KEY: 'login error', signOut: jest.fn() }));
jest.mock('../../api/session', () => ({ currentSession: jest.fn() }));
jest.mock('../../api/me', () => ({ getMe: jest.fn() }));

const rider: User = {
  uid: 'u-1',
  createdAt: '2024-01-01T00:00:00.000Z',
  firstName: 'Rita',
  lastName: 'Rider',
  email: 'rita@example.com',
  mobile: '+15550001111',
  usertype: 'rider',
  approved: true,
  walletBalance: 0,
  referralId: 'ABCDE',
  regType: 'mobile',
  profile_image: null,
  lang: null,
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(currentSession).mockResolvedValue({ userId: 'u-1', groups: ['rider'] });
  jest.mocked(getMe).mockResolvedValue(rider);
  jest.mocked(signOut).mockResolvedValue(undefined);
});

describe('profile page', () => {
  it("shows the signed-in user's details", async () => {
    renderApp('/profile');
    expect((await screen.findByTestId('me-name')).textContent).toBe('Rita Rider');
    expect(screen.getByTestId('me-usertype').textContent).toBe('Rider');
    expect(screen.getByTestId('me-email').textContent).toBe('rita@example.com');
    expect(screen.getByTestId('me-mobile').textContent).toBe('+15550001111');
  });

  it('shows a spinner while the profile loads', async () => {
    jest.mocked(getMe).mockReturnValue(new Promise(() => {}));
    renderApp('/profile');
    await screen.findByTestId('sign-out');
    expect(screen.queryByTestId('me-name')).toBeNull();
    expect(document.querySelector('[class*="awsui_root"][class*="size-large"]')).not.toBeNull();
  });

  it('redirects to /login when nobody is signed in', async () => {
    jest.mocked(currentSession).mockResolvedValue(null);
    renderApp('/profile');
    await screen.findByTestId('login-contact');
    expect(getMe).not.toHaveBeenCalled();
  });

  it('signs out and returns to /login', async () => {
    renderApp('/profile');
    fireEvent.click(await screen.findByTestId('sign-out'));
    await screen.findByTestId('login-contact');
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('shows the translated error when the profile cannot be read', async () => {
    jest.mocked(getMe).mockRejectedValue(new ApiError('InternalError', 'errors.internal'));
    renderApp('/profile');
    await waitFor(() => expect(screen.getByText('Something went wrong. Please try again.')).toBeTruthy());
  });
});
