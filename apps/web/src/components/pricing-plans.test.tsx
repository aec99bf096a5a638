import { plans } from '@frontdesk/contracts/plans';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PricingPlans } from './pricing-plans';

describe('PricingPlans', () => {
  it('shows the plans of the spec, each button linking to sign-up', () => {
    render(
      <MemoryRouter>
        <PricingPlans />
      </MemoryRouter>,
    );
    const starter = screen.getByRole('article', { name: 'Starter' });
    const professional = screen.getByRole('article', { name: 'Professional' });
    const enterprise = screen.getByRole('article', { name: 'Enterprise' });
    expect(within(starter).getByText('$29')).toBeInTheDocument();
    expect(within(professional).getByText('$99')).toBeInTheDocument();
    expect(within(enterprise).getByText('$499')).toBeInTheDocument();
    expect(within(professional).getByText('Most Popular')).toBeInTheDocument();
    expect(within(enterprise).getByText('Premium')).toBeInTheDocument();
    // The trial flag: Starter and Professional only.
    expect(within(starter).getByText('14-day free trial')).toBeInTheDocument();
    expect(within(professional).getByText('14-day free trial')).toBeInTheDocument();
    expect(within(enterprise).queryByText('14-day free trial')).toBeNull();
    expect(within(professional).getByText('10k tools invocation')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link')) {
      expect(link).toHaveAttribute('href', '/sign-up');
    }
    expect(
      screen.getByRole('heading', { name: 'Simple, transparent pricing' }),
    ).toBeInTheDocument();
  });

  it('in dialog mode hides the header and footer text and calls back instead of linking', async () => {
    const onStartTrial = vi.fn();
    const onSelectEnterprise = vi.fn();
    render(
      <PricingPlans
        variant="dialog"
        onStartTrial={onStartTrial}
        onSelectEnterprise={onSelectEnterprise}
      />,
    );
    expect(screen.queryByRole('heading', { name: 'Simple, transparent pricing' })).toBeNull();
    expect(screen.queryByText(/Prices in US dollars/)).toBeNull();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getAllByRole('list')[0]).toHaveClass('md:grid-cols-3');

    // Each button says which plan it is for; the visible text stays the same.
    const professional = screen.getByRole('button', {
      name: 'Start Free Trial with the Professional plan',
    });
    expect(professional).toHaveTextContent(/^Start Free Trial$/);
    expect(
      screen.getByRole('button', { name: 'Start Free Trial with the Starter plan' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Get Started with the Enterprise plan' }),
    ).toHaveTextContent(/^Get Started$/);

    const user = userEvent.setup();
    const buttons = screen.getAllByRole('button');
    await user.click(buttons[0]!);
    await user.click(buttons[1]!);
    await user.click(buttons[2]!);
    expect(onStartTrial.mock.calls.map(([plan]) => plan.id)).toEqual(['starter', 'professional']);
    expect(onSelectEnterprise).toHaveBeenCalledOnce();
    expect(onSelectEnterprise).toHaveBeenCalledWith(plans[2]);
  });
});
