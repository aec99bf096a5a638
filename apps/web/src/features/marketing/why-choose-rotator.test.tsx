import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { advance, progressOf, selectedTab, withFakeTimers } from '@/test/tabs';
import { showcases } from './marketing-content';
import { ROTATOR_ITEM_MS, WhyChooseRotator } from './why-choose-rotator';

describe('WhyChooseRotator', () => {
  withFakeTimers();

  it('keeps each item active for 6000 ms, in 100 ms steps', () => {
    expect(ROTATOR_ITEM_MS).toBe(6000);
    render(<WhyChooseRotator />);
    const [first, second] = showcases;
    expect(selectedTab()).toHaveTextContent(first!.title);
    advance(100);
    expect(progressOf(selectedTab())).toBe(2); // 100 of 6000 ms, rounded
    advance(2900);
    expect(progressOf(selectedTab())).toBe(50);
    advance(2900);
    expect(selectedTab()).toHaveTextContent(first!.title);
    advance(100);
    expect(selectedTab()).toHaveTextContent(second!.title);
    expect(progressOf(selectedTab())).toBe(0);
  });

  it('shows only the active item: image, title and description', () => {
    render(<WhyChooseRotator />);
    advance(ROTATOR_ITEM_MS);
    const panel = screen.getByRole('tabpanel');
    const active = showcases[1]!;
    expect(within(panel).getByRole('img')).toHaveAttribute('src', active.image);
    // Every text stays in the page to hold the panel's height; only the active one is exposed.
    expect(within(panel).getByText(active.description).closest('[aria-hidden]')).toBeNull();
    expect(
      within(panel).getByText(showcases[0]!.description).closest('[aria-hidden]'),
    ).toHaveAttribute('aria-hidden', 'true');
  });

  it('selects a clicked item and starts its progress again from 0', () => {
    render(<WhyChooseRotator />);
    const last = showcases[showcases.length - 1]!;
    advance(3000);
    fireEvent.click(screen.getByRole('tab', { name: last.title }));
    expect(selectedTab()).toHaveTextContent(last.title);
    expect(progressOf(selectedTab())).toBe(0);
    advance(3000);
    expect(progressOf(selectedTab())).toBe(50);
    advance(3000);
    expect(selectedTab()).toHaveTextContent(showcases[0]!.title);
  });

  it('clicking the active item also resets its progress', () => {
    render(<WhyChooseRotator />);
    advance(4000);
    fireEvent.click(selectedTab());
    expect(progressOf(selectedTab())).toBe(0);
    advance(5900);
    expect(selectedTab()).toHaveTextContent(showcases[0]!.title);
  });
});
