// The engine in the browser: Vite serves build/engine.wasm as an asset; the
// page compiles it once and hands the compiled module to every worker.
import wasmUrl from "../../build/engine.wasm?url";

let compiled: Promise<WebAssembly.Module> | undefined;

export function engineModule(): Promise<WebAssembly.Module> {
  compiled ??= WebAssembly.compileStreaming(fetch(wasmUrl));
  return compiled;
}
