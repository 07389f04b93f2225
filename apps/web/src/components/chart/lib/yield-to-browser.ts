/**
 * Resolves in a task of its own: the browser handles input, ticks and paints in between. A
 * MessageChannel message, not setTimeout (clamped to 4 ms once nested) nor a microtask (same task).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Resolves in the first task after the next frame is drawn: what was handed to the chart before it is painted in that frame. */
export function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => void nextTask().then(resolve)));
}
