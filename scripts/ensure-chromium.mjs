// Makes sure Debian's Chromium is installed; installs it with apt-get when we are root,
// otherwise explains what to install. Test tools here may not download browsers themselves.
import { execSync } from 'node:child_process';
import { chromiumPath, hasChromium } from './chromium.mjs';

if (hasChromium()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = (() => {
  try {
    execSync('command -v apt-get', { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
})();

if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH is set to ${chromiumPath}, but no file is there.`);
  process.exit(1);
}
if (!isRoot || !hasApt) {
  console.error(
    [
      `Chromium is missing (looked for ${chromiumPath}).`,
      'The browser tests use the system Chromium, not a downloaded one. Install it with:',
      '  sudo apt-get update && sudo apt-get install -y chromium',
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    ].join('\n'),
  );
  process.exit(1);
}
console.log("Chromium is missing: installing Debian's chromium package (about 30 s)...");
try {
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
    shell: '/bin/sh',
  });
} catch {
  console.error('apt-get could not install chromium. Install it by hand: apt-get install -y chromium');
  process.exit(1);
}
if (!hasChromium()) {
  console.error(`chromium was installed but ${chromiumPath} is still missing; set CHROMIUM_PATH.`);
  process.exit(1);
}
console.log(`Chromium installed at ${chromiumPath}.`);
