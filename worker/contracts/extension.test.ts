import { describe, expect, it } from 'vitest';
import { isExtensionCall } from './extension';

describe('isExtensionCall', () => {
  it('opens the calls the extension makes, by method and exact path', () => {
    expect(isExtensionCall('GET', '/api/meetings')).toBe(true);
    expect(isExtensionCall('GET', '/api/meetings/m1')).toBe(true);
    expect(isExtensionCall('POST', '/api/relay-sessions')).toBe(true);
    expect(isExtensionCall('POST', '/api/relay-sessions/s1/hold')).toBe(true);
    expect(isExtensionCall('GET', '/api/relay-sessions/s1/slots')).toBe(true);
    expect(isExtensionCall('GET', '/api/profile/')).toBe(true);
  });

  it('refuses everything else: other methods, deeper paths, other endpoints', () => {
    expect(isExtensionCall('POST', '/api/meetings')).toBe(false);
    expect(isExtensionCall('POST', '/api/meetings/m1/cancel')).toBe(false);
    expect(isExtensionCall('GET', '/api/profile/tokens')).toBe(false);
    expect(isExtensionCall('DELETE', '/api/relay-sessions/s1')).toBe(false);
    expect(isExtensionCall('GET', '/api/relay-sessions/s1/slots/x')).toBe(false);
    expect(isExtensionCall('GET', '/api/audit-log')).toBe(false);
    expect(isExtensionCall('GET', '/api/meetingsX')).toBe(false);
  });
});
