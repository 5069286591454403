type Scheduler = { yield?: () => Promise<void> }

/**
 * Resolves in a later task, so that what waits for it runs after the browser has had its turn (input,
 * rendering). `scheduler.yield()` where the browser has it (it keeps the work's place ahead of other
 * tasks), else a message sent to itself, which is not clamped as a timer is.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  if (typeof scheduler?.yield === "function") return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}
