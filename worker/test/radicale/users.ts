/** The logins of the test Radicale server (htpasswd, plain): one per test file that needs its own calendars. */
export const RADICALE_USERS = ['mia', 'noah', 'olga', 'paul', 'quinn', 'rosa'] as const;
export const RADICALE_PASSWORD = 'app-pass-radicale';
/** How the worker reaches the test server: this host is routed to Radicale by the outbound service. */
export const RADICALE_HOST = 'radicale.test';
