import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../api/api-error';
import { listChat, sendChatMessage, type ChatMessage } from '../../api/trips';
import { initI18n } from '../../i18n';
import { ChatPanel } from './chat-panel';

jest.mock('../../api/trips', () => ({
  listChat: jest.fn(),
  sendChatMessage: jest.fn(),
  onChatMessage: jest.fn(() => () => {}),
}));

const sent: ChatMessage = { bookingId: 'b-1', id: 'm-1', message: 'At the corner', from: 'rider-1', at: 1 };

/** A promise the test settles when it wants: the server's answer, still on its way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((done, fail) => ((resolve = done), (reject = fail)));
  return { promise, resolve, reject };
}

const input = () => screen.getByTestId<HTMLInputElement>('chat-input');
const sendButton = () => screen.getByTestId<HTMLButtonElement>('chat-send');

async function sendWhileAnswerWaits(text: string) {
  const answer = deferred<ChatMessage>();
  jest.mocked(sendChatMessage).mockReturnValue(answer.promise);
  render(<ChatPanel bookingId="b-1" me="rider-1" />);
  await screen.findByText('No messages yet.');
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.click(sendButton());
  return answer;
}

describe('ChatPanel', () => {
  beforeAll(() => initI18n());
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(listChat).mockResolvedValue([]);
  });

  it('shows the message is on its way, keeps it from edits meanwhile, then clears the field', async () => {
    const answer = await sendWhileAnswerWaits(' At the corner ');
    expect(sendChatMessage).toHaveBeenCalledWith('b-1', 'At the corner');
    expect(sendButton().disabled).toBe(true);
    expect(sendButton().textContent).toBe('Sending…');
    expect(input().readOnly).toBe(true);
    expect(input().value).toBe(' At the corner ');

    jest.mocked(listChat).mockResolvedValue([sent]);
    await act(async () => answer.resolve(sent));
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    expect(sendButton().textContent).toBe('Send');
    expect(input().value).toBe('');
    expect(input().readOnly).toBe(false);
    expect(screen.getByTestId('chat-messages').textContent).toContain('At the corner');
  });

  it('keeps the text for another try when the send fails', async () => {
    const answer = await sendWhileAnswerWaits('At the corner');
    await act(async () => answer.reject(new ApiError('NOT_FOUND', 'chat_not_found')));
    expect((await screen.findByRole('alert')).textContent).toBe('Chat not found.');
    expect(input().value).toBe('At the corner');
    expect(input().readOnly).toBe(false);
    expect(sendButton().disabled).toBe(false);
    expect(sendButton().textContent).toBe('Send');
  });
});
