/**
 * Resolves in a new task of the main thread: work done after it is not part of the current task,
 * and the browser may paint and answer input in between (a long task blocks both: Lighthouse TBT).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
