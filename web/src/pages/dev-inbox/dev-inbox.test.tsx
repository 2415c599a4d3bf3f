import { act, screen } from '@testing-library/react';
import { fetchOutbox, type OutboxMessage } from '../../api/outbox';
import { localConfig, renderApp } from '../../testing/render-app';
import { OUTBOX_REFRESH_MS } from './use-outbox';

jest.mock('../../api/outbox', () => ({ fetchOutbox: jest.fn() }));
jest.mock('../../api/settings', () => ({
  getSettings: jest.fn().mockResolvedValue(null),
  onSettingsUpdated: jest.fn(() => () => {}),
}));
jest.mock('../../api/public-content', () => ({
  listLanguages: jest.fn().mockResolvedValue([]),
  getPublicSettings: jest.fn().mockResolvedValue(null),
}));

const message = (to: string, body: string, at: string): OutboxMessage => ({ to, channel: 'sms', body, at });
const older = message('+15550001111', 'Your code is 111111', '2024-01-01T10:00:00.000Z');
const newer = message('rider@example.com', 'Your code is 222222', '2024-01-01T10:05:00.000Z');
const newest = message('+15550002222', 'Your code is 333333', '2024-01-01T10:09:00.000Z');

const shownBodies = () =>
  screen.getAllByTestId('inbox-message').map((row) => row.querySelector('pre')?.textContent);

beforeEach(() => jest.clearAllMocks());
afterEach(() => jest.useRealTimers());

describe('dev inbox', () => {
  it('lists the outbox newest first and refreshes every 2 s', async () => {
    jest.useFakeTimers();
    jest.mocked(fetchOutbox).mockResolvedValue([older, newer]);
    renderApp('/dev/inbox');
    await screen.findAllByTestId('inbox-message');
    expect(shownBodies()).toEqual(['Your code is 222222', 'Your code is 111111']);
    expect(fetchOutbox).toHaveBeenCalledWith(localConfig.outboxUrl);

    jest.mocked(fetchOutbox).mockResolvedValue([older, newer, newest]);
    await act(() => jest.advanceTimersByTimeAsync(OUTBOX_REFRESH_MS));
    expect(shownBodies()).toEqual(['Your code is 333333', 'Your code is 222222', 'Your code is 111111']);
  });

  it('does not exist in cloud mode', async () => {
    renderApp('/dev/inbox', { ...localConfig, mode: 'cloud' });
    await screen.findByText('No Database Settings found');
    expect(fetchOutbox).not.toHaveBeenCalled();
  });
});
