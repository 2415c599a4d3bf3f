import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `public/amplify-config.json` is not committed: the twin or the cloud deploy writes it beside the build.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
});
