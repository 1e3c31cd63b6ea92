// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RangeFilters } from './RangeFilters';

afterEach(cleanup);

describe('<RangeFilters>', () => {
  it('applies URL-ready values (numbers for blocks and limit)', async () => {
    const onApply = vi.fn();
    render(<RangeFilters value={{}} onApply={onApply} onReset={() => {}} />);
    await userEvent.type(screen.getByLabelText('From block'), '100');
    await userEvent.type(screen.getByLabelText('To block'), '200');
    await userEvent.selectOptions(screen.getByLabelText('Order'), 'ASC');
    await userEvent.type(screen.getByLabelText(/Page size/), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ from_block: 100, to_block: 200, order: 'ASC', limit: 25 }, {});
  });

  it('offers each order once, and shows an explicit DESC as newest first', () => {
    render(<RangeFilters value={{ order: 'DESC' }} onApply={() => {}} onReset={() => {}} />);
    const order = screen.getByLabelText('Order');
    expect([...order.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Newest first',
      'Oldest first',
    ]);
    expect(order).toHaveValue('');
  });

  it('refuses from > to and names the field', async () => {
    const onApply = vi.fn();
    render(<RangeFilters value={{ from_block: 500 }} onApply={onApply} onReset={() => {}} />);
    await userEvent.type(screen.getByLabelText('To block'), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByText(/From block 500 is after to block 100/)).toBeInTheDocument();
    expect(screen.getByLabelText('From block')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says visibly that a block bound wins over a date bound', () => {
    render(<RangeFilters value={{ to_block: 10, to_date: '2024-05-01' }} onApply={() => {}} onReset={() => {}} />);
    expect(screen.getByRole('note')).toHaveTextContent(/Block bound wins over date bound: the to block is used/);
  });

  it('shows the URL errors at their fields, and hands back extra named controls', async () => {
    const onApply = vi.fn();
    render(
      <RangeFilters
        value={{ limit: 500 }}
        errors={[{ field: 'limit', message: 'Page size "500" must be a whole number from 1 to 100.' }]}
        onApply={onApply}
        onReset={() => {}}
      >
        <select name="format" defaultValue="hex" aria-label="Format">
          <option value="decimal">decimal</option>
          <option value="hex">hex</option>
        </select>
      </RangeFilters>,
    );
    expect(screen.getByText(/must be a whole number from 1 to 100/)).toBeInTheDocument();
    const limit = screen.getByLabelText(/Page size/);
    await userEvent.clear(limit);
    await userEvent.type(limit, '50');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ limit: 50 }, { format: 'hex' });
  });

  it('follows the URL when it changes underneath (back button, reset)', () => {
    const { rerender } = render(<RangeFilters value={{ from_block: 1 }} onApply={() => {}} onReset={() => {}} />);
    expect(screen.getByLabelText('From block')).toHaveValue('1');
    rerender(<RangeFilters value={{}} onApply={() => {}} onReset={() => {}} />);
    expect(screen.getByLabelText('From block')).toHaveValue('');
  });
});
