import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'

// ra-data-feathers' CommonJS build requires react-admin a second time; its ES sources do not
export const consoleAliases = {
  'ra-data-feathers': fileURLToPath(new URL('./node_modules/ra-data-feathers/src/index.js', import.meta.url)),
}

export default defineConfig({
  // brotli and gzip copies beside each file from 1 kB, sent by the server as the browser accepts
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  resolve: { alias: consoleAliases },
  server: {
    port: 5173,
    // the live updates' socket (under /api) is a WebSocket the proxy passes on too
    proxy: { '/api': { target: `http://localhost:${process.env.PORT ?? 3030}`, ws: true } },
  },
  // no source maps: they would publish the console's sources
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 2000 },
})
