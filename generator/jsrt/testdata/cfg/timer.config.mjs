// Waits for timers longer than the loader's CPU time limit in the test: waiting is not work.
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export default async function createConfig() {
  await pause(250);
  const cleared = setTimeout(() => { throw new Error('a cleared timer ran'); }, 10);
  clearTimeout(cleared);
  await pause(150);
  return { title: 'After a pause' };
}
