// The typical custom mix of ARCHITECTURE.md "Audio": a 3-minute song, 6 stems, 48 kHz,
// tempo 0.8, −2 semitones, with a count-in; rendered by renderMix in its audio process as the
// mixdown job does, then two at once. Target: ≤ 12 s for one on this machine.
// BENCH_AUDIO_RUNS (default 3) sets how many single renders run; half as many pairs follow.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeAll } from '../src/audio/decode';
import { MIX_FORMAT } from '../src/audio/format';
import { Limiter } from '../src/audio/limiter';
import { encodeMp3 } from '../src/audio/mp3Encoder';
import { type MixStem, mixdownFileKey, renderMix } from '../src/audio/renderMix';
import { joinAudio, type PlanarAudio, silence, sliceAudio } from '../src/audio/samples';
import { createStretcher } from '../src/audio/stretch';
import { DEFAULT_PARTS } from '../src/audio/synth/song';
import { synthesiseStems } from '../src/audio/synth/synthesise';
import { createLocalFiles } from '../src/files/localFiles';

const SONG_SECONDS = 180;
const BPM = 120;
const SPEED = 0.8;
const SEMITONES = -2;

/**
 * CPU seconds used by this process's finished children (Linux /proc; null elsewhere): the
 * render's cost whatever else the machine is doing, where the wall time depends on the load.
 */
function childrenCpuSeconds(): number | null {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    // After the name: state is field 3, so cutime (16) and cstime (17) are at 13 and 14.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const cpuNote = (before: number | null) => {
  const after = childrenCpuSeconds();
  return before === null || after === null ? '' : `, ${(after - before).toFixed(1)} s CPU`;
};

const directory = await mkdtemp(join(tmpdir(), 'backline-bench-audio-'));
try {
  const files = createLocalFiles(directory);
  const song = synthesiseStems({ seed: 'bench', bpm: BPM, key: 'A minor', seconds: SONG_SECONDS });
  const stems: MixStem[] = [];
  for (const [index, part] of DEFAULT_PARTS.entries()) {
    const stored = await files.putAt(
      `stems/bench-${index}.mp3`,
      await encodeMp3(song.tracks[index]!),
    );
    stems.push({ id: part.voice, fileKey: stored.key, mute: false });
  }

  const renderOnce = async (id: string) => {
    const started = performance.now();
    let firstStep = 0;
    const mix = await renderMix(
      files,
      {
        stems,
        speed: SPEED,
        semitones: SEMITONES,
        countIn: { bpm: BPM },
        outputKey: mixdownFileKey(id),
      },
      {
        onStep: ({ current_packaging_step }) => {
          if (current_packaging_step === 1) firstStep = performance.now() - started;
        },
      },
    );
    return { seconds: (performance.now() - started) / 1000, firstStep: firstStep / 1000, mix };
  };

  console.log(
    `${stems.length} stems of ${SONG_SECONDS} s at 48 kHz, tempo ${SPEED}, ${SEMITONES} semitones, count-in; ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)}`,
  );
  // Each stage alone, in this process: CPU seconds do not depend on what else the machine runs.
  const cpu = () => {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1e6;
  };
  let mark = cpu();
  const lap = () => {
    const now = cpu();
    const spent = now - mark;
    mark = now;
    return spent.toFixed(1);
  };
  // The stems are stereo where their part sits off centre (decision 040): so is the mix.
  const mixed = silence(2, SONG_SECONDS * 48_000);
  for (const stem of stems) {
    const { channels } = await decodeAll((await files.read(stem.fileKey))!);
    mixed.channels.forEach((out, side) => {
      const source = channels[Math.min(side, channels.length - 1)]!;
      for (let i = 0; i < out.length; i += 1) out[i]! += source[i] ?? 0;
    });
  }
  const decodeCpu = lap();
  const stretcher = await createStretcher({
    speed: SPEED,
    semitones: SEMITONES,
    expectedInputSamples: mixed.length,
    channels: 2,
  });
  const stretched: PlanarAudio[] = [];
  for (let at = 0; at < mixed.length; at += 8192) {
    stretched.push(stretcher.process(sliceAudio(mixed, at, at + 8192), at + 8192 >= mixed.length));
  }
  stretcher.free();
  const stretchCpu = lap();
  await encodeMp3(new Limiter(2).process(joinAudio(stretched)), MIX_FORMAT);
  console.log(
    `CPU per stage on one core (stereo): decode and mix 6 stems ${decodeCpu} s, tempo and pitch ${stretchCpu} s, limiter and MP3 ${lap()} s`,
  );

  // Wall times depend on what else the machine runs (other sessions build and test on these
  // two cores): each run prints the load average around it, and the runs are repeated so the
  // best and the median can be told apart from one unlucky run.
  const runs = Math.max(1, Number(process.env.BENCH_AUDIO_RUNS ?? 3));
  const ones: number[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const loadBefore = loadavg()[0]!;
    const cpuBefore = childrenCpuSeconds();
    const one = await renderOnce(`bench-one-${run}`);
    ones.push(one.seconds);
    console.log(
      `one mix #${run}: ${one.seconds.toFixed(1)} s (${(SONG_SECONDS / one.seconds).toFixed(1)}× real time; ` +
        `process start and stems open ${one.firstStep.toFixed(1)} s), ${one.mix.seconds.toFixed(1)} s of MP3, ` +
        `${(one.mix.size / 1e6).toFixed(1)} MB${cpuNote(cpuBefore)}; load ${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`,
    );
  }
  const pairs: number[] = [];
  for (let run = 1; run <= Math.max(1, Math.ceil(runs / 2)); run += 1) {
    const loadBefore = loadavg()[0]!;
    const pairCpuBefore = childrenCpuSeconds();
    const started = performance.now();
    const pair = await Promise.all([
      renderOnce(`bench-two-${run}-a`),
      renderOnce(`bench-two-${run}-b`),
    ]);
    const wall = (performance.now() - started) / 1000;
    pairs.push(wall);
    console.log(
      `two at once #${run}: ${wall.toFixed(1)} s wall (each ${pair.map((one) => one.seconds.toFixed(1)).join(' s, ')} s, ` +
        `${((2 * SONG_SECONDS) / wall).toFixed(1)}× real time together${cpuNote(pairCpuBefore)}); load ${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`,
    );
  }
  const summary = (label: string, times: number[], songs: number) => {
    const best = Math.min(...times);
    const middle = median(times);
    console.log(
      `${label}: best ${best.toFixed(1)} s (${((songs * SONG_SECONDS) / best).toFixed(1)}× real time), ` +
        `median ${middle.toFixed(1)} s (${((songs * SONG_SECONDS) / middle).toFixed(1)}×) of ${times.length}`,
    );
  };
  summary('one mix', ones, 1);
  summary('two at once', pairs, 2);
  console.log(
    `target ≤ 12 s for one mix: ${Math.min(...ones) <= 12 ? 'met' : 'not met'} (best run; see the load beside each figure)`,
  );
} finally {
  await rm(directory, { recursive: true, force: true });
}
