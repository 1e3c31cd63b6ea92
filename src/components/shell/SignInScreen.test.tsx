// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { authKeys } from '../../api/auth';
import { Account } from './Account';
import { SignInScreen } from './SignInScreen';

afterEach(() => {
  cleanup();
  delete document.documentElement.dataset.auth;
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('SignInScreen', () => {
  it('offers "Sign in" that comes back to this very page', () => {
    window.history.replaceState(null, '', '/wallet/0xabc?chain=eth&cursor=a');
    render(<SignInScreen mode="oidc" />);
    expect(screen.getByRole('heading', { name: 'Sign in to Chainboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/api/auth/login?return_to=${encodeURIComponent('/wallet/0xabc?chain=eth&cursor=a')}`,
    );
  });

  it('under a sign-in proxy, offers a reload instead of a sign-in it cannot do', () => {
    render(<SignInScreen mode="proxy" />);
    expect(screen.getByRole('heading', { name: 'Chainboard cannot tell who you are' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});

function renderAccount(me: unknown) {
  const client = new QueryClient();
  client.setQueryData(authKeys.me, me);
  return render(
    <QueryClientProvider client={client}>
      <Account />
    </QueryClientProvider>,
  );
}

describe('Account', () => {
  it('shows nothing when the page does not name sign-in', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderAccount({ mode: 'oidc', user: { id: 'a@example.org', email: 'a@example.org', name: null } });
    expect(screen.queryByText('a@example.org')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows who is signed in and signs out with a POST', async () => {
    document.documentElement.dataset.auth = 'oidc';
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderAccount({ mode: 'oidc', user: { id: 'alice@example.org', email: 'alice@example.org', name: 'Alice' } });
    expect(screen.getByText('alice@example.org')).toHaveAttribute('title', 'Alice (alice@example.org)');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
  });

  it('says so when sign-out fails, and stays', async () => {
    document.documentElement.dataset.auth = 'oidc';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    renderAccount({ mode: 'oidc', user: { id: 'alice@example.org', email: 'alice@example.org', name: null } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-out failed (HTTP 503). Try again.');
  });

  it('has no sign-out under a sign-in proxy', () => {
    document.documentElement.dataset.auth = 'proxy';
    renderAccount({ mode: 'proxy', user: { id: 'bob', email: null, name: null } });
    expect(screen.getByText('bob')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });
});
