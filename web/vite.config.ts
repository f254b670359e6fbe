import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { firstRoutePreload } from './first-route-preload';
import { firstPaintLogin } from './first-paint-login';

const root = path.resolve(__dirname);

export default defineConfig({
  root,
  plugins: [
    react(),
    tailwindcss(),
    firstRoutePreload({ '/login': '/features/auth/components/login-page.tsx' }),
    firstPaintLogin('/src/features/auth/components/first-paint-login.tsx'),
  ],
  resolve: {
    alias: {
      '@web': path.join(root, 'src'),
      '@contracts': path.resolve(root, '../worker/contracts'),
    },
  },
  build: {
    outDir: path.resolve(root, '../dist/web'),
    emptyOutDir: false,
    sourcemap: 'hidden',
    rollupOptions: { input: { app: path.join(root, 'index.html') } },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8787', '/dev': 'http://127.0.0.1:8787' } },
});
