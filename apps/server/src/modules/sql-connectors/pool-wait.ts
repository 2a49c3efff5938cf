/** The code of the error a request gets when its connector's pool stayed full for `poolWaitMs`. */
export const POOL_WAIT_TIMEOUT = 'POOL_WAIT_TIMEOUT';

/**
 * Waits for a connection of the connector's pool at most `waitMs`: past it the request fails
 * (code {@link POOL_WAIT_TIMEOUT}) and the connection, if it comes later, goes back to the pool
 * at once. Separate from the connect timeout: a busy pool is not an unreachable server.
 */
export function waitForSlot<T>(acquire: Promise<T>, waitMs: number, giveBack: (late: T) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      reject(Object.assign(new Error('no free connection in time'), { code: POOL_WAIT_TIMEOUT }));
    }, waitMs);
    acquire.then(
      (slot) => {
        if (late) giveBack(slot);
        else {
          clearTimeout(timer);
          resolve(slot);
        }
      },
      (error: unknown) => {
        if (late) return;
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
