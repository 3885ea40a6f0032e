#!/usr/bin/env node
// Checks in a real headless Chromium that the generated media plays:
//   - canPlayType for MP3 and H.264/AAC MP4;
//   - every backing track plays in an <audio> element (currentTime advances), its duration matches the manifest,
//     and Chromium's own decoder (decodeAudioData) puts the attack of every bar start where the manifest says
//     (same measure as verify-backing-tracks.mjs: first 0.5 ms window whose level clears 25 % of the jump);
//   - every video plays (currentTime advances), has the right size, seeks to 10 s, and a decoded frame is teal;
//   - every thumbnail loads as a 480x270 image.
// Files are served from apps/api/src/db/seed/media over a local HTTP server with Range support.
// Needs: /usr/bin/chromium (or CHROMIUM=path) and playwright-core from the repository's node_modules.
// Usage: node scripts/media/check-chromium.mjs   (exit code 1 on failure)
/* global document, Audio, OfflineAudioContext, Image -- the page.evaluate callbacks run in the browser */
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize } from 'node:path';
import { CHROMIUM_FLAGS } from '../chromium-flags.mjs';
import { MEDIA_DIR, REPO_ROOT } from './lib/util.mjs';

const require = createRequire(join(REPO_ROOT, 'package.json'));
const { chromium } = require('playwright-core');
const manifest = JSON.parse(readFileSync(join(MEDIA_DIR, 'manifest.json'), 'utf8'));
const TYPES = {
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
  '.json': 'application/json',
};

const server = createServer((req, res) => {
  const rel = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^([/\\])+/, '');
  if (rel === '') {
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>media check</title>');
    return;
  }
  const file = join(MEDIA_DIR, rel);
  if (!file.startsWith(MEDIA_DIR)) return res.writeHead(403).end();
  let size;
  try {
    size = statSync(file).size;
  } catch {
    return res.writeHead(404).end();
  }
  const headers = {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'accept-ranges': 'bytes',
  };
  const m = /bytes=(\d*)-(\d*)/.exec(req.headers.range ?? '');
  if (m) {
    const start = m[1] ? Number(m[1]) : size - Number(m[2]);
    const end = m[1] && m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
    res.writeHead(206, {
      ...headers,
      'content-range': `bytes ${start}-${end}/${size}`,
      'content-length': end - start + 1,
    });
    createReadStream(file, { start, end }).pipe(res);
  } else {
    res.writeHead(200, { ...headers, 'content-length': size });
    createReadStream(file).pipe(res);
  }
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}/`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: [...CHROMIUM_FLAGS, '--headless', '--autoplay-policy=no-user-gesture-required'],
});
let failed = false;
const report = (ok, text) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${text}`);
  if (!ok) failed = true;
};
try {
  const page = await browser.newPage();
  await page.goto(base);
  console.log(`Chromium ${browser.version()}`);
  const can = await page.evaluate(() => {
    const v = document.createElement('video');
    return {
      'audio/mpeg': new Audio().canPlayType('audio/mpeg'),
      'video/mp4; codecs="avc1.42E01E"': v.canPlayType('video/mp4; codecs="avc1.42E01E"'),
      'video/mp4; codecs="avc1.4D401E, mp4a.40.2"': v.canPlayType(
        'video/mp4; codecs="avc1.4D401E, mp4a.40.2"',
      ),
    };
  });
  for (const [type, answer] of Object.entries(can))
    report(answer === 'probably', `canPlayType('${type}') = '${answer}'`);

  for (const t of manifest.backing_tracks) {
    const r = await page.evaluate(async (t) => {
      const a = new Audio(t.audio);
      a.muted = true;
      await a.play();
      await new Promise((res) => setTimeout(res, 600));
      const played = a.currentTime;
      a.pause();
      const buf = await (await fetch(t.audio)).arrayBuffer();
      const audio = await new OfflineAudioContext(1, 1, 44100).decodeAudioData(buf);
      const x = audio.getChannelData(0);
      const sr = audio.sampleRate;
      const win = Math.round(0.0005 * sr);
      const level = (s) => {
        let sum = 0;
        for (let i = s; i < s + win; i++) sum += (x[i] - x[i - 1]) ** 2;
        return Math.sqrt(sum / win);
      };
      const bar = (60 / t.tempo) * 4;
      const bars = t.chords.length * t.repetitions;
      let worst = 0;
      for (let b = 0; b < bars; b++) {
        const s0 = Math.round((t.starttime + b * bar) * sr);
        const levels = [];
        for (let s = s0 - Math.round(0.02 * sr); s < s0 + Math.round(0.012 * sr); s += win)
          levels.push([s, level(s)]);
        const pre = Math.max(...levels.slice(0, 16).map((l) => l[1]));
        const top = Math.max(...levels.map((l) => l[1]));
        const hit = levels.slice(16).find((l) => l[1] > pre + 0.25 * (top - pre));
        worst = Math.max(worst, hit ? Math.abs(hit[0] - s0) / sr : 1);
      }
      return { played, duration: a.duration, decoded: audio.duration, sampleRate: sr, worstMs: worst * 1000 };
    }, t);
    report(
      r.played > 0.2 && Math.abs(r.duration - t.duration_seconds) < 0.03 && r.worstMs <= 5,
      `${t.audio}: plays (t=${r.played.toFixed(2)}s), duration ${r.duration.toFixed(3)}s ` +
        `(manifest ${t.duration_seconds}), decodeAudioData ${r.decoded.toFixed(3)}s @ ${r.sampleRate} Hz, ` +
        `worst bar-start offset ${r.worstMs.toFixed(2)} ms`,
    );
  }

  for (const v of manifest.videos) {
    const r = await page.evaluate(async (src) => {
      const el = document.createElement('video');
      el.muted = true;
      el.src = src;
      document.body.append(el);
      await new Promise((res, rej) => {
        el.onloadedmetadata = res;
        el.onerror = () => rej(new Error(`media error ${el.error?.code}`));
      });
      await el.play();
      await new Promise((res) => setTimeout(res, 700));
      const played = el.currentTime;
      el.pause();
      el.currentTime = 10;
      await new Promise((res) => (el.onseeked = res));
      const canvas = Object.assign(document.createElement('canvas'), { width: 640, height: 360 });
      const ctx = canvas.getContext('2d');
      ctx.drawImage(el, 0, 0);
      const [r, g, b] = ctx.getImageData(8, 8, 1, 1).data;
      el.remove();
      return {
        played,
        w: el.videoWidth,
        h: el.videoHeight,
        duration: el.duration,
        seeked: el.currentTime,
        rgb: [r, g, b],
      };
    }, v.video);
    const teal = r.rgb[1] > r.rgb[0] + 40 && r.rgb[2] > r.rgb[0] + 30;
    report(
      r.played > 0.3 && r.w === 640 && r.h === 360 && Math.abs(r.seeked - 10) < 0.05 && teal,
      `${v.video}: ${r.w}x${r.h}, ${r.duration.toFixed(2)}s, plays (t=${r.played.toFixed(2)}s), ` +
        `seek -> ${r.seeked.toFixed(2)}s, frame pixel rgb(${r.rgb.join(',')})`,
    );
  }

  for (const [slug, src] of Object.entries(manifest.thumbnails)) {
    const r = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, src);
    report(r[0] === 480 && r[1] === 270, `${src} (${slug}): ${r[0]}x${r[1]}`);
  }
} finally {
  await browser.close();
  server.close();
}
console.log(failed ? '\nFAILED' : '\nOK: Chromium plays every file');
process.exit(failed ? 1 : 0);
