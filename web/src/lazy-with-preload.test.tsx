import { Suspense, type ComponentType } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { lazyWithPreload } from './lazy-with-preload';
import { usePreload } from './use-preload';

const page = () => Promise.resolve({ default: () => <p>the page</p> });
const renderInSuspense = (Page: ComponentType) =>
  render(
    <Suspense fallback={<p>loading</p>}>
      <Page />
    </Suspense>,
  );

describe('lazyWithPreload', () => {
  it('renders a preloaded component in the first commit, with no fallback', async () => {
    const Page = lazyWithPreload(page);
    await Page.preload();
    renderInSuspense(Page);
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('suspends as React.lazy does when it was not preloaded, then renders the component', async () => {
    const Page = lazyWithPreload(page);
    renderInSuspense(Page);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('the page')).toBeTruthy();
  });

  it('loads the chunk once, however often it is preloaded and rendered', async () => {
    const load = jest.fn(page);
    const Page = lazyWithPreload(load);
    await Promise.all([Page.preload(), Page.preload()]);
    await act(async () => {
      renderInSuspense(Page);
    });
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('usePreload', () => {
  function Ready({ component }: { component: { preload(): Promise<void> } }) {
    return <p>{usePreload(component) ? 'ready' : 'not yet'}</p>;
  }

  afterEach(() => jest.restoreAllMocks());
  /** Lets the timers due now run, inside act. */
  const timersRun = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

  it('says the chunk is in only once its load has resolved', async () => {
    let finish: (() => void) | undefined;
    const chunk = { preload: () => new Promise<void>((resolve) => (finish = resolve)) };
    render(<Ready component={chunk} />);
    expect(screen.getByText('not yet')).toBeTruthy();
    await waitFor(() => expect(finish).toBeDefined());
    expect(screen.getByText('not yet')).toBeTruthy();
    await act(async () => finish!());
    expect(screen.getByText('ready')).toBeTruthy();
  });

  it("starts the load only after the screen's next paint, not in the render's own task", async () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const preload = jest.fn(() => Promise.resolve());
    render(<Ready component={{ preload }} />);
    await timersRun();
    expect(preload).not.toHaveBeenCalled();
    await act(async () => frames[0]!(0));
    await timersRun();
    expect(preload).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('ready')).toBeTruthy();
  });

  it('stays not ready when the load fails', async () => {
    const chunk = { preload: () => Promise.reject(new Error('offline')) };
    await act(async () => {
      render(<Ready component={chunk} />);
    });
    expect(screen.getByText('not yet')).toBeTruthy();
  });
});
