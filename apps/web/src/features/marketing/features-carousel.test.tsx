import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { advance, progressOf, selectedTab, withFakeTimers } from '@/test/tabs';
import { FeaturesCarousel } from './features-carousel';

const titles = [
  'AI Conversations',
  'Fast Integration',
  'Tools Integration',
  'Actionable Analytics',
  'Advanced Analytics',
];

describe('FeaturesCarousel', () => {
  withFakeTimers();

  it('has the five slides of the spec, the first one active', () => {
    render(<FeaturesCarousel />);
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-label'))).toEqual(titles);
    expect(selectedTab()).toHaveAccessibleName('AI Conversations');
    expect(progressOf(selectedTab())).toBe(0);
  });

  it('fills the progress in 100 ms ticks and moves on after 5000 ms', () => {
    render(<FeaturesCarousel />);
    advance(99);
    expect(progressOf(selectedTab())).toBe(0);
    advance(1);
    expect(progressOf(selectedTab())).toBe(2);
    advance(4800);
    expect(selectedTab()).toHaveAccessibleName('AI Conversations');
    expect(progressOf(selectedTab())).toBe(98);
    advance(100);
    expect(selectedTab()).toHaveAccessibleName('Fast Integration');
    expect(progressOf(selectedTab())).toBe(0);
  });

  it('cycles back to the first slide after the fifth', () => {
    render(<FeaturesCarousel />);
    advance(4 * 5000);
    expect(selectedTab()).toHaveAccessibleName('Advanced Analytics');
    advance(5000);
    expect(selectedTab()).toHaveAccessibleName('AI Conversations');
  });

  it('jumps to a clicked slide with its progress back at 0', () => {
    render(<FeaturesCarousel />);
    advance(2500);
    fireEvent.click(screen.getByRole('tab', { name: 'Actionable Analytics' }));
    expect(selectedTab()).toHaveAccessibleName('Actionable Analytics');
    expect(progressOf(selectedTab())).toBe(0);
    advance(4900);
    expect(selectedTab()).toHaveAccessibleName('Actionable Analytics');
    advance(100);
    expect(selectedTab()).toHaveAccessibleName('Advanced Analytics');
  });

  it('shows the active slide and hides the others from assistive technology', () => {
    render(<FeaturesCarousel />);
    advance(5000);
    const slide = screen.getByRole('tabpanel');
    expect(within(slide).getByRole('heading', { name: 'Fast Integration' })).toBeVisible();
    expect(within(slide).queryByRole('heading', { name: 'AI Conversations' })).toBeNull();
    expect(within(slide).getByRole('img')).toHaveAttribute('src', '/images/fast-integration.svg');
  });

  it('stops with the pause button and goes on with play', () => {
    render(<FeaturesCarousel />);
    advance(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    advance(20_000);
    expect(selectedTab()).toHaveAccessibleName('AI Conversations');
    expect(progressOf(selectedTab())).toBe(20);
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    advance(4000);
    expect(selectedTab()).toHaveAccessibleName('Fast Integration');
  });

  it('moves with previous, next and the arrow keys', () => {
    render(<FeaturesCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(selectedTab()).toHaveAccessibleName('Advanced Analytics');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(selectedTab()).toHaveAccessibleName('AI Conversations');
    fireEvent.keyDown(selectedTab(), { key: 'ArrowRight' });
    expect(selectedTab()).toHaveAccessibleName('Fast Integration');
    expect(selectedTab()).toHaveFocus();
  });
});
