import { SubscriptionBus } from './subscription-bus';

it('delivers accepted payloads of its topic in order, queued while nobody waits', async () => {
  const bus = new SubscriptionBus();
  const stream = bus.subscribe('onMoved', (payload) => (payload as { id: string }).id !== 'skip');
  const waiting = stream.next();
  bus.publish('onMoved', { id: 'a' });
  bus.publish('onOther', { id: 'other topic' });
  bus.publish('onMoved', { id: 'skip' });
  bus.publish('onMoved', { id: 'b' });
  expect(await waiting).toEqual({ value: { id: 'a' }, done: false });
  expect(await stream.next()).toEqual({ value: { id: 'b' }, done: false });
});

it('ends a stream on return() and every stream on close()', async () => {
  const bus = new SubscriptionBus();
  const returned = bus.subscribe('t', () => true);
  const closed = bus.subscribe('t', () => true);
  const pending = closed.next();
  await returned.return?.();
  bus.publish('t', 'after return');
  expect(await returned.next()).toEqual({ value: undefined, done: true });
  bus.close();
  expect(await pending).toEqual({ value: 'after return', done: false });
  expect(await closed.next()).toEqual({ value: undefined, done: true });
});
