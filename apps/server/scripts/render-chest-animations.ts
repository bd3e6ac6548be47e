// Renders the chest animation clips of spec 2 §3/§4 (issue 11 §7: "real, small video files that we
// make"): for every supported chest type, /animations/{chest}_{spawn_slam|spawn_pop|open_pop|open_idle|
// close|despawn}.mp4 — a chest in its rarity's colours, drawn by ffmpeg's lavfi filters and encoded as
// 256×256 H.264 at 24 fps (a few KB each). Run: pnpm --filter @levelup/server render:animations
import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import ffmpeg from '@ffmpeg-installer/ffmpeg';

const run = promisify(execFile);
const outDir = path.resolve(import.meta.dirname, '../public/animations');

/** Body and lid colours per chest (the item keys of seasons/catalog.yaml, lower case). */
const CHESTS: Record<string, { body: string; lid: string }> = {
  common_chest: { body: '0x9aa3b5', lid: '0x5d6475' },
  uncommon_chest: { body: '0x3ecf6e', lid: '0x1f7a3f' },
  rare_chest: { body: '0x3f8cff', lid: '0x1d4fa0' },
  epic_chest: { body: '0xa55cff', lid: '0x5e2aa6' },
  legendary_chest: { body: '0xffb547', lid: '0xa06b1f' },
  premium_chest: { body: '0xff5ca8', lid: '0x9c2a62' },
  season_end_chest: { body: '0x2ee6d6', lid: '0x17877e' },
  gold_lootbox: { body: '0xffd34d', lid: '0xa8821c' },
  coin_lootbox: { body: '0xe0a040', lid: '0x8a5d1c' },
  // Issue 12: the Wall's daily chest (its common rarity) and the weekly chest.
  daily_chest: { body: '0x7fd0ff', lid: '0x2f6f99' },
  weekly_chest: { body: '0xc7e86a', lid: '0x6b8a1f' },
};

const BACKGROUND = '0x0f1020';
const REST_Y = 120;
const LID_GAP = 16;
const LID_OPEN = 60;

/** One clip: its length and the y expressions (of t) of the body and the lid, plus extra boxes. */
type Clip = {
  seconds: number;
  bodyY: string;
  lidY: string;
  extra?: (colours: { body: string }) => string[];
};

const CLIPS: Record<string, Clip> = {
  // Falls from above the frame and lands with a shake.
  spawn_slam: {
    seconds: 0.6,
    bodyY: `min(${REST_Y}, -100+500*t)`,
    lidY: `min(${REST_Y - LID_GAP}, -116+500*t)`,
  },
  // A bounce in place.
  spawn_pop: {
    seconds: 0.5,
    bodyY: `${REST_Y}-24*sin(PI*t/0.5)`,
    lidY: `${REST_Y - LID_GAP}-24*sin(PI*t/0.5)`,
  },
  // The lid flies up with a flash.
  open_pop: {
    seconds: 0.6,
    bodyY: `${REST_Y}`,
    lidY: `${REST_Y - LID_GAP}-${LID_OPEN}*min(1,t/0.3)`,
    extra: () => [
      "drawbox=x=58:y=70:w=140:h=140:color=white@0.8:t=fill:enable='between(t,0.1,0.35)'",
    ],
  },
  // Open, glowing; loops while the rewards show.
  open_idle: {
    seconds: 1.2,
    bodyY: `${REST_Y}`,
    lidY: `${REST_Y - LID_GAP - LID_OPEN}`,
    extra: ({ body }) => [
      `drawbox=x=98:y=60:w=60:h=56:color=${body}@0.6:t=fill:enable='lt(mod(t,0.6),0.3)'`,
    ],
  },
  // The lid comes down.
  close: {
    seconds: 0.5,
    bodyY: `${REST_Y}`,
    lidY: `${REST_Y - LID_GAP - LID_OPEN}+${LID_OPEN}*min(1,t/0.4)`,
  },
  // Sinks out of the frame.
  despawn: {
    seconds: 0.5,
    bodyY: `${REST_Y}+400*t*t`,
    lidY: `${REST_Y - LID_GAP}+400*t*t`,
  },
};

async function render(chest: string, step: string): Promise<void> {
  const colours = CHESTS[chest]!;
  const clip = CLIPS[step]!;
  const filters = [
    ...(clip.extra?.(colours) ?? []),
    `drawbox=x=78:y='${clip.bodyY}':w=100:h=80:color=${colours.body}@1:t=fill`,
    `drawbox=x=72:y='${clip.lidY}':w=112:h=24:color=${colours.lid}@1:t=fill`,
  ];
  await run(ffmpeg.path, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `color=c=${BACKGROUND}:s=256x256:d=${clip.seconds}:r=24,format=yuv420p`,
    '-vf',
    filters.join(','),
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-crf',
    '30',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    // Reproducible files: no encoder version or creation time in the container.
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    '-an',
    '-y',
    path.join(outDir, `${chest}_${step}.mp4`),
  ]);
}

await mkdir(outDir, { recursive: true });
for (const chest of Object.keys(CHESTS))
  for (const step of Object.keys(CLIPS)) await render(chest, step);
console.log(
  `rendered ${Object.keys(CHESTS).length * Object.keys(CLIPS).length} clips into ${outDir}`,
);
