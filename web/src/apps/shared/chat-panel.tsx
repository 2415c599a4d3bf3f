import { useCallback, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { listChat, onChatMessage, sendChatMessage, type ChatMessage } from '../../api/trips';
import { ErrorMessage, Loading } from './states';
import { useAction } from './use-action';
import { useLive } from './use-live';
import { useLoad } from './use-load';

/** The trip's chat between rider and driver, live; a reconnect re-reads the whole conversation. */
export function ChatPanel({ bookingId, me }: { bookingId: string; me: string }) {
  const { t } = useTranslation();
  const id = useId();
  const chat = useLoad(() => listChat(bookingId), [bookingId]);
  const [text, setText] = useState('');
  const sending = useAction();
  const open = useCallback(
    (handlers: Parameters<typeof onChatMessage>[1]) => onChatMessage(bookingId, handlers),
    [bookingId],
  );
  useLive(open, () => void chat.reload());

  // A failed send keeps the text for another try.
  const send = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message) return;
    void sending.run(async () => {
      await sendChatMessage(bookingId, message);
      setText('');
      await chat.reload();
    });
  };

  const messages: ChatMessage[] = chat.data ?? [];
  return (
    <section className="wf-card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('chat.title')}</h3>
      {chat.loading && !chat.data && <Loading />}
      {chat.error && <ErrorMessage error={chat.error} onRetry={() => void chat.reload()} />}
      <ul className="wf-list wf-chat" aria-live="polite" data-testid="chat-messages">
        {messages.length === 0 && chat.data && <li className="wf-muted">{t('chat.empty')}</li>}
        {messages.map((message) => (
          <li key={message.id} className={message.from === me ? 'mine' : undefined}>
            <span className="wf-visually-hidden">{t(message.from === me ? 'chat.you' : 'chat.them')}: </span>
            {/* A message is the sender's words, in their own direction whatever the screen's. */}
            <bdi>{message.message}</bdi>
          </li>
        ))}
      </ul>
      <form className="wf-row" onSubmit={send}>
        <label htmlFor={id} className="wf-visually-hidden">
          {t('chat.message')}
        </label>
        <input
          id={id}
          className="grow"
          value={text}
          maxLength={500}
          // The message on its way is the one sent: it cannot be edited meanwhile.
          readOnly={sending.busy}
          onChange={(event) => setText(event.target.value)}
          data-testid="chat-input"
        />
        <button type="submit" disabled={sending.busy} data-testid="chat-send">
          {t(sending.busy ? 'chat.sending' : 'chat.send')}
        </button>
      </form>
      {sending.errorKey && <ErrorMessage error={{ messageKey: sending.errorKey }} />}
    </section>
  );
}
