import { createServer, type Alias, type Plugin } from 'vite';

/**
 * The sign-in form drawn by index.html itself: the page's markup, rendered with React at build time, sits in a
 * <template>, and an inline script puts it on screen on /login as soon as the HTML and the stylesheet are in,
 * rather than after the app's scripts have downloaded and run (issue 32: `spa.login-usable`). What the visitor
 * types, focuses or submits there carries over to the real page (useFirstPaintHandover). Both come from
 * `moduleId`, loaded through Vite's SSR loader with the app's aliases, so they are the app's own code.
 */
export function firstPaintLogin(moduleId: string): Plugin {
  let root = '';
  let alias: Alias[] = [];
  return {
    name: 'routewise-first-paint-login',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      alias = config.resolve.alias;
    },
    transformIndexHtml: {
      order: 'post',
      async handler() {
        const server = await createServer({
          configFile: false,
          root,
          resolve: { alias },
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const mod = await server.ssrLoadModule(moduleId);
          const args = [mod.FIRST_PAINT_KEY, mod.FIRST_PAINT_TEMPLATE_ID].map((a) => JSON.stringify(a)).join(',');
          return [
            { tag: 'template', attrs: { id: mod.FIRST_PAINT_TEMPLATE_ID }, children: mod.firstPaintLoginMarkup(), injectTo: 'body' },
            { tag: 'script', children: `(${mod.firstPaintLoginScript.toString()})(${args})`, injectTo: 'body' },
          ];
        } finally {
          await server.close();
        }
      },
    },
  };
}
