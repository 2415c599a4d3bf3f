import { awaitsDispatch, type World } from './world';

const world = { dispatchLeadMs: 20 * 60_000 } as Pick<World, 'dispatchLeadMs'> as World;
const now = Date.UTC(2026, 10, 27, 12);
const minutes = (count: number) => count * 60_000;

describe('awaitsDispatch', () => {
  it('holds a ride later until its dispatch lead, then counts it as being dispatched', () => {
    expect(awaitsDispatch(world, now + minutes(45), now)).toBe(true);
    expect(awaitsDispatch(world, now + minutes(20) + 1, now)).toBe(true);
    // Due: the server offers it to drivers while it is still NEW, so the drain must wait for it.
    expect(awaitsDispatch(world, now + minutes(20), now)).toBe(false);
    expect(awaitsDispatch(world, now + minutes(16), now)).toBe(false);
  });
});
