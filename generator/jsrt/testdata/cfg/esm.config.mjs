import shared from './shared.json';
import { greet } from './lib/helper';

export default async function createConfig() {
  const title = await Promise.resolve(greet(shared.name));
  return { title, env: process.env.GOSAURUS_TEST_VALUE, here: __dirname.endsWith('cfg') };
}
