// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { parseItems } from '../../contract/schemas/common';
import { z } from '../../contract/schemas/zod';
import { UnreadableItems } from './UnreadableItems';

afterEach(cleanup);

const item = z.object({ hash: z.string().check(z.regex(/^0x/, 'not a hash')), value: z.string() });

describe('<UnreadableItems>', () => {
  it('draws one row per bad item with the field, the expectation and the raw JSON behind a toggle', async () => {
    const { unreadable } = parseItems(item, [
      { hash: '0x1', value: '1' },
      { hash: 'nope', value: '2' },
      { hash: '0x3', value: 3 },
    ]);
    render(<UnreadableItems items={unreadable} noun="transaction" />);
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Unreadable transaction (item 2 of the answer): hash — not a hash');
    expect(rows[1]).toHaveTextContent(
      /item 3 of the answer\): value — Invalid input: expected string, received number/,
    );
    const toggle = screen.getAllByText('Raw JSON')[0]!;
    const details = toggle.closest('details')!;
    expect(details.open).toBe(false);
    await userEvent.click(toggle);
    expect(details.open).toBe(true);
    expect(details).toHaveTextContent('"hash": "nope"');
  });

  it('draws nothing when every item was read', () => {
    const { container } = render(<UnreadableItems items={[]} noun="log" />);
    expect(container).toBeEmptyDOMElement();
  });
});
