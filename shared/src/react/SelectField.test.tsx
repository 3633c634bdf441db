// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SelectField } from './SelectField';

afterEach(cleanup);

describe('SelectField', () => {
  it('is a labelled select that reports the chosen option’s value', () => {
    const onChange = vi.fn<(value: 'a' | 'b') => void>();
    render(
      <SelectField
        id="field"
        label="Letter"
        value="a"
        options={[
          { value: 'a', label: 'First' },
          { value: 'b', label: 'Second' },
        ]}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Letter' });
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'First',
      'Second',
    ]);
    fireEvent.change(select, { target: { value: 'b' } });
    expect(onChange).toHaveBeenCalledWith('b');
  });
});
