import { defineConfig } from "vite";

export default defineConfig({
  root: ".",
  build: { outDir: "dist-web", target: "es2022", emptyOutDir: true, chunkSizeWarningLimit: 1000 },
  worker: { format: "es" },
  server: { host: "127.0.0.1" },
  preview: { host: "127.0.0.1" },
});
