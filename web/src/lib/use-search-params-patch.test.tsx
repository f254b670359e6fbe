import { act, renderHook } from '@testing-library/react';
import * as React from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { patchSearchParams, useSearchParamsPatch } from './use-search-params-patch';

describe('patchSearchParams', () => {
  it('sets the given keys, removes empty ones and keeps the rest', () => {
    const next = patchSearchParams(new URLSearchParams('a=1&b=2&c=3'), { a: 'x', b: null, c: '', d: '4', e: undefined });
    expect(next.toString()).toBe('a=x&d=4');
  });

  it('leaves the original untouched', () => {
    const prev = new URLSearchParams('a=1');
    patchSearchParams(prev, { a: null });
    expect(prev.toString()).toBe('a=1');
  });
});

describe('useSearchParamsPatch', () => {
  it('patches the URL in place of the current history entry', () => {
    const wrapper = ({ children }: { children: React.ReactNode }) => (
      <MemoryRouter initialEntries={['/x?q=a&page=2']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(() => ({ hook: useSearchParamsPatch(), location: useLocation() }), { wrapper });
    act(() => result.current.hook[1]({ q: 'b', page: null }));
    expect(result.current.location.search).toBe('?q=b');
    expect(result.current.hook[0].get('q')).toBe('b');
    act(() => result.current.hook[1]({ a: '1' }));
    expect(result.current.location.search).toBe('?q=b&a=1');
  });
});
