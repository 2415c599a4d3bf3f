/** The Safety page: SOS alerts newest first as the server pages them, Acknowledge asked about first. */
import { SLOW, isDisabled, signedInAsAdmin } from '../../testing/frame-mocks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../api/api-error';
import { acknowledgeSafetyEvent, listSafetyEvents, type SafetyEvent } from '../../api/safety';
import { preloadBackOffice, renderApp } from '../../testing/render-app';

jest.mock('../../api/safety', () => ({
  listSafetyEvents: jest.fn(),
  acknowledgeSafetyEvent: jest.fn(),
}));

jest.setTimeout(30_000);

// Load the page's lazy chunk once, outside the tests' wait for the page to show.
beforeAll(() => preloadBackOffice('/safety'), 60_000);

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(listSafetyEvents).mockReset();
  jest.mocked(acknowledgeSafetyEvent).mockReset();
  signedInAsAdmin();
});

const anEvent = (id: string, overrides: Partial<SafetyEvent> = {}): SafetyEvent => ({
  id,
  bookingId: `b-${id}`,
  reference: `REF${id}`,
  raisedBy: 'r-1',
  raisedByName: 'Rita Rider',
  role: 'rider',
  lat: 40.758,
  lng: -73.9855,
  createdAt: Date.UTC(2026, 10, 26, 14, 0),
  acknowledgedBy: null,
  acknowledgedByName: null,
  acknowledgedAt: null,
  ...overrides,
});

describe('safety page', () => {
  it('lists the alerts and acknowledges one after asking, naming the trip and who raised it', async () => {
    jest
      .mocked(listSafetyEvents)
      .mockResolvedValueOnce({
        items: [anEvent('2'), anEvent('1', { acknowledgedAt: 1, acknowledgedByName: 'Ada Admin' })],
        nextToken: 'page-2',
      })
      .mockResolvedValueOnce({
        items: [anEvent('0', { lat: null, lng: null, role: 'driver' })],
        nextToken: null,
      });
    renderApp('/safety');
    expect(await screen.findByRole('heading', { name: /Safety/ }, SLOW)).toBeTruthy();
    const open = await screen.findByRole('radio', { name: /REF2/ });
    expect(screen.getByText('Acknowledged by Ada Admin')).toBeTruthy();
    expect(screen.getAllByText('Rita Rider (rider)')).toHaveLength(2);
    expect(listSafetyEvents).toHaveBeenCalledWith({ limit: 25, nextToken: null });

    // An acknowledged alert cannot be acknowledged again.
    fireEvent.click(screen.getByRole('radio', { name: /REF1/ }));
    expect(isDisabled('safety-acknowledge')).toBe(true);

    jest.mocked(acknowledgeSafetyEvent).mockRejectedValueOnce(new ApiError('FORBIDDEN', 'not_permitted'));
    fireEvent.click(open);
    fireEvent.click(screen.getByTestId('safety-acknowledge'));
    expect(
      await screen.findByText(
        'Acknowledge the emergency on trip REF2 raised by Rita Rider? This is recorded in the audit log.',
      ),
    ).toBeTruthy();
    expect(acknowledgeSafetyEvent).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('safety-acknowledge-confirm'));
    // A refusal stays in the dialog, in words.
    expect(await screen.findByText('You are not allowed to do this.')).toBeTruthy();
    jest.mocked(acknowledgeSafetyEvent).mockResolvedValueOnce(anEvent('2', { acknowledgedAt: 2 }));
    jest.mocked(listSafetyEvents).mockResolvedValue({ items: [], nextToken: null });
    fireEvent.click(screen.getByTestId('safety-acknowledge-confirm'));
    await waitFor(() => expect(acknowledgeSafetyEvent).toHaveBeenLastCalledWith('2'));
    expect(await screen.findByText('Acknowledged.')).toBeTruthy();
  });

  it('opens the next page from the server', async () => {
    jest
      .mocked(listSafetyEvents)
      .mockResolvedValueOnce({ items: [anEvent('2')], nextToken: 'page-2' })
      .mockResolvedValueOnce({
        items: [anEvent('0', { lat: null, lng: null, role: 'driver' })],
        nextToken: null,
      });
    renderApp('/safety');
    await screen.findByRole('radio', { name: /REF2/ }, SLOW);
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    const row = (await screen.findByRole('radio', { name: /REF0/ })).closest('tr')!;
    expect(listSafetyEvents).toHaveBeenLastCalledWith({ limit: 25, nextToken: 'page-2' });
    expect(within(row).getByText('Rita Rider (driver)')).toBeTruthy();
    expect(within(row).getByText('—')).toBeTruthy();
  });

  it('says so when no alert was raised', async () => {
    jest.mocked(listSafetyEvents).mockResolvedValue({ items: [], nextToken: null });
    renderApp('/safety');
    expect(await screen.findByText('No emergencies have been raised.', undefined, SLOW)).toBeTruthy();
  });
});
