import { earlyRead } from './early-read';

describe('earlyRead', () => {
  it('reads when nothing was started, also for a read without a key', async () => {
    const read = jest.fn(async () => 'profile');
    const first = earlyRead(read);
    await expect(first.take()).resolves.toBe('profile');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('gives the started read to the first take only; later takes read anew', async () => {
    let answer = 0;
    const read = jest.fn(async () => ++answer);
    const first = earlyRead(read);
    first.start();
    first.start();
    expect(read).toHaveBeenCalledTimes(1);
    await expect(first.take()).resolves.toBe(1);
    await expect(first.take()).resolves.toBe(2);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads anew for another key and drops the started read', async () => {
    const read = jest.fn(async (key: string) => `settings of ${key}`);
    const first = earlyRead(read);
    first.start('a');
    await expect(first.take('b')).resolves.toBe('settings of b');
    await expect(first.take('a')).resolves.toBe('settings of a');
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('reads nothing when started after a screen took its read (the screen mounted first)', async () => {
    const read = jest.fn(async () => 'profile');
    const first = earlyRead(read);
    await expect(first.take()).resolves.toBe('profile');
    first.start();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('hands a started read that failed to the screen that takes it', async () => {
    const first = earlyRead(jest.fn(async () => Promise.reject(new Error('offline'))));
    first.start();
    await expect(first.take()).rejects.toThrow('offline');
  });

  it('shares the first read, started or taken, without taking it from the screen', async () => {
    let answer = 0;
    const read = jest.fn(async () => ++answer);
    const started = earlyRead(read);
    started.start();
    await expect(started.share()).resolves.toBe(1);
    await expect(started.take()).resolves.toBe(1);
    await expect(started.share()).resolves.toBe(1);
    expect(read).toHaveBeenCalledTimes(1);

    const taken = earlyRead(read);
    await expect(taken.take()).resolves.toBe(2);
    await expect(taken.share()).resolves.toBe(2);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads for a share when nothing was read yet, and leaves the screen its own read', async () => {
    let answer = 0;
    const first = earlyRead(jest.fn(async () => ++answer));
    await expect(first.share()).resolves.toBe(1);
    await expect(first.take()).resolves.toBe(2);
  });
});
