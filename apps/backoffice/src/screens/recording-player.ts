import type { RecordedEvent } from '@app/domain';
import { type eventWithTime, Replayer, type ReplayPlugin } from 'rrweb';
import 'rrweb/dist/style.css';
import { prepareForStrictCsp, strictCspStyles } from './replay-under-csp';

export interface Player {
  /** The recording's length, in milliseconds. */
  readonly totalTime: number;
  currentTime(): number;
  play(fromMs?: number): void;
  pause(): void;
  /** Shows the page as it was `ms` after the start, paused. */
  seek(ms: number): void;
  /** Names the replay's frame (in the operator's language, which may change during the replay). */
  setFrameTitle(title: string): void;
  destroy(): void;
}

/**
 * rrweb's replayer in `root`, in a sandboxed frame (no script of the recording runs), scaled to
 * the width of `root`, under the back-office's CSP (see replay-under-csp.ts).
 */
export function createPlayer(
  root: HTMLElement,
  events: readonly RecordedEvent[],
  options: { onFinish: () => void },
): Player {
  const styles = strictCspStyles();
  const replayer = new Replayer(prepareForStrictCsp(events) as unknown as eventWithTime[], {
    root,
    plugins: [styles.plugin as unknown as ReplayPlugin],
    // The real DOM at every step: the styles above are applied as each node is built.
    useVirtualDom: false,
    mouseTail: false,
    showWarning: false,
    triggerFocus: false,
    skipInactive: true,
  });
  // Its own rules come through an empty inline <style>, which the CSP refuses: they are part of
  // the constructed sheets instead (replay-under-csp.ts).
  (replayer as unknown as { insertStyleRules: () => void }).insertStyleRules = () => undefined;
  const fit = (width: number, height: number) => {
    const scale = Math.min(1, root.clientWidth / width);
    const wrapper = replayer.wrapper;
    wrapper.style.transform = `scale(${scale})`;
    wrapper.style.transformOrigin = 'top left';
    root.style.height = `${Math.ceil(height * scale)}px`;
  };
  replayer.on('resize', (dimension) => {
    const { width, height } = dimension as { width: number; height: number };
    fit(width, height);
  });
  replayer.on('fullsnapshot-rebuilded', () => {
    if (replayer.iframe.contentDocument) styles.pageRebuilt(replayer.iframe.contentDocument);
  });
  replayer.on('finish', options.onFinish);
  const totalTime = replayer.getMetaData().totalTime;
  return {
    totalTime,
    currentTime: () => Math.min(totalTime, Math.max(0, replayer.getCurrentTime())),
    play: (fromMs) => replayer.play(fromMs ?? replayer.getCurrentTime()),
    pause: () => replayer.pause(),
    seek: (ms) => replayer.pause(ms),
    setFrameTitle: (title) => {
      replayer.iframe.title = title;
    },
    destroy: () => replayer.destroy(),
  };
}
