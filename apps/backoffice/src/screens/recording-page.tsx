import type { RecordedEvent } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { callApi } from '../lib/api';
import { formatDateTime, formatDuration } from '../lib/format';
import { useTranslation } from '../lib/use-translation';
import type { Player } from './recording-player';

/** rrweb's full page snapshot: without one there is nothing to replay. */
const FULL_SNAPSHOT = 2;
const TICK_MS = 250;

const replayable = (events: readonly RecordedEvent[]) =>
  events.length >= 2 && events.some((event) => event.type === FULL_SNAPSHOT);

/** One recording: what it covers, and the replay with play, pause, restart and a position slider. */
export function RecordingPageScreen() {
  const { t, i18n } = useTranslation();
  const { recordingId = '' } = useParams();
  const headingId = useId();
  const recording = useQuery({
    queryKey: ['recording', recordingId],
    queryFn: () => callApi('GET /backoffice/analytics/recordings/{recordingId}', { params: { recordingId } }),
    // Each reading is journaled: read once per visit of the page.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const data = recording.data;
  const date = data ? formatDateTime(data.started_at, i18n.language) : '';

  return (
    <section aria-labelledby={headingId}>
      <p>
        <Link to="/recordings">{t('recordings.back')}</Link>
      </p>
      <h1 id={headingId}>{data ? t('recordings.recording', { date }) : t('recordings.title')}</h1>
      <div role="status">
        {recording.isPending && <p>{t('loading')}</p>}
        {recording.isError && <p className="error">{recording.error.message}</p>}
      </div>
      {data && (
        <>
          <dl className="facts">
            <dt>{t('recordings.duration')}</dt>
            <dd>{formatDuration(data.duration_ms, t)}</dd>
            <dt>{t('recordings.pages')}</dt>
            <dd>{data.pages.join(', ')}</dd>
            <dt>{t('recordings.errors')}</dt>
            <dd>{data.error_count}</dd>
          </dl>
          <p className="muted">{t('recordings.audited')}</p>
          {replayable(data.events) ? <Replay events={data.events} /> : <p>{t('recordings.empty')}</p>}
        </>
      )}
    </section>
  );
}

function Replay({ events }: { events: readonly RecordedEvent[] }) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLDivElement>(null);
  const [player, setPlayer] = useState<Player | null>(null);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const positionId = useId();

  useEffect(() => {
    const root = frameRef.current;
    if (!root) return;
    let created: Player | null = null;
    let cancelled = false;
    // The replayer (rrweb) is loaded only on this page, not with the back-office's first screen.
    void import('./recording-player').then(({ createPlayer }) => {
      if (cancelled) return;
      const made = createPlayer(root, events, {
        onFinish: () => {
          setPlaying(false);
          setCurrent(made.totalTime);
        },
      });
      created = made;
      setPlayer(made);
    });
    return () => {
      cancelled = true;
      created?.destroy();
      root.replaceChildren();
    };
  }, [events]);

  // The frame follows the operator's language; the replay itself goes on where it was.
  useEffect(() => {
    player?.setFrameTitle(t('recordings.frameTitle'));
  }, [player, t]);

  useEffect(() => {
    if (!player || !playing) return;
    const timer = window.setInterval(() => setCurrent(player.currentTime()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [player, playing]);

  const total = player?.totalTime ?? 0;
  const toggle = () => {
    if (!player) return;
    if (playing) {
      player.pause();
      setCurrent(player.currentTime());
      setPlaying(false);
    } else {
      // At the end, playing starts again from the beginning.
      player.play(current >= total ? 0 : current);
      setPlaying(true);
    }
  };
  const restart = () => {
    player?.play(0);
    setCurrent(0);
    setPlaying(true);
  };
  const seek = (ms: number) => {
    player?.seek(ms);
    setCurrent(ms);
    setPlaying(false);
  };
  const time = t('recordings.time', {
    current: formatDuration(current, t),
    total: formatDuration(total, t),
  });

  return (
    <section aria-label={t('recordings.player')} className="replay">
      <div className="replay-tools">
        <button type="button" onClick={toggle} disabled={!player}>
          {playing ? t('recordings.pause') : t('recordings.play')}
        </button>
        <button type="button" onClick={restart} disabled={!player}>
          {t('recordings.restart')}
        </button>
        <label htmlFor={positionId}>{t('recordings.position')}</label>
        <input
          id={positionId}
          type="range"
          min={0}
          max={total}
          step={1000}
          value={Math.min(current, total)}
          aria-valuetext={time}
          disabled={!player}
          onChange={(event) => seek(Number(event.target.value))}
        />
        <span>{time}</span>
      </div>
      <div ref={frameRef} className="replay-frame" />
    </section>
  );
}
