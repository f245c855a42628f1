// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useKeepPageInRange, usePageOffset } from './use-page-offset.ts';

describe('usePageOffset', () => {
  it('keeps the page chosen until the filter changes, then starts from the first page', () => {
    const { result, rerender } = renderHook(({ key }) => usePageOffset(key), {
      initialProps: { key: 'aloe' },
    });
    expect(result.current[0]).toBe(0);
    act(() => result.current[1](25));
    expect(result.current[0]).toBe(25);
    rerender({ key: 'aloe' });
    expect(result.current[0]).toBe(25);
    rerender({ key: 'shea' });
    expect(result.current[0]).toBe(0);
  });
});

describe('useKeepPageInRange', () => {
  it('steps back to the last page with rows when the page shown is empty', () => {
    const offsets: number[] = [];
    const setOffset = (offset: number) => offsets.push(offset);
    // Page 3 (offset 50) of 25-row pages emptied: 50 rows remain, so the last page starts at 25.
    renderHook(() =>
      useKeepPageInRange({ data: { items: [], total: 50 }, isPlaceholderData: false }, 50, setOffset, 25),
    );
    // 51 rows: the last page (row 51) starts at 50.
    renderHook(() =>
      useKeepPageInRange({ data: { items: [], total: 51 }, isPlaceholderData: false }, 75, setOffset, 25),
    );
    // Still loading the new page, or on the first page, or rows shown: nothing to do.
    renderHook(() =>
      useKeepPageInRange({ data: { items: [], total: 50 }, isPlaceholderData: true }, 50, setOffset, 25),
    );
    renderHook(() =>
      useKeepPageInRange({ data: { items: [], total: 0 }, isPlaceholderData: false }, 0, setOffset, 25),
    );
    renderHook(() =>
      useKeepPageInRange({ data: { items: [{}], total: 26 }, isPlaceholderData: false }, 25, setOffset, 25),
    );
    expect(offsets).toEqual([25, 50]);
  });
});
