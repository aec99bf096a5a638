import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONG_PRESS_MS, type LongPressOptions, useLongPress } from './use-long-press';

function Pressable({
  onLongPress,
  onClick,
  options,
}: {
  onLongPress: () => void;
  onClick?: () => void;
  options?: LongPressOptions;
}) {
  const handlers = useLongPress(onLongPress, options);
  return (
    <button type="button" onClick={onClick} {...handlers}>
      Item
    </button>
  );
}

const touch = { pointerType: 'touch', button: 0, clientX: 20, clientY: 20 };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useLongPress', () => {
  it('fires after 700 ms of pressing, not at 600 ms', () => {
    const onLongPress = vi.fn();
    render(<Pressable onLongPress={onLongPress} />);
    const item = screen.getByRole('button', { name: 'Item' });

    expect(LONG_PRESS_MS).toBe(700);
    fireEvent.pointerDown(item, touch);
    vi.advanceTimersByTime(600);
    expect(onLongPress).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(onLongPress).toHaveBeenCalledTimes(1);
  });

  it('does not fire when the pointer is lifted, leaves or moves away first', () => {
    const onLongPress = vi.fn();
    render(<Pressable onLongPress={onLongPress} />);
    const item = screen.getByRole('button', { name: 'Item' });

    fireEvent.pointerDown(item, touch);
    vi.advanceTimersByTime(600);
    fireEvent.pointerUp(item, touch);
    vi.advanceTimersByTime(200);

    fireEvent.pointerDown(item, touch);
    fireEvent.pointerLeave(item, touch);
    vi.advanceTimersByTime(700);

    // A finger sliding down the list is a scroll, not a press.
    fireEvent.pointerDown(item, touch);
    fireEvent.pointerMove(item, { ...touch, clientY: 60 });
    vi.advanceTimersByTime(700);
    expect(onLongPress).not.toHaveBeenCalled();

    // A small wobble is still a press.
    fireEvent.pointerDown(item, touch);
    fireEvent.pointerMove(item, { ...touch, clientX: 23 });
    vi.advanceTimersByTime(700);
    expect(onLongPress).toHaveBeenCalledTimes(1);
  });

  it('swallows the click that follows a long press, but not a plain tap', () => {
    const onClick = vi.fn();
    render(<Pressable onLongPress={() => {}} onClick={onClick} />);
    const item = screen.getByRole('button', { name: 'Item' });

    fireEvent.pointerDown(item, touch);
    vi.advanceTimersByTime(700);
    fireEvent.pointerUp(item, touch);
    fireEvent.click(item);
    expect(onClick).not.toHaveBeenCalled();

    fireEvent.pointerDown(item, touch);
    vi.advanceTimersByTime(100);
    fireEvent.pointerUp(item, touch);
    fireEvent.click(item);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores pointer kinds it was not asked to handle', () => {
    const onLongPress = vi.fn();
    render(<Pressable onLongPress={onLongPress} options={{ pointerTypes: ['touch'] }} />);
    const item = screen.getByRole('button', { name: 'Item' });

    fireEvent.pointerDown(item, { ...touch, pointerType: 'mouse' });
    vi.advanceTimersByTime(700);
    expect(onLongPress).not.toHaveBeenCalled();

    fireEvent.pointerDown(item, touch);
    vi.advanceTimersByTime(700);
    expect(onLongPress).toHaveBeenCalledTimes(1);
  });
});
