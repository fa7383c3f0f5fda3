// `npm start`: serves the built dashboard (dist-web/) on 127.0.0.1 and prints its address.
import { preview } from "vite";

const port = Number(process.env.PORT ?? 4173);
const server = await preview({ preview: { host: "127.0.0.1", port, strictPort: false }, logLevel: "warn" });
const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`;
process.stdout.write(`Solitaire Lab dashboard: ${url}\n(press Ctrl+C to stop)\n`);
