// Comlink speaks the browser's postMessage/addEventListener; Node's
// worker_threads speak postMessage/on("message"). This adapts one to the other.

import type { Endpoint } from "comlink";

interface NodePort {
  postMessage(message: unknown, transfer?: readonly unknown[]): void;
  on(event: "message", listener: (data: unknown) => void): unknown;
  off(event: "message", listener: (data: unknown) => void): unknown;
}

export function nodeEndpoint(port: NodePort): Endpoint {
  const listeners = new Map<unknown, (data: unknown) => void>();
  return {
    postMessage: (message: unknown, transfer?: Transferable[]) => port.postMessage(message, transfer as readonly unknown[]),
    addEventListener: (_type: string, handler: EventListenerOrEventListenerObject) => {
      const l = (data: unknown) => {
        const event = { data } as MessageEvent;
        if (typeof handler === "function") handler(event);
        else handler.handleEvent(event);
      };
      listeners.set(handler, l);
      port.on("message", l);
    },
    removeEventListener: (_type: string, handler: EventListenerOrEventListenerObject) => {
      const l = listeners.get(handler);
      if (!l) return;
      port.off("message", l);
      listeners.delete(handler);
    },
  };
}
