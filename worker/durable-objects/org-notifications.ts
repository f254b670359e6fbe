import { DurableObject } from 'cloudflare:workers';

/** What the bell receives over its socket. */
export type LiveNotification = { id: string; title: string; body: string; link: string | null; createdAt: string };

/**
 * One object per organization: the open notification-bell sockets of its members. Sockets are
 * hibernatable (the object sleeps between messages and costs nothing while members just keep a page
 * open); each socket is tagged with its user id, so a push reaches exactly the recipients' tabs.
 * The notifications themselves live in D1; this object only relays them live.
 */
export class OrgNotifications extends DurableObject {
  override async fetch(request: Request): Promise<Response> {
    const userId = new URL(request.url).searchParams.get('userId');
    if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket' || !userId)
      return new Response('Expected a WebSocket upgrade', { status: 426 });
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1], [userId]);
    // Keep-alive pings are answered without waking the object.
    this.ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  /** Sends a notification to every open socket of the given users; answers how many sockets got it. */
  async push(userIds: string[], notification: LiveNotification): Promise<number> {
    const message = JSON.stringify({ type: 'notification', notification });
    let sent = 0;
    for (const userId of new Set(userIds)) {
      for (const ws of this.ctx.getWebSockets(userId)) {
        try {
          ws.send(message);
          sent++;
        } catch {
          /* a socket closing right now; its tab polls on reconnect */
        }
      }
    }
    return sent;
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    if (message === 'ping') ws.send('pong');
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, 'closed');
    } catch {
      /* already closed */
    }
  }
}
