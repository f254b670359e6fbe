import { expect, type Page } from '@playwright/test';
import { callApi } from './booking';

/** The seeded "Website demo requests" router's id (the signed-in page's account). */
export async function demoRouterId(page: Page) {
  const routers = await callApi<{ data: { id: string }[] }>(page, 'GET', '/api/routers?search=Website%20demo%20requests');
  return routers.body.data[0].id;
}

/** Submits `answers` to a router through its public API, as the widget does from the demo site; returns the routing session's id. */
export async function submitToRouter(page: Page, routerId: string, answers: Record<string, string>) {
  const submitted = await page.request.post(`/api/public/routers/${routerId}/submissions`, {
    data: { answers, pageUrl: 'http://127.0.0.1:8790/', utm: {} },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  return (await submitted.json()).data.sessionId as string;
}

/** Books a routing session's first free slot in the next two weeks through the public API; returns the meeting's id and the slot's start. */
export async function bookFirstSessionSlot(page: Page, sessionId: string, v: { idempotencyKey: string; timezone?: string }) {
  const timezone = v.timezone ?? 'UTC';
  const from = new Date().toISOString();
  const to = new Date(Date.now() + 14 * 86_400_000).toISOString();
  const slots = (
    await (await page.request.get(`/api/public/routing-sessions/${sessionId}/slots?from=${from}&to=${to}&timezone=${timezone}`)).json()
  ).slots as { start: string }[];
  expect(slots.length).toBeGreaterThan(0);
  const booked = await page.request.post(`/api/public/routing-sessions/${sessionId}/bookings`, {
    data: { start: slots[0].start, timezone },
    headers: { 'Idempotency-Key': v.idempotencyKey },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return { meetingId: (await booked.json()).data.id as string, start: slots[0].start };
}
