/**
 * Runs `work` and answers no sooner than `floorMs` after the start, whether it succeeded or threw:
 * an answer whose work depends on whether an account exists then takes the same time either way.
 * The floor must be above the slowest path's usual time (see `AppConfig.accounts.answerFloorMs`).
 */
export async function withAnswerFloor<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const settle = async () => {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  };
  try {
    const result = await work();
    await settle();
    return result;
  } catch (error) {
    await settle();
    throw error;
  }
}
