import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The player: one small page (index.html) that the server answers for every published app's
 * address (`/apps/{domainName}/{projectSlug}/…`) and for the Run tab (`/run/{projectId}/`). Its
 * files live under `/player/` so they never clash with the studio's.
 */
export default defineConfig({
  base: '/player/',
  plugins: [react()],
  // The runtime's elements import `react-native`; in the browser that is react-native-web.
  resolve: { alias: { 'react-native': 'react-native-web' } },
  server: { proxy: { '^/api/': { target: 'http://localhost:3000', changeOrigin: false } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
});
