import type { QueryClient } from '@tanstack/react-query';

/** After a change to a tool: its page, the member's integrations list and the admins' overview refetch. */
export function invalidateTools(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['conferencing'] }),
    client.invalidateQueries({ queryKey: ['profile', 'integrations'] }),
  ]);
}
