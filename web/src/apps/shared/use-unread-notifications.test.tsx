import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router-dom';
import { onNotificationReceived, unreadNotifications } from '../../api/received-notifications';
import { initI18n } from '../../i18n';
import { UnreadBadge } from './unread-badge';
import { useUnreadNotifications } from './use-unread-notifications';

jest.mock('../../api/received-notifications', () => ({
  unreadNotifications: jest.fn(),
  onNotificationReceived: jest.fn(),
}));

/** A promise the test settles when it wants: a server answer arriving late. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function Badge({ uid }: { uid: string | null }) {
  return (
    <>
      <UnreadBadge count={useUnreadNotifications(uid)} />
      <Link to="/ride/book">Book</Link>
      <Link to="/ride/notifications">Notifications</Link>
    </>
  );
}

const badge = () => screen.queryByTestId('unread-badge')?.textContent ?? null;
let frame: (notification: { id: string }) => void;
const arrives = (id: string) => act(() => frame({ id }));

describe('useUnreadNotifications', () => {
  beforeAll(() => initI18n());
  beforeEach(() => {
    jest.mocked(unreadNotifications).mockReset();
    jest.mocked(onNotificationReceived).mockReset();
    jest.mocked(onNotificationReceived).mockImplementation((_uid, handlers) => {
      frame = handlers.onData;
      return () => {};
    });
  });

  const renderBadge = (uid: string | null = 'rider-1') =>
    render(
      <MemoryRouter initialEntries={['/ride/account']}>
        <Badge uid={uid} />
      </MemoryRouter>,
    );

  it("adds each notification the server tells of to the reader's count, once, without asking again", async () => {
    jest.mocked(unreadNotifications).mockResolvedValue(2);
    renderBadge();
    await screen.findByText('2');
    expect(onNotificationReceived).toHaveBeenCalledWith('rider-1', expect.anything());
    arrives('n-1');
    expect(badge()).toBe('3');
    // The same notification delivered twice is one notification.
    arrives('n-1');
    arrives('n-2');
    expect(badge()).toBe('4');
    expect(unreadNotifications).toHaveBeenCalledTimes(1);
  });

  it('clears on the notifications screen, ignores what arrives there, and reads the count again after', async () => {
    jest.mocked(unreadNotifications).mockResolvedValueOnce(1).mockResolvedValue(1);
    renderBadge();
    await screen.findByText('1');
    fireEvent.click(screen.getByText('Notifications'));
    expect(badge()).toBeNull();
    arrives('n-3');
    expect(badge()).toBeNull();
    // Leaving the screen, the server says what arrived since it was opened.
    fireEvent.click(screen.getByText('Book'));
    await screen.findByText('1');
  });

  it('asks again when a notification arrives while the count is being read, counting it once', async () => {
    const late = deferred<number>();
    jest.mocked(unreadNotifications).mockReturnValueOnce(late.promise).mockResolvedValue(5);
    renderBadge();
    arrives('n-4');
    // The first answer may not include n-4: it is not trusted, and the second one is.
    await act(async () => late.resolve(4));
    await screen.findByText('5');
    expect(unreadNotifications).toHaveBeenCalledTimes(2);
  });

  it('neither reads nor listens without a reader', () => {
    renderBadge(null);
    expect(unreadNotifications).not.toHaveBeenCalled();
    expect(onNotificationReceived).not.toHaveBeenCalled();
    expect(badge()).toBeNull();
  });
});
