// WebKit (Safari's engine family) for the smoke check and the screenshots:
// WebKitGTK's MiniBrowser driven by WebKitWebDriver (Debian's and Ubuntu's
// webkit2gtk-driver) as a plain W3C WebDriver session, on a virtual display of
// its own (Xvfb). Playwright cannot drive a stock WebKitGTK, so this is
// selenium-webdriver's client speaking to the system's driver.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { Builder } from 'selenium-webdriver';

const DRIVERS = ['/usr/bin/WebKitWebDriver', '/usr/local/bin/WebKitWebDriver'];
const MINIBROWSERS = ['webkit2gtk-4.1', 'webkitgtk-6.0', 'webkit2gtk-4.0'].flatMap((api) => [
  `/usr/lib/x86_64-linux-gnu/${api}/MiniBrowser`,
  `/usr/lib/aarch64-linux-gnu/${api}/MiniBrowser`,
  `/usr/libexec/${api}/MiniBrowser`,
]);
const XVFB = ['/usr/bin/Xvfb'];

/** Large enough for the desktop viewport plus MiniBrowser's toolbar. */
const SCREEN = '1920x1200x24';

/**
 * The programs a WebKit session needs, or why it cannot start
 * (WEBKIT_DRIVER_PATH and MINIBROWSER_PATH override the system paths).
 * @returns {{ driver: string, browser: string, xvfb: string } | { missing: string }}
 */
export function findWebKit() {
  const driver = process.env.WEBKIT_DRIVER_PATH ?? DRIVERS.find((p) => existsSync(p));
  const browser = process.env.MINIBROWSER_PATH ?? MINIBROWSERS.find((p) => existsSync(p));
  const xvfb = XVFB.find((p) => existsSync(p));
  if (!driver || !browser || !xvfb) {
    return {
      missing:
        'No WebKitGTK found: `apt-get install webkit2gtk-driver xvfb` (WebKitWebDriver, MiniBrowser and a virtual display), or set WEBKIT_DRIVER_PATH and MINIBROWSER_PATH.',
    };
  }
  return { driver, browser, xvfb };
}

/** A TCP port the system has just handed out as free. */
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

/**
 * Starts Xvfb on a display it picks itself (-displayfd prints the number on
 * fd 3), so runs side by side never ask for the same one.
 * @param {string} xvfb
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, display: string }>}
 */
function startXvfb(xvfb) {
  const child = spawn(xvfb, ['-displayfd', '3', '-screen', '0', SCREEN, '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  let errors = '';
  child.stdio[2]?.on('data', (chunk) => (errors += String(chunk)));
  return new Promise((resolve, reject) => {
    const fail = (/** @type {string} */ why) => {
      clearTimeout(timer);
      child.kill();
      reject(new Error(`Xvfb ${why}:\n${errors}`));
    };
    const timer = setTimeout(() => fail('gave no display within 10 s'), 10_000);
    child.once('exit', (code) => fail(`exited with ${code}`));
    child.stdio[3]?.on('data', (chunk) => {
      printed += String(chunk);
      const number = /^(\d+)\n/.exec(printed)?.[1];
      if (number === undefined) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ child, display: `:${number}` });
    });
  });
}

/** Resolves once `url` answers 2xx, or rejects after `timeout` ms. */
async function untilAnswers(/** @type {string} */ url, /** @type {number} */ timeout) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeout} ms`);
}

/** @param {import('node:child_process').ChildProcess} child */
async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/**
 * A WebDriver session in MiniBrowser with its own Xvfb display and
 * WebKitWebDriver (on WEBKIT_DRIVER_PORT, or a port the system picks).
 * `close()` ends the session and stops both processes.
 * @returns {Promise<{ driver: import('selenium-webdriver').WebDriver, close: () => Promise<void> }>}
 */
export async function startWebKit() {
  const found = findWebKit();
  if ('missing' in found) throw new Error(found.missing);
  /** @type {import('node:child_process').ChildProcess[]} */
  const children = [];
  const closeAll = async () => {
    for (const child of children.reverse()) await stop(child);
  };
  try {
    const xvfb = await startXvfb(found.xvfb);
    children.push(xvfb.child);

    const port = Number(process.env.WEBKIT_DRIVER_PORT) || (await freePort());
    // GTK on the virtual X display, whatever the desktop runs.
    /** @type {NodeJS.ProcessEnv} */
    const env = { ...process.env, DISPLAY: xvfb.display, GDK_BACKEND: 'x11' };
    const driverProcess = spawn(found.driver, [`--port=${port}`], { env, stdio: 'ignore' });
    children.push(driverProcess);
    await untilAnswers(`http://127.0.0.1:${port}/status`, 10_000);

    // A browser that cannot start leaves the new-session request unanswered.
    const session = new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary: found.browser,
          // Full screen hides MiniBrowser's toolbar, which would otherwise hold
          // the window at least 447 px wide: the viewport is the whole window,
          // and a phone's 390 px fits. Smooth scrolling off: a scripted scroll
          // lands at once.
          args: ['--automation', '--full-screen', '--enable-smooth-scrolling=false'],
        },
      })
      .build();
    const driver = await Promise.race([
      session,
      new Promise((_, reject) =>
        setTimeout(
          () => reject(new Error('MiniBrowser did not start within 30 s')),
          30_000,
        ).unref(),
      ),
    ]);
    return {
      driver,
      close: async () => {
        await driver.quit().catch(() => {});
        await closeAll();
      },
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

/**
 * Sizes the window so that the page's viewport (innerWidth x innerHeight) is
 * width x height, and waits until the page has laid itself out at that size.
 * @param {import('selenium-webdriver').WebDriver} driver
 * @param {{ width: number, height: number }} viewport
 */
export async function setViewport(driver, { width, height }) {
  const window = driver.manage().window();
  /** @returns {Promise<[number, number]>} */
  const inner = () =>
    driver.executeAsyncScript(
      // After a frame, so the resize has reached the page.
      'const done = arguments[arguments.length - 1]; requestAnimationFrame(() => done([innerWidth, innerHeight]));',
    );
  for (let attempt = 0; attempt < 5; attempt++) {
    const [w, h] = await inner();
    if (w === width && h === height) return;
    const rect = await window.getRect();
    await window.setRect({ width: rect.width + width - w, height: rect.height + height - h });
  }
  throw new Error(`MiniBrowser's viewport is ${String(await inner())}, not ${width}x${height}`);
}
