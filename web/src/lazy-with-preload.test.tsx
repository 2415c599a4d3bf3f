import { Suspense, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyWithPreload } from './lazy-with-preload';

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
