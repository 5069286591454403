/** Collects items and sends them in batches of `size`, `delayMs` after the last addition (debounced). */
export function createBatchQueue<T>(send: (batch: T[]) => void, { size, delayMs }: { size: number; delayMs: number }) {
  let pending: T[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  const flush = () => {
    timer = undefined
    const items = pending
    pending = []
    for (let i = 0; i < items.length; i += size) send(items.slice(i, i + size))
  }
  return {
    add(items: T[]) {
      pending.push(...items)
      if (timer) clearTimeout(timer)
      timer = setTimeout(flush, delayMs)
    },
    flush,
  }
}
