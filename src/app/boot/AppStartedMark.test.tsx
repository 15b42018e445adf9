import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { APP_STARTED_ATTRIBUTE, AppStartedMark } from './AppStartedMark';

const started = () => document.documentElement.hasAttribute(APP_STARTED_ATTRIBUTE);

describe('AppStartedMark', () => {
  afterEach(() => document.documentElement.removeAttribute(APP_STARTED_ATTRIBUTE));

  it('marks <html data-app-started> once the render that holds it has committed', () => {
    expect(started()).toBe(false);
    render(<AppStartedMark />);
    expect(started()).toBe(true);
  });

  it('does not mark the document while that render waits for its page', async () => {
    let loadPage: () => void = () => undefined;
    const Page = lazy(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((resolve) => {
          loadPage = () => resolve({ default: () => <p>La page</p> });
        }),
    );
    render(
      <Suspense fallback={null}>
        <Page />
        <AppStartedMark />
      </Suspense>,
    );
    expect(started()).toBe(false);
    await act(async () => loadPage());
    expect(screen.getByText('La page')).toBeInTheDocument();
    expect(started()).toBe(true);
  });
});
