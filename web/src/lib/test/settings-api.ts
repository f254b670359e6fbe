import { beforeEach } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { fakeFetch, jsonResponse, restoreAfterEach, type FetchCall } from './fake-fetch';

/** The server's refusal of one field (422, JSON:API), with the spec's wording. */
export const fieldRefusal = (detail: string, pointer: string) =>
  jsonResponse(422, { errors: [{ status: '422', code: 'invalid', detail, source: { pointer } }] });

/** What the settings page's tests read and steer; each test starts from `initial` with no writes and no refusal. */
export type SettingsApi<D> = {
  stored: D;
  /** The bodies of the writes, refused ones too. */
  writes: any[];
  /** Refuse the next writes with the `refusal` given. */
  refuse: boolean;
};

type Options<D> = {
  initial: () => D;
  /** What a write's body makes of the stored settings. */
  store: (body: any, stored: D) => D;
  /** The write's method; PUT unless given. */
  method?: string;
  refusal?: { detail: string; pointer: string };
  /** Answers requests to other paths (undefined: a 404), e.g. the session a page reads. */
  other?: (call: FetchCall) => unknown;
};

/**
 * The API behind a settings page, for every test of the file: GET `path` answers the stored settings, and a
 * write is recorded, then stored (answering the new settings) or refused. Call it once at the top of the file.
 */
export function fakeSettingsApi<D>(path: string, { initial, store, method = 'PUT', refusal, other }: Options<D>): SettingsApi<D> {
  const api: SettingsApi<D> = { stored: initial(), writes: [], refuse: false };
  beforeEach(() => {
    Object.assign(api, { stored: initial(), writes: [], refuse: false });
    document.cookie = 'rw_csrf=test';
    fakeFetch((call) => {
      if (call.path !== path) return other?.(call);
      if (call.method === method) {
        api.writes.push(call.body);
        if (api.refuse && refusal) return fieldRefusal(refusal.detail, refusal.pointer);
        api.stored = store(call.body, api.stored);
      }
      return api.stored;
    });
  });
  restoreAfterEach();
  return api;
}

/** Clicks Save and lets the save it starts run. */
export const clickSave = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
