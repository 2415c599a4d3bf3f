import { CallerGate, REFUSED } from './caller-gate';

/** A request whose work runs until the test finishes it. */
function heldRequest() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  let started = false;
  return {
    work: async () => {
      started = true;
      await done;
      return 'answered';
    },
    finish,
    started: () => started,
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('fair sharing between callers', () => {
  it("queues one caller's flood past its slots and admits another caller at once", async () => {
    const gate = new CallerGate({ concurrent: 4, queued: 100 });
    const flood = Array.from({ length: 100 }, heldRequest);
    const answers = flood.map((request) => gate.run('admin', request.work));
    await settle();
    expect(flood.filter((request) => request.started())).toHaveLength(4);
    expect(gate.load('admin')).toEqual({ running: 4, waiting: 96 });

    const other = heldRequest();
    const otherAnswer = gate.run('public', other.work);
    await settle();
    expect(other.started()).toBe(true);
    other.finish();
    await expect(otherAnswer).resolves.toBe('answered');

    // The flood is served in turn, nothing lost.
    flood.forEach((request) => request.finish());
    await expect(Promise.all(answers)).resolves.toEqual(flood.map(() => 'answered'));
    expect(gate.load('admin')).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses a caller's requests past its queue without running them", async () => {
    const gate = new CallerGate({ concurrent: 2, queued: 3 });
    const held = Array.from({ length: 5 }, heldRequest);
    const answers = held.map((request) => gate.run('admin', request.work));
    const extra = heldRequest();
    await expect(gate.run('admin', extra.work)).resolves.toBe(REFUSED);
    expect(extra.started()).toBe(false);
    held.forEach((request) => request.finish());
    await Promise.all(answers);
  });

  it('frees the slot of a request that failed', async () => {
    const gate = new CallerGate({ concurrent: 1, queued: 1 });
    await expect(gate.run('rider', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run('rider', async () => 'next')).resolves.toBe('next');
  });
});
