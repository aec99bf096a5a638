import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NumberStep } from './number-step';

describe('NumberStep', () => {
  it('says no number is available for the country and offers only Back', async () => {
    const onBack = vi.fn();
    const onConfirm = vi.fn();
    render(
      <NumberStep
        countryName="Canada"
        numbers={[]}
        selected={undefined}
        onSelect={() => {}}
        onConfirm={onConfirm}
        onBack={onBack}
      />,
    );

    expect(screen.getByText('No numbers available for Canada at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm Number' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
