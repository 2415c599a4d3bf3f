import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../api/api-error';
import { requestCode, verifyCode } from '../../api/auth';
import { renderApp } from '../../testing/render-app';

jest.mock('../../api/auth', () => ({
  LOGIN_ERROR_KEY: 'login error',
  requestCode: jest.fn(),
  verifyCode: jest.fn(),
  signOut: jest.fn(),
}));
jest.mock('../../api/session', () => ({
  currentSession: jest.fn().mockResolvedValue({ userId: 'u1', groups: [] }),
}));
jest.mock('../../api/me', () => ({ getMe: jest.fn(() => new Promise(() => {})) }));

const mockedRequestCode = jest.mocked(requestCode);
const mockedVerifyCode = jest.mocked(verifyCode);

const contactInput = () => screen.getByTestId<HTMLInputElement>('login-contact');
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

async function openLogin() {
  renderApp('/login');
  await screen.findByTestId('login-contact');
}

async function requestCodeFor(contact: string) {
  type(contactInput(), contact);
  fireEvent.click(screen.getByTestId('login-request-code'));
  await screen.findByTestId('login-code');
}

async function expectAlert(text: string) {
  expect(await screen.findByText(text)).toBeTruthy();
  expect(screen.getByText('Alert')).toBeTruthy();
}

beforeEach(() => {
  mockedRequestCode.mockReset().mockResolvedValue(undefined);
  mockedVerifyCode.mockReset();
});

describe('login page', () => {
  it('asks for a code, locks the contact, alerts on a wrong code and returns to the start on cancel', async () => {
    await openLogin();
    expect(screen.queryByTestId('login-code')).toBeNull();

    await requestCodeFor(' rider@example.com ');
    expect(mockedRequestCode).toHaveBeenCalledWith('rider@example.com');
    expect(contactInput().disabled).toBe(true);
    expect(screen.queryByTestId('login-request-code')).toBeNull();

    mockedVerifyCode.mockResolvedValue('wrong-code');
    type(screen.getByTestId('login-code'), '123456');
    fireEvent.click(screen.getByTestId('login-verify'));
    await expectAlert('That code is not correct. Please check it and try again.');
    expect(mockedVerifyCode).toHaveBeenCalledWith('123456');

    fireEvent.click(screen.getByTestId('alert-close'));
    expect(screen.queryByText('That code is not correct. Please check it and try again.')).toBeNull();
    expect(screen.getByTestId<HTMLInputElement>('login-code').value).toBe('');

    fireEvent.click(screen.getByTestId('login-cancel'));
    expect(screen.queryByTestId('login-code')).toBeNull();
    expect(contactInput().disabled).toBe(false);
    expect(screen.getByTestId('login-request-code')).toBeTruthy();
  });

  it('goes to the profile once the code is right', async () => {
    await openLogin();
    await requestCodeFor('+15550001111');
    mockedVerifyCode.mockResolvedValue('signed-in');
    type(screen.getByTestId('login-code'), '654321');
    fireEvent.click(screen.getByTestId('login-verify'));
    expect(await screen.findByTestId('sign-out')).toBeTruthy();
  });

  it('starts over when the backend ends the challenge', async () => {
    await openLogin();
    await requestCodeFor('rider@example.com');
    mockedVerifyCode.mockRejectedValue(new ApiError('NotAuthorizedException', 'login error'));
    type(screen.getByTestId('login-code'), '000000');
    fireEvent.click(screen.getByTestId('login-verify'));
    await expectAlert('Sign-in failed. Please try again.');
    expect(screen.queryByTestId('login-code')).toBeNull();
  });

  it('shows the translated server message key when requesting a code fails', async () => {
    await openLogin();
    mockedRequestCode.mockRejectedValue(new ApiError('UserNotFoundException', 'login error'));
    type(contactInput(), 'nobody@example.com');
    fireEvent.click(screen.getByTestId('login-request-code'));
    await expectAlert('Sign-in failed. Please try again.');
    expect(screen.queryByTestId('login-code')).toBeNull();
  });

  it.each([
    ['', 'Please enter your mobile number or e-mail address.'],
    ['not-an-email', 'Please enter a proper e-mail address.'],
    ['+1 23 4', 'Please enter a valid mobile number.'],
  ])('rejects the contact %p without calling the backend', async (contact, message) => {
    await openLogin();
    type(contactInput(), contact);
    fireEvent.click(screen.getByTestId('login-request-code'));
    await expectAlert(message);
    expect(mockedRequestCode).not.toHaveBeenCalled();
  });

  it('sends a mobile number without spaces', async () => {
    await openLogin();
    await requestCodeFor('+1 555 000 1111');
    expect(mockedRequestCode).toHaveBeenCalledWith('+15550001111');
  });

  it.each(['12345', '1234567'])('rejects the code %p as not six characters', async (code) => {
    await openLogin();
    await requestCodeFor('rider@example.com');
    type(screen.getByTestId('login-code'), code);
    fireEvent.click(screen.getByTestId('login-verify'));
    await expectAlert('The code must have 6 characters.');
    await waitFor(() => expect(mockedVerifyCode).not.toHaveBeenCalled());
  });
});
