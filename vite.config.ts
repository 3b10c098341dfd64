import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// ra-data-feathers' CommonJS build requires react-admin a second time; its ES sources do not
export const consoleAliases = {
  'ra-data-feathers': fileURLToPath(new URL('./node_modules/ra-data-feathers/src/index.js', import.meta.url)),
}

export default defineConfig({
  plugins: [react()],
  resolve: { alias: consoleAliases },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3030}` },
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 2000 },
})
