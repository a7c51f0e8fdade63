// How the e2e suite and the benches start Debian's Chromium: the binary (CHROMIUM_PATH or
// /usr/bin/chromium) and the flags that keep a headless run quiet and free of background traffic.

export const chromiumOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
