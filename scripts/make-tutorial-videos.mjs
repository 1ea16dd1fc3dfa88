// Makes the six tutorial videos of /getting-started from the real app with its demo data:
// `packages/web/public/tutorials/<slug>.webm` (VP9), English captions `<slug>.en.vtt` and a poster
// `<slug>.jpg`. It starts the built app on a free port with a throw-away data folder (as the
// end-to-end tests do), drives Chromium through playwright-core logged in as coach@demo.test,
// takes a screenshot of each step (the control in play ringed) and puts them together with ffmpeg;
// each step's caption is a cue of the .vtt, shown while its picture is. The steps and captions
// are in scripts/tutorial-video-steps.mjs.
//
// Only to regenerate the videos, never at run time or in tests, it needs:
//   - a build: `npm run build`;
//   - Chromium at /usr/bin/chromium (or CHROMIUM_PATH);
//   - ffmpeg with libvpx-vp9: `apt-get install -y ffmpeg` on Debian.
//
// Usage: node scripts/make-tutorial-videos.mjs [slug ...]   (no slug: all six)
//        KEEP_SHOTS=1 keeps the screenshots (their folder is printed).
/* global document, window, location, NodeFilter -- the page.evaluate callbacks run in the page */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { root } from './build-if-stale.mjs';
import { TUTORIALS } from './tutorial-video-steps.mjs';

const OUT = path.join(root, 'packages/web/public/tutorials');
const VIEWPORT = { width: 1280, height: 720 };
const COACH = 'coach@demo.test';
const PASSWORD = 'tandem-demo';
const BRAND = '#2b6777';
const PUBLIC_ADDRESS = 'https://brightpath.example.com';
/** Reading time: a caption stays up a second plus 0.3 s a word, within these bounds. */
const MIN_SHOT_S = 3;
const MAX_SHOT_S = 6.5;
const TITLE_SHOT_S = 2.5;

function need(command, hint) {
  const found = spawnSync(command, ['-version'], { stdio: 'ignore' });
  if (found.error) {
    console.error(`[tutorials] ${command} is missing: ${hint}`);
    process.exit(1);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts the built app with the demo data on a free port; answers its address and a stop(). */
async function startApp() {
  const entry = path.join(root, 'packages/server/dist/main.js');
  if (!existsSync(entry) || !existsSync(path.join(root, 'packages/web/dist/index.html'))) {
    console.error('[tutorials] build first: npm run build');
    process.exit(1);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tandem-tutorials-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: baseUrl,
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  let output = '';
  const child = spawn(process.execPath, [entry], { env, cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the app did not become healthy:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Rings a control (or the area a few controls cover) with an accent and dims the rest, for one
 * screenshot; the area is first scrolled to the middle of the space under the header.
 */
async function ring(page, target) {
  const targets = Array.isArray(target) ? target : [target];
  await targets[0].scrollIntoViewIfNeeded();
  const handles = await Promise.all(targets.map((locator) => locator.elementHandle()));
  await page.evaluate((elements) => {
    const union = () => {
      const rects = elements.map((element) => element.getBoundingClientRect());
      const top = Math.min(...rects.map((r) => r.top));
      const left = Math.min(...rects.map((r) => r.left));
      const bottom = Math.max(...rects.map((r) => r.bottom));
      const right = Math.max(...rects.map((r) => r.right));
      return { top, left, width: right - left, height: bottom - top };
    };
    const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const room = window.innerHeight - headerBottom;
    const area = union();
    const wantedTop = headerBottom + Math.max(16, (room - area.height) / 2);
    window.scrollBy(0, area.top - wantedTop);
    const { top, left, width, height } = union();
    const mark = document.createElement('div');
    mark.id = 'tutorial-ring';
    Object.assign(mark.style, {
      position: 'fixed',
      left: `${left - 6}px`,
      top: `${top - 6}px`,
      width: `${width + 12}px`,
      height: `${height + 12}px`,
      border: '3px solid #f08c00',
      borderRadius: '10px',
      boxShadow: '0 0 0 4000px rgba(20, 30, 40, 0.22)',
      zIndex: '100000',
      pointerEvents: 'none',
    });
    document.body.appendChild(mark);
  }, handles);
}

/** Hides the notifications on screen (those earlier steps raised), for a clean picture. */
const hideNotices = (page) =>
  page.evaluate(() =>
    document.querySelectorAll('.mantine-Notification-root').forEach((notice) => {
      notice.style.visibility = 'hidden';
    }),
  );

/**
 * Shows the app's own address as a public one (links built from the page's origin would show
 * this run's 127.0.0.1 and port).
 */
const tidyAddresses = (page) =>
  page.evaluate((shown) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeValue?.includes(location.origin))
        node.nodeValue = node.nodeValue.replaceAll(location.origin, shown);
    }
  }, PUBLIC_ADDRESS);

const unring = (page) => page.evaluate(() => document.getElementById('tutorial-ring')?.remove());

/** The opening card: the tutorial's title on the brand colour. */
function titleCard(title, steps, total) {
  const escape = (text) => text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]);
  return `<!doctype html><html><body style="margin:0;width:${VIEWPORT.width}px;height:${VIEWPORT.height}px;
    display:flex;flex-direction:column;justify-content:center;padding:0 80px;box-sizing:border-box;
    background:linear-gradient(135deg, ${BRAND}, #52ab98);color:#fff;font-family:Helvetica,Arial,sans-serif">
    <div style="font-size:22px;letter-spacing:.08em;text-transform:uppercase;opacity:.85">Tandem tutorial</div>
    <div style="font-size:54px;font-weight:700;margin:14px 0 18px;line-height:1.1">${escape(title)}</div>
    <div style="font-size:22px;opacity:.9">${steps} steps, about ${Math.round(total)} seconds</div></body></html>`;
}

const seconds = (caption) =>
  Math.min(MAX_SHOT_S, Math.max(MIN_SHOT_S, 1 + caption.split(/\s+/).length * 0.3));

/** `12.5` -> `00:00:12.500` */
function vttTime(total) {
  const ms = Math.round(total * 1000);
  const pad = (n, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

function ffmpeg(args) {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`ffmpeg failed: ffmpeg ${args.join(' ')}`);
}

/** Logs in as the demo coach through the login page. */
async function logIn(page) {
  await page.goto('/');
  await page.getByLabel('Email').fill(COACH);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
}

async function makeTutorial(browser, baseUrl, slug, work) {
  const { title, steps } = TUTORIALS[slug];
  const shots = path.join(work, slug);
  await mkdir(shots, { recursive: true });
  const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORT, deviceScaleFactor: 1 });
  const cover = await context.newPage();
  await cover.setContent(
    titleCard(
      title,
      steps.length,
      TITLE_SHOT_S + steps.reduce((sum, step) => sum + seconds(step.caption), 0),
    ),
  );
  await cover.screenshot({ path: path.join(shots, '00.png') });
  await cover.close();

  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await logIn(page);
  const frames = [{ file: '00.png', duration: TITLE_SHOT_S, caption: title }];
  let poster = '00.png';
  for (const [index, step] of steps.entries()) {
    const target = await step.act(page);
    // Let transitions (modals, notifications, charts) settle before the picture.
    await page.waitForTimeout(350);
    if (!step.notice) await hideNotices(page);
    await tidyAddresses(page);
    if (target) await ring(page, target);
    const file = `${String(index + 1).padStart(2, '0')}.png`;
    await page.screenshot({ path: path.join(shots, file) });
    if (target) await unring(page);
    frames.push({ file, duration: seconds(step.caption), caption: step.caption });
    if (step.poster) poster = file;
  }
  await context.close();

  // The concat list: each picture for its time (the last named twice, as the demuxer wants).
  const list = [
    'ffconcat version 1.0',
    ...frames.flatMap((frame) => [`file '${frame.file}'`, `duration ${frame.duration.toFixed(2)}`]),
    `file '${frames.at(-1).file}'`,
  ].join('\n');
  await writeFile(path.join(shots, 'list.ffconcat'), `${list}\n`);
  const video = path.join(OUT, `${slug}.webm`);
  ffmpeg([
    '-f',
    'concat',
    '-safe',
    '0',
    '-i',
    path.join(shots, 'list.ffconcat'),
    '-vf',
    'fps=8,format=yuv420p',
    '-c:v',
    'libvpx-vp9',
    '-crf',
    '40',
    '-b:v',
    '0',
    '-g',
    '400',
    '-row-mt',
    '1',
    '-deadline',
    'good',
    '-cpu-used',
    '2',
    '-an',
    '-metadata',
    `title=${title}`,
    video,
  ]);
  ffmpeg(['-i', path.join(shots, poster), '-vf', 'scale=640:-2', '-q:v', '5', path.join(OUT, `${slug}.jpg`)]);

  let at = 0;
  const cues = frames.map((frame, index) => {
    const cue = `${index + 1}\n${vttTime(at)} --> ${vttTime(at + frame.duration)}\n${frame.caption}\n`;
    at += frame.duration;
    return cue;
  });
  await writeFile(path.join(OUT, `${slug}.en.vtt`), `WEBVTT\n\n${cues.join('\n')}`);
  const size = (await stat(video)).size;
  console.log(`[tutorials] ${slug}: ${at.toFixed(1)} s, ${Math.round(size / 1024)} KB`);
}

async function main() {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((slug) => !(slug in TUTORIALS));
  if (unknown.length) {
    console.error(`[tutorials] unknown: ${unknown.join(', ')}; known: ${Object.keys(TUTORIALS).join(', ')}`);
    process.exit(1);
  }
  need('ffmpeg', 'apt-get install -y ffmpeg (only needed to regenerate the videos)');
  await mkdir(OUT, { recursive: true });
  const work = await mkdtemp(path.join(os.tmpdir(), 'tandem-tutorial-shots-'));
  const app = await startApp();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-sync',
    ],
  });
  try {
    for (const slug of wanted.length ? wanted : Object.keys(TUTORIALS)) {
      await makeTutorial(browser, app.baseUrl, slug, work);
    }
  } finally {
    await browser.close();
    await app.stop();
    if (process.env.KEEP_SHOTS) console.log(`[tutorials] screenshots kept in ${work}`);
    else await rm(work, { recursive: true, force: true });
  }
}

await main();
