// Prints the Chromium the tests will use, installing Debian's package when possible.
import { ensureChromium } from './lib.mjs';
console.log(`Chromium: ${ensureChromium()}`);
