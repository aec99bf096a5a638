import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Asserts that an add button is off because of the plan: disabled, with a tooltip on hover that
 * gives the reason and links to Billing & Usage.
 */
export async function expectPlanLimitTooltip(user: UserEvent, button: HTMLElement, reason: string) {
  expect(button).toBeDisabled();
  await user.hover(button.parentElement as HTMLElement);
  expect(await screen.findByRole('tooltip')).toHaveTextContent(reason);
  const tooltip = document.querySelector<HTMLElement>('[data-slot="tooltip-content"]');
  expect(within(tooltip as HTMLElement).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
    'href',
    '/dashboard/billing',
  );
}
