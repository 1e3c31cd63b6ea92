// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '../api/errors';
import { WidgetBoundary } from './WidgetBoundary';

afterEach(cleanup);

describe('WidgetBoundary', () => {
  it('shows the failure in place of the widget only, and Retry renders it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    function Widget() {
      if (fail) throw new ApiError('upstream', 'boom', 502);
      return <p>widget ok</p>;
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <p>sibling</p>
        <WidgetBoundary title="Token price">
          <Widget />
        </WidgetBoundary>
      </QueryClientProvider>,
    );
    expect(screen.getByText('sibling')).toBeInTheDocument();
    // The full explanation arrives with its chunk (LazyErrorPanel).
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Token price: the data service failed'));
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('widget ok')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
