// The practice studio on /jamtrack/{id}: loaded only when the owner opens it (the
// route imports this module lazily), so neither the widgets nor the engine reach first-load JS.

import {
  clampTempo,
  effectiveStemGains,
  type JamTrack,
  type MixCreationPayload,
} from '@backline/domain';
import {
  Alert,
  Button,
  CountInControl,
  LoopControl,
  SpeedTrainer,
  StemMixer,
  type StemMixerStem,
  StudioShortcutsHelp,
  TempoPitchControl,
  TextField,
} from '@backline/ui';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../i18n/useT';
import * as styles from '../styles/page.css';
import { StudioClock } from './StudioClock';
import { StudioOverview } from './StudioOverview';
import * as studioStyles from './StudioPanel.css';
import { useStudio } from './useStudio';

export interface StudioPanelProps {
  jamTrack: JamTrack;
  /** Creates the custom mix (POST /api/mixdowns, then queued like any other mix). */
  onSaveMix: (payload: MixCreationPayload) => Promise<void>;
}

export default function StudioPanel({ jamTrack, onSaveMix }: StudioPanelProps) {
  const t = useT();
  const studio = useStudio(jamTrack.id);
  const { settings, status } = studio;
  const ids = {
    mixer: useId(),
    tempo: useId(),
    loop: useId(),
    trainer: useId(),
    countIn: useId(),
  };
  const [mixName, setMixName] = useState('');
  const [mixState, setMixState] = useState<'idle' | 'saving' | 'saved' | 'failed' | 'noName'>(
    'idle',
  );

  if (status === 'error') return <Alert tone="error">{t('jamtracks.studio.error')}</Alert>;
  if (!studio.data) return <p role="status">{t('jamtracks.studio.loading')}</p>;

  const mixerStems: StemMixerStem[] = studio.stems.map((track) => {
    const stem = settings.stems.find((s) => s.id === track.id);
    const known = jamTrack.tracks.find((candidate) => candidate.id === track.id);
    const isClick = track.track_type === 'Click';
    return {
      id: track.id,
      instrumentId: isClick ? null : track.instrument,
      name: isClick
        ? 'Click'
        : (known?.instrument?.description ?? track.part ?? track.instrument ?? ''),
      isClick,
      volume: stem?.volume ?? 1,
      muted: stem?.muted ?? false,
      soloed: stem?.soloed ?? false,
    };
  });
  const updateStem = (
    id: string,
    patch: Partial<{ volume: number; muted: boolean; soloed: boolean }>,
  ) =>
    studio.change({
      stems: settings.stems.map((stem) => (stem.id === id ? { ...stem, ...patch } : stem)),
    });

  // The mix is made at the tempo heard (the API takes any studio tempo, not only the options).
  const speed = clampTempo(settings.tempo);
  const saveMix = async (event: FormEvent) => {
    event.preventDefault();
    if (!mixName.trim()) {
      setMixState('noName');
      return;
    }
    const gains = effectiveStemGains(settings.stems);
    // the studio's additions (studioMixAdditionsSchema): each stem's volume beside its mute,
    // and below, the count-in's bars and accent
    const tracks = settings.stems.map((stem) => ({
      id: stem.id,
      mute: (gains[stem.id] ?? 0) === 0,
      volume: stem.volume,
    }));
    setMixState('saving');
    try {
      await onSaveMix({
        jamTrackID: jamTrack.id,
        name: mixName.trim(),
        settings: {
          speed,
          pitch: settings.pitch,
          'count-in': settings.countInBars > 0,
          ...(settings.countInBars !== 0 && {
            'count-in-bars': settings.countInBars,
            'count-in-accent': settings.countInAccent ?? true, // as the studio plays it
          }),
          tracks,
        },
      });
      setMixName('');
      setMixState('saved');
    } catch {
      setMixState('failed');
    }
  };

  // while stalled the clock is only held: the button still pauses
  const playing = status === 'playing' || studio.stalled;
  const starting = status === 'loading' || (status === 'buffering' && !studio.stalled);
  return (
    <div className={styles.page} data-studio-state={status}>
      {studio.saveFailed && <Alert tone="error">{t('jamtracks.studio.saveFailed')}</Alert>}
      <div className={studioStyles.transport}>
        <Button
          onPress={() => (playing ? studio.pause() : void studio.play())}
          isPending={starting && status === 'buffering'}
          isDisabled={status === 'loading'}
          pendingLabel={t('jamtracks.studio.buffering')}
        >
          {playing ? t('jamtracks.studio.pause') : t('jamtracks.studio.play')}
        </Button>
        <StudioClock clock={studio.clock} duration={studio.duration} />
        <span role="status">
          {t('jamtracks.studio.state', { state: status })}
          {studio.stalled && ` — ${t('jamtracks.studio.stalled')}`}
        </span>
        {starting && <span>{t('jamtracks.studio.buffering')}</span>}
        <StudioShortcutsHelp />
      </div>
      <StudioOverview
        aria-label={t('jamtracks.studio.waveform')}
        clock={studio.clock}
        peaks={studio.peaks}
        duration={studio.duration}
        loop={settings.loop}
        loopEnabled={settings.loopEnabled}
        sections={studio.data.sections}
        onSeek={studio.seek}
        onLoopChange={(loop) => studio.change({ loop, loopEnabled: true })}
      />
      <div>
        <h3 id={ids.loop}>{t('jamtracks.studio.loop')}</h3>
        <LoopControl
          aria-labelledby={ids.loop}
          duration={studio.duration}
          loop={settings.loop}
          loopEnabled={settings.loopEnabled}
          onLoopChange={(loop) => studio.change({ loop })}
          onLoopEnabledChange={(loopEnabled) => studio.change({ loopEnabled })}
          onClear={() => studio.change({ loop: null, loopEnabled: false })}
        />
      </div>
      <div>
        <h3 id={ids.mixer}>{t('jamtracks.studio.mixer')}</h3>
        <StemMixer
          aria-labelledby={ids.mixer}
          stems={mixerStems}
          levelSource={studio.clock}
          onVolumeChange={(id, volume) => updateStem(id, { volume })}
          onMutedChange={(id, muted) => updateStem(id, { muted })}
          onSoloedChange={(id, soloed) => updateStem(id, { soloed })}
        />
      </div>
      <div>
        <h3 id={ids.tempo}>{t('jamtracks.studio.tempoPitch')}</h3>
        <TempoPitchControl
          aria-labelledby={ids.tempo}
          tempo={settings.tempo}
          pitch={settings.pitch}
          songBpm={studio.data.bpm}
          songKey={studio.data.key}
          onTempoChange={studio.setTempo}
          onPitchChange={studio.setPitch}
        />
      </div>
      <div>
        <h3 id={ids.trainer}>{t('jamtracks.studio.trainer')}</h3>
        <SpeedTrainer
          aria-labelledby={ids.trainer}
          trainer={studio.trainer}
          isEnabled={settings.trainer !== null}
          pass={studio.pass}
          onTrainerChange={studio.updateTrainer}
          onEnabledChange={studio.setTrainerEnabled}
        />
      </div>
      <div>
        <h3 id={ids.countIn}>{t('jamtracks.studio.countIn')}</h3>
        <CountInControl
          aria-labelledby={ids.countIn}
          bars={settings.countInBars}
          accentBeatOne={studio.accentBeatOne}
          beforeEachPass={studio.beforeEachPass}
          onBarsChange={(countInBars) => studio.change({ countInBars })}
          onAccentBeatOneChange={studio.setAccentBeatOne}
          onBeforeEachPassChange={studio.setBeforeEachPass}
        />
      </div>
      <form onSubmit={saveMix} noValidate>
        <TextField
          label={t('jamtracks.studio.saveMix.name')}
          value={mixName}
          onChange={setMixName}
          errorMessage={mixState === 'noName' ? t('mix.nameRequired') : undefined}
        />
        <Button
          type="submit"
          isPending={mixState === 'saving'}
          className={studioStyles.wrappingButton}
        >
          {t('jamtracks.studio.saveMix.submit')}
        </Button>
        {mixState === 'saved' && <p role="status">{t('jamtracks.studio.saveMix.saved')}</p>}
        {mixState === 'failed' && (
          <Alert tone="error">{t('jamtracks.studio.saveMix.failed')}</Alert>
        )}
      </form>
    </div>
  );
}
