import { nextPaint } from './next-paint';

describe('nextPaint', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('resolves only after the next frame has painted, not before or during it', async () => {
    const painted = jest.fn();
    void nextPaint().then(painted);
    await jest.runAllTimersAsync();
    expect(painted).not.toHaveBeenCalled();

    frames[0]!(0);
    await Promise.resolve();
    expect(painted).not.toHaveBeenCalled();
    await jest.runAllTimersAsync();
    expect(painted).toHaveBeenCalledTimes(1);
  });
});
