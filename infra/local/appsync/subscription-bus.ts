/** In-process fan-out from mutations to subscription streams, one topic per subscription field. */

interface Subscriber {
  deliver(payload: unknown): void;
  end(): void;
}

export class SubscriptionBus {
  readonly #subscribers = new Map<string, Set<Subscriber>>();

  publish(topic: string, payload: unknown): void {
    for (const subscriber of this.#subscribers.get(topic) ?? []) subscriber.deliver(payload);
  }

  /** A stream of the topic's payloads that `accept`s, until `return()` or `close()`. */
  subscribe(topic: string, accept: (payload: unknown) => boolean): AsyncIterableIterator<unknown> {
    const queue: unknown[] = [];
    let waiting: ((result: IteratorResult<unknown>) => void) | undefined;
    let ended = false;
    const subscribers = this.#subscribers.get(topic) ?? new Set<Subscriber>();
    this.#subscribers.set(topic, subscribers);

    const subscriber: Subscriber = {
      deliver(payload) {
        if (!accept(payload)) return;
        if (waiting) waiting({ value: payload, done: false });
        else queue.push(payload);
        waiting = undefined;
      },
      end() {
        ended = true;
        queue.length = 0;
        subscribers.delete(subscriber);
        waiting?.({ value: undefined, done: true });
        waiting = undefined;
      },
    };
    subscribers.add(subscriber);

    const done = (): Promise<IteratorResult<unknown>> => {
      subscriber.end();
      return Promise.resolve({ value: undefined, done: true });
    };
    return {
      next: () => {
        if (queue.length) return Promise.resolve({ value: queue.shift(), done: false });
        if (ended) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve) => (waiting = resolve));
      },
      return: done,
      throw: done,
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  /** Ends every stream, so that transports' delivery loops finish. */
  close(): void {
    for (const subscribers of this.#subscribers.values())
      for (const subscriber of subscribers) subscriber.end();
  }
}
