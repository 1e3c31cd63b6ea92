// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { coinTypeHash } from '../../../../contract/lib/coinType';
import { CoinForm } from './CoinForm';

afterEach(cleanup);

function setup(hashes?: string) {
  const onSubmit = vi.fn();
  render(<CoinForm search={hashes ? { hashes } : {}} onSubmit={onSubmit} />);
  const box = screen.getByRole('textbox', { name: 'Coin types or coin type hashes' });
  const submit = (text: string) => {
    fireEvent.change(box, { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
  };
  return { onSubmit, box, submit };
}

describe('CoinForm', () => {
  it('shows the list from the URL, one entry per line', () => {
    const { box } = setup('0x1::aptos_coin::AptosCoin,0x1::p::LP<0x1::a::A, 0x2::b::B>');
    expect(box).toHaveValue('0x1::aptos_coin::AptosCoin\n0x1::p::LP<0x1::a::A, 0x2::b::B>');
  });

  it('submits a checked list: duplicates removed, types in the chain spelling', () => {
    const { onSubmit, submit } = setup();
    const hash = coinTypeHash('0x1::aptos_coin::AptosCoin');
    submit(`0x0001::aptos_coin::AptosCoin\n${hash}\n0x1::aptos_coin::AptosCoin`);
    expect(onSubmit).toHaveBeenCalledWith({ hashes: '0x1::aptos_coin::AptosCoin' });
    expect(screen.getByRole('status')).toHaveTextContent('2 duplicates removed.');
  });

  it('refuses malformed entries and more than 100 coins without submitting', () => {
    const { onSubmit, submit } = setup();
    submit('0x1::aptos_coin, nope');
    expect(screen.getByRole('alert')).toHaveTextContent('2 entries are not valid');
    submit(Array.from({ length: 101 }, (_, i) => coinTypeHash(`c${i}`)).join('\n'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'At most 100 coins can be looked up at once (4 calls of 25); this list has 101. Over the limit:',
    );
    submit('  ');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter at least one');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits 26 coins and says they take 2 calls', () => {
    const { onSubmit, submit } = setup();
    const hashes = Array.from({ length: 26 }, (_, i) => coinTypeHash(`c${i}`));
    submit(hashes.join('\n'));
    expect(onSubmit).toHaveBeenCalledWith({ hashes: hashes.join(',') });
    expect(screen.getByText(/26 \/ 100 · 2 calls/)).toBeInTheDocument();
  });
});
